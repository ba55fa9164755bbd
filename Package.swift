// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "navgen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "navgen", targets: ["navgen"]),
        .library(name: "NavGenKit", targets: ["NavGenKit"]),
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
        .testTarget(
            name: "NavGenKitTests",
            dependencies: ["NavGenKit"],
            exclude: ["Fixtures", "CodeGen/Fixtures"]
        ),
        .testTarget(
            name: "NavGenCLITests",
            dependencies: ["navgen", "NavGenKit"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
