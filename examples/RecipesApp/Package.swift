// swift-tools-version: 6.0
// An app's navigation module built with navgen's SwiftPM plugin: the build generates
// navgen.generated.swift from Sources/RecipesNavigation/navgen.yaml, and the tests
// open deep links through it. navgen's own `make test` builds it and runs its tests.
import PackageDescription

let package = Package(
    name: "RecipesApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "RecipesNavigation", targets: ["RecipesNavigation"])
    ],
    dependencies: [
        // An app depends on navgen's repository instead:
        // .package(url: "https://github.com/OWNER/navgen", from: "1.0.0")
        .package(name: "navgen", path: "../..")
    ],
    targets: [
        .target(
            name: "RecipesNavigation",
            plugins: [.plugin(name: "NavGenPlugin", package: "navgen")]
        ),
        .testTarget(
            name: "RecipesNavigationTests",
            dependencies: ["RecipesNavigation"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
