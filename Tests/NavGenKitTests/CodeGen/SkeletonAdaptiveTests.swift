import Foundation
import NavGenKit
import Testing

/// Adaptive presentation in the skeletons against the simulator: each sequence of moves
/// is made in each size class once by the simulator (`--size-class`) and once by a
/// compiled skeleton (``SkeletonProgram``) told the same class. SwiftUI's program prints
/// the state on screen (`currentNode`) as the generated state encodes it; UIKit's
/// stand-in presents nothing, so its program prints the `modalPresentationStyle` of each
/// controller presented and whether a popover was anchored, which must be the styles
/// of the simulator's presentations.
@Suite(.serialized) struct SkeletonAdaptiveTests {
    /// One sequence: the simulator's actions, and the same moves on the skeleton, where
    /// `app` is the root coordinator (SwiftUI: `accountList(app)` and `compose(app)` are
    /// the flows it presents, told the class as their root views would).
    struct Sequence {
        var actions: [String]
        var swiftUI: [String]
        var uiKit: [String]
    }

    static let sequences = [
        Sequence(actions: ["sheet share"], swiftUI: ["app.presentShare()"], uiKit: ["app.presentShare()"]),
        Sequence(actions: ["sheet shared"], swiftUI: ["app.presentShared()"], uiKit: ["app.presentShared()"]),
        Sequence(
            actions: ["start accountList"], swiftUI: ["app.startAccountList()"],
            uiKit: ["app.startAccountList()"]),
        Sequence(
            actions: ["start accountList", "cover account(handle: \"ann\")"],
            swiftUI: ["app.startAccountList()", "accountList(app).presentAccount(handle: \"ann\")"],
            uiKit: ["app.startAccountList()", "app.accountListFlow?.presentAccount(handle: \"ann\")"]),
        Sequence(actions: ["start compose"], swiftUI: ["app.startCompose()"], uiKit: ["app.startCompose()"]),
        Sequence(
            actions: ["push status(id: 1)", "popover drafts(id: 1)"],
            swiftUI: ["app.showStatus(id: 1)", "app.presentDrafts(id: 1)"],
            uiKit: ["app.showStatus(id: 1)", "app.presentDrafts(id: 1)"]),
        Sequence(
            actions: ["push status(id: 1)", "cover drafts(id: 1)"],
            swiftUI: ["app.showStatus(id: 1)", "app.presentDraftsAsCover(id: 1)"],
            uiKit: ["app.showStatus(id: 1)", "app.presentDraftsAsCover(id: 1)"]),
    ]

    /// Links the root opens in its class: an adaptive sheet, a popover that is a sheet
    /// when compact, a flow's own adaptive cover.
    static let links = ["plain://share", "plain://status/1/drafts", "plain://accounts/ann"]

    @Test func theSwiftUISkeletonPresentsInTheStyleOfItsSizeClass() throws {
        let spec = try CodeGenFixtures.spec("adaptive-plain")
        let encoding = GeneratedStateJSON(spec: spec)
        var main = """
            import Foundation

            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            var size = AdaptivePlainSizeClass.compact
            @MainActor func show(_ app: MainCoordinator) {
                let state = AdaptivePlainNavigationState(root: app.currentNode)
                print(String(decoding: try! encoder.encode(state), as: UTF8.self))
            }
            @MainActor func accountList(_ app: MainCoordinator) -> AccountListCoordinator {
                for slot in [app.sheet, app.popover, app.cover] {
                    if case .accountList(let flow)? = slot {
                        flow.sizeClass = size
                        return flow
                    }
                }
                fatalError("no accountList")
            }

            """
        var expected: [String] = []
        for sizeClass in SizeClass.allCases {
            let simulator = try Simulator(spec: spec, sizeClass: sizeClass)
            main += "size = .\(sizeClass.rawValue)\n"
            for sequence in Self.sequences {
                var reached = simulator.launchState
                for action in sequence.actions {
                    reached = try simulator.perform(ActionParser.parse(action), on: reached).get()
                }
                expected.append(GeneratedStateJSON.text(encoding.object(reached)))
                main += "do {\n    let app = MainCoordinator()\n    app.sizeClass = size\n"
                main += sequence.swiftUI.map { "    \($0)\n" }.joined() + "    show(app)\n}\n"
            }
            for link in Self.links {
                let opened = try simulator.open(link).get().state
                expected.append(GeneratedStateJSON.text(encoding.object(opened)))
                main += "do {\n    let app = MainCoordinator()\n    app.sizeClass = size\n"
                main += "    app.open(URL(string: \"\(link)\")!)\n    show(app)\n}\n"
            }
        }
        let output = try SkeletonProgram.run(spec, module: "AdaptivePlain", main: main)
        let lines = SkeletonSequences.lines(output)
        try #require(lines.count == expected.count, "\(output)")
        let cases = SizeClass.allCases.flatMap { sizeClass in
            (Self.sequences.map { $0.actions.joined(separator: ", ") } + Self.links).map {
                "\(sizeClass): \($0)"
            }
        }
        for (name, (line, want)) in zip(cases, zip(lines, expected)) {
            #expect(line == want, "\(name)")
        }
        // Not vacuous: the classes show the same moves in different styles.
        #expect(expected.contains { $0.contains(#""popover""#) })
        #expect(expected.filter { $0.contains(#""cover""#) }.count != expected.count)
        #expect(Set(expected.prefix(expected.count / 2)) != Set(expected.suffix(expected.count / 2)))
    }

    @Test func theUIKitSkeletonPresentsInTheStyleOfItsTraitCollection() throws {
        let spec = try CodeGenFixtures.spec("adaptive-plain")
        var main = """
            import UIKit

            @MainActor func report() {
                let shown = StandInPresentations.presented.map { presented -> String in
                    switch presented.style {
                    case .pageSheet, .formSheet: return "sheet " + String(presented.anchored)
                    case .fullScreen: return "cover " + String(presented.anchored)
                    case .popover: return "popover " + String(presented.anchored)
                    case .automatic: return "automatic " + String(presented.anchored)
                    }
                }
                print(shown.sorted().joined(separator: ", "))
                StandInPresentations.presented = []
            }

            """
        var expected: [String] = []
        for sizeClass in SizeClass.allCases {
            let simulator = try Simulator(spec: spec, sizeClass: sizeClass)
            main += "StandInPresentations.horizontalSizeClass = .\(sizeClass.rawValue)\n"
            for sequence in Self.sequences {
                var reached = simulator.launchState
                for action in sequence.actions {
                    reached = try simulator.perform(ActionParser.parse(action), on: reached).get()
                }
                expected.append(Self.presentations(reached.root))
                main += "do {\n    let app = MainCoordinator()\n    app.start()\n"
                main += sequence.uiKit.map { "    \($0)\n" }.joined() + "    report()\n}\n"
            }
            for link in Self.links {
                let opened = try simulator.open(link).get().state
                expected.append(Self.presentations(opened.root))
                main += "do {\n    let app = MainCoordinator()\n    app.start()\n"
                main += "    app.open(URL(string: \"\(link)\")!)\n    report()\n}\n"
            }
        }
        let output = try SkeletonProgram.run(spec, ui: .uikit, module: "AdaptivePlain", main: main)
        let lines = output.split(separator: "\n").map(String.init)
        try #require(lines.count == expected.count, "\(output)")
        let cases = SizeClass.allCases.flatMap { sizeClass in
            (Self.sequences.map { $0.actions.joined(separator: ", ") } + Self.links).map {
                "\(sizeClass): \($0)"
            }
        }
        for (name, (line, want)) in zip(cases, zip(lines, expected)) {
            #expect(line == want, "\(name)")
        }
        #expect(expected.contains("popover true"))
        #expect(expected.contains("popover true, sheet false"))
    }

    /// The styles of the presentations `node` shows, each with whether it is a popover
    /// (which UIKit must anchor), sorted: UIKit's `apply` presents a flow's own
    /// presentation before the flow.
    static func presentations(_ node: NavigationNode) -> String {
        var shown: [String] = []
        func walk(_ node: NavigationNode) {
            guard case .stack(let stack) = node, let modal = stack.modal else { return }
            walk(modal)
        }
        func walk(_ modal: Modal) {
            shown.append("\(modal.style.keyword) \(modal.style.keyword == "popover")")
            switch modal.content {
            case .route(_, let presented?): walk(presented)
            case .flow(let node, _): walk(node)
            default: break
            }
        }
        walk(node)
        return shown.sorted().joined(separator: ", ")
    }

    /// The SwiftUI root view reads the class from the environment: with `initial:` from
    /// iOS 17, on appear and on change (the form iOS 17 deprecates) before.
    @Test(arguments: [MinimumOS.iOS16, .iOS17, .iOS18])
    func theRootViewReadsTheHorizontalSizeClass(_ minimumOS: MinimumOS) throws {
        let spec = try CodeGenFixtures.spec("adaptive-plain")
        let files = try CodeGenerator.generate(
            spec, options: GenerateOptions(ui: .swiftui, minimumOS: minimumOS))
        let main = try #require(files.first { $0.name == "MainCoordinator.swift" }).contents
        #expect(main.contains(#"@Environment(\.horizontalSizeClass) private var horizontalSizeClass"#))
        #expect(main.contains("var sizeClass: AdaptivePlainSizeClass = .compact"))
        #expect(main.contains("sizeClass: self.sizeClass"), "links open in the class")
        if minimumOS < .iOS17 {
            #expect(
                main.contains(".onAppear {")
                    && main.contains(".onChange(of: horizontalSizeClass) { newValue in"))
            #expect(!main.contains("initial:"))
        } else {
            #expect(main.contains(".onChange(of: horizontalSizeClass, initial: true) { _, newValue in"))
            #expect(!main.contains(".onAppear"))
        }
        // A flow without adaptive items reads no class.
        let compose = try #require(files.first { $0.name == "ComposeCoordinator.swift" }).contents
        #expect(!compose.contains("sizeClass"))
    }

    /// A move declared adaptive on one route and plain on another is two methods, and two
    /// starts whose `then:` differ only in whether an action adapts have two handlers.
    @Test func anAdaptiveMoveAndItsPlainTwinAreTwoMethods() throws {
        let spec = AdaptiveSpecs.timeline(
            """
                      - sheet: share
                      - { start: compose, then: { posted: { sheet: share } } }
                      - push: other
            """,
            extraRoutes: """
                      other:
                        transitions:
                          - { sheet: share, as: { regular: popover } }
                          - { start: compose, then: { posted: { sheet: share, as: { regular: popover } } } }
                """
        )
        .replacingOccurrences(of: "    root: editor\n", with: "    root: editor\n    outcomes: [posted]\n")
        .replacingOccurrences(
            of: "editor:\n        transitions: [dismiss]",
            with: "editor:\n        transitions: [{ finish: posted }, dismiss]")
        for ui in [UIFramework.swiftui, .uikit] {
            let text = try GeneratedSnippet.file("MainCoordinator.swift", of: loadSpec(spec), ui: ui)
            #expect(text.contains("func presentShare()"), "\(ui)")
            #expect(text.contains("func presentShareAsSheetOrPopover()"), "\(ui)")
            #expect(text.contains("func composeDidFinishFromTimeline("), "\(ui)")
            #expect(text.contains("func composeDidFinishFromOther("), "\(ui)")
        }
    }
}
