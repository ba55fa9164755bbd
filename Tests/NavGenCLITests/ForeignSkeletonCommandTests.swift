import Foundation
import Testing

/// `generate --ui uikit` over the skeletons of a SwiftUI run keeps them, as it keeps
/// every skeleton, and says so once, naming them and what to do.
@Suite struct ForeignSkeletonCommandTests {
    private static let spec = """
        navgen: 1
        app: Shop
        root: main
        coordinators:
          main:
            root: list
            children: [checkout]
            routes:
              list:
                transitions: [{ push: product }, { start: checkout, then: { done: stay } }]
              product:
                transitions: [pop]
          checkout:
            root: cart
            outcomes: [done]
            routes:
              cart:
                transitions: [{ finish: done }]
        """

    private static let warning =
        "warning: the kept skeletons Nav/MainCoordinator.swift, Nav/CheckoutCoordinator.swift were written "
        + "for SwiftUI, not UIKit, and navgen does not write over a skeleton: delete them (or pass --force) "
        + "to have them written for UIKit, or generate with --ui swiftui [skeleton-coverage]"

    private func project() throws -> URL {
        let folder = try NavGenProcess.temporaryDirectory()
        try Data(Self.spec.utf8).write(to: folder.appendingPathComponent("navgen.yaml"))
        let first = try NavGenProcess.run(["generate", "--output", "Nav", "--ui", "swiftui"], in: folder)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        return folder
    }

    @Test func warnsOnceNamingTheSkeletonsOfTheOtherFramework() throws {
        let folder = try project()
        let before = try String(
            contentsOf: folder.appendingPathComponent("Nav/MainCoordinator.swift"), encoding: .utf8)
        let uikit = try NavGenProcess.run(["generate", "--output", "Nav", "--ui", "uikit"], in: folder)
        #expect(uikit.status == 0, "\(uikit.stderr)")
        #expect(
            uikit.stdout
                == "unchanged Nav/ShopNavigation.swift\nkept Nav/MainCoordinator.swift\n"
                + "kept Nav/CheckoutCoordinator.swift\n\(Self.warning)\n")
        #expect(
            try String(
                contentsOf: folder.appendingPathComponent("Nav/MainCoordinator.swift"), encoding: .utf8)
                == before)
        let strict = try NavGenProcess.run(
            ["generate", "--output", "Nav", "--ui", "uikit", "--strict"], in: folder)
        #expect(strict.status == 1)
        let check = try NavGenProcess.run(
            ["generate", "--output", "Nav", "--ui", "uikit", "--check"], in: folder)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(
            check.stdout == "\(Self.warning)\ngenerated files are up to date; 1 skeleton coverage warning\n")
        // The framework they were written for: nothing to say.
        let swiftUI = try NavGenProcess.run(["generate", "--output", "Nav", "--ui", "swiftui"], in: folder)
        #expect(!swiftUI.stdout.contains("warning"), "\(swiftUI.stdout)")
    }

    /// A deleted skeleton is written for the framework asked; the other is still named.
    @Test func aDeletedSkeletonIsWrittenForTheFrameworkAsked() throws {
        let folder = try project()
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Nav/MainCoordinator.swift"))
        let uikit = try NavGenProcess.run(["generate", "--output", "Nav", "--ui", "uikit"], in: folder)
        #expect(uikit.status == 0, "\(uikit.stderr)")
        #expect(uikit.stdout.contains("created Nav/MainCoordinator.swift\n"))
        #expect(
            uikit.stdout.hasSuffix(
                "warning: the kept skeleton Nav/CheckoutCoordinator.swift was written for SwiftUI, not UIKit, "
                    + "and navgen does not write over a skeleton: delete it (or pass --force) to have it written "
                    + "for UIKit, or generate with --ui swiftui [skeleton-coverage]\n"), "\(uikit.stdout)")
        let main = try String(
            contentsOf: folder.appendingPathComponent("Nav/MainCoordinator.swift"), encoding: .utf8)
        #expect(main.contains("import UIKit"))
    }
}
