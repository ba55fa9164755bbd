import Foundation
import Testing

@testable import NavGenKit

/// A kept skeleton's framework, as `generate` tells SwiftUI's from UIKit's.
@Suite struct SkeletonFrameworkTests {
    /// Every skeleton navgen writes reads as the framework it was written for.
    @Test func everyGoldenSkeletonIsItsFrameworks() throws {
        let golden = SkeletonGoldenTests.golden
        let folders = try FileManager.default.contentsOfDirectory(atPath: golden.path).sorted()
        var checked = 0
        for folder in folders {
            let framework: UIFramework = folder.hasSuffix("-uikit") ? .uikit : .swiftui
            let files = try FileManager.default.contentsOfDirectory(
                atPath: golden.appendingPathComponent(folder).path)
            for file in files where file.hasSuffix("Coordinator.swift.golden") {
                let text = try String(
                    contentsOf: golden.appendingPathComponent(folder).appendingPathComponent(file),
                    encoding: .utf8)
                #expect(SkeletonFramework.written(in: text) == framework, "\(folder)/\(file)")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test(arguments: [
        ("import SwiftUI\nfinal class A {}\n", UIFramework?.some(.swiftui)),
        ("import UIKit\nfinal class A: NSObject {}\n", .uikit),
        ("import struct SwiftUI.Color\n", .swiftui),
        // A SwiftUI skeleton that uses UIKit for something of its own.
        ("import SwiftUI\nimport UIKit\nfunc open() { UIApplication.shared }\n", .swiftui),
        // A UIKit skeleton that shows a SwiftUI view somewhere.
        ("import UIKit\nimport SwiftUI\nlet nav: UINavigationController\n", .uikit),
        ("import Foundation\n", nil),
        ("// import SwiftUI\nlet s = \"import UIKit\"\n", nil),
    ])
    func readsTheImportedModule(text: String, framework: UIFramework?) {
        #expect(SkeletonFramework.written(in: text) == framework)
    }

    @Test func namesTheForeignSkeletonsInTheOrderGiven() throws {
        let texts = [
            "B.swift": "import SwiftUI\n", "A.swift": "import SwiftUI\n", "C.swift": "import UIKit\n",
            "D.swift": "// mine\n",
        ]
        let order = ["A.swift", "B.swift", "C.swift", "D.swift"]
        let foreign = try #require(ForeignSkeletons.among(texts, order: order, asked: .uikit))
        #expect(foreign == ForeignSkeletons(files: ["A.swift", "B.swift"], written: .swiftui, asked: .uikit))
        #expect(
            foreign.warning(paths: ["Nav/A.swift", "Nav/B.swift"])
                == "warning: the kept skeletons Nav/A.swift, Nav/B.swift were written for SwiftUI, not UIKit, "
                + "and navgen does not write over a skeleton: delete them (or pass --force) to have them "
                + "written for UIKit, or generate with --ui swiftui [skeleton-coverage]")
        let one = try #require(ForeignSkeletons.among(texts, order: order, asked: .swiftui))
        #expect(one.files == ["C.swift"])
        #expect(
            one.warning(paths: ["C.swift"]).hasPrefix(
                "warning: the kept skeleton C.swift was written for UIKit"))
        #expect(
            ForeignSkeletons.among(["A.swift": "import SwiftUI\n"], order: ["A.swift"], asked: .swiftui)
                == nil)
        #expect(ForeignSkeletons.among(texts, order: order, asked: .none) == nil)
    }
}
