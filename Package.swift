// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "navgen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "navgen", targets: ["navgen"]),
        .plugin(name: "NavGenPlugin", targets: ["NavGenPlugin"]),
        .plugin(name: "NavGenCommand", targets: ["NavGenCommand"]),
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
        // Generates <App>Navigation.swift from a target's navgen.yaml at build time.
        .plugin(name: "NavGenPlugin", capability: .buildTool(), dependencies: ["navgen"]),
        // `swift package navgen validate|generate|aasa ...`; `generate` writes into the package.
        .plugin(
            name: "NavGenCommand",
            capability: .command(
                intent: .custom(verb: "navgen", description: "Run navgen on a target's navgen.yaml"),
                permissions: [
                    .writeToPackageDirectory(reason: "navgen generate writes the navigation code next to the spec")
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
