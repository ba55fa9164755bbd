// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "navgen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "navgen", targets: ["navgen"]),
        .plugin(name: "NavGenPlugin", targets: ["NavGenPlugin"]),
        .plugin(name: "NavGenCommand", targets: ["NavGenCommand"]),
        .plugin(name: "NavGenWriteCommand", targets: ["NavGenWriteCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "NavGenKit", dependencies: ["CYaml"]),
        .executableTarget(
            name: "navgen",
            dependencies: [
                "NavGenKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `make bench`'s matcher figure (Benchmarks/bench.py): not a product, so neither
        // installed nor seen by packages that depend on navgen.
        .executableTarget(
            name: "MatcherBench", dependencies: ["NavGenKit"], path: "Benchmarks/MatcherBench"
        ),
        // Generates navgen.generated.swift from a target's navgen.yaml at build time.
        .plugin(name: "NavGenPlugin", capability: .buildTool(), dependencies: ["navgen"]),
        // `swift package navgen validate|simulate|routes|aasa ...`: the commands that only
        // read. SwiftPM grants a plugin's permissions to every run of it, and asks for
        // them each time, so the commands that write have a plugin of their own.
        .plugin(
            name: "NavGenCommand",
            capability: .command(
                intent: .custom(verb: "navgen", description: "Run a navgen command that reads a target's navgen.yaml")
            ),
            dependencies: ["navgen"]
        ),
        // `swift package --allow-writing-to-package-directory navgen-write init|generate ...`.
        .plugin(
            name: "NavGenWriteCommand",
            capability: .command(
                intent: .custom(
                    verb: "navgen-write",
                    description: "Run a navgen command that writes into the package (init, generate)"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "navgen init writes a spec, navgen generate coordinator skeletons, into the package")
                ]
            ),
            dependencies: ["navgen"]
        ),
        .testTarget(
            name: "NavGenKitTests",
            dependencies: ["NavGenKit"],
            exclude: ["Fixtures", "CodeGen/Fixtures"]
        ),
        .testTarget(
            name: "NavGenCLITests",
            dependencies: ["navgen", "NavGenKit"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
