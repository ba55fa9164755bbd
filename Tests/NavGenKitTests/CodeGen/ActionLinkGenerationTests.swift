import Foundation
import NavGenKit
import Testing

/// What `navgen generate` writes for action links: `<App>Action`, `<App>Link`, the
/// state's `handle(_:)` and the root coordinator's `perform(_:)`. What they match is
/// the differential tests' business (the `actions` fixtures).
@Suite struct ActionLinkGenerationTests {
    static let spec = """
        navgen: 1
        app: Browser
        root: main
        deeplinks: { schemes: [browser] }
        actions:
          closePrivateTabs: { deeplink: /close }
          setLevel: { params: { level: Int, note: String? }, deeplink: '/level/{level}?note={note}' }
        coordinators:
          main:
            root: home
            routes:
              home: { deeplink: / }

        """

    @Test func theActionEnumSpellsEachActionAsTheSimulatorDoes() throws {
        let text = try GeneratedSnippet.file(
            "BrowserNavigation.swift", of: try loadSpec(Self.spec), ui: .none)
        #expect(
            GeneratedSnippet.declarations(
                ["var description: String {"],
                in: text.components(
                    separatedBy: "enum BrowserAction")[1]) == """
                    /// The action as `navgen simulate` prints it: `name` or `name(label: value, ...)`.
                    var description: String {
                        switch self {
                        case .closePrivateTabs: "closePrivateTabs"
                        case .setLevel(let level, let note): "setLevel(level: \\(level), note: \\(ParamText.of(note)))"
                        }
                    }
                    """)
        #expect(text.contains("enum BrowserAction: Hashable, Sendable, CustomStringConvertible {"))
        #expect(text.contains("    case setLevel(level: Int, note: String?)"))
        #expect(
            GeneratedSnippet.declarations(["enum BrowserLink"], in: text) == """
                /// What a deep link opens: a screen of the app, or an action that shows none.
                nonisolated enum BrowserLink: Hashable, Sendable {
                    /// A screen: what `BrowserNavigationState(url:)` shows on top.
                    case destination(BrowserDestination)

                    /// An action for the app to perform; the navigation state stays as it was.
                    case action(BrowserAction)

                    /// The link a URL opens, matched exactly as `navgen simulate` does: the screen `BrowserDestination(url:)`
                    /// gives, or the action whose pattern wins. Nil when the URL matches no pattern.
                    init?(url: URL) {
                        if let destination = BrowserDestination(url: url) {
                            self = .destination(destination)
                            return
                        }
                        guard let action = BrowserNavigationState.performedAction(url: url) else { return nil }
                        self = .action(action)
                    }
                }
                """)
        #expect(
            GeneratedSnippet.declarations(["func handle("], in: text) == """
                /// Handles a URL the app was opened with: a link to a screen opens it, as `open(_:)` does; an
                /// action link leaves the state as it is, for the app to perform the action it returns. Nil,
                /// and the state unchanged, when the URL matches no pattern.
                @discardableResult
                mutating func handle(_ url: URL) -> BrowserLink? {
                    guard let link = BrowserLink(url: url) else { return nil }
                    if case .destination(_) = link {
                        if let opened = BrowserNavigationState(url: url) {
                            self = opened
                        }
                    }
                    return link
                }
                """)
    }

    @Test(arguments: [UIFramework.swiftui, .uikit])
    func theRootCoordinatorPerformsActionLinks(_ ui: UIFramework) throws {
        let text = try GeneratedSnippet.file("MainCoordinator.swift", of: try loadSpec(Self.spec), ui: ui)
        #expect(
            GeneratedSnippet.declarations(["func perform("], in: text) == """
                /// Performs an action link, which shows no screen: `open(_:)` calls it for a URL that
                /// `BrowserLink(url:)` reads as an action. One case per action of the spec.
                func perform(_ action: BrowserAction) {
                    switch action {
                    case .closePrivateTabs:
                        // TODO: perform closePrivateTabs; the navigation state stays as it is.
                        break
                    case .setLevel:
                        // TODO: perform setLevel(level:note:); the navigation state stays as it is.
                        break
                    }
                }
                """)
        #expect(
            text.contains(
                """
                        if case .action(let action)? = BrowserLink(url: url) {
                            perform(action)
                            return true
                        }
                """))
    }

    @Test func specsWithoutActionsGetNoneOfIt() throws {
        let text = try GeneratedSnippet.file(
            "RecipesNavigation.swift", of: try CodeGenFixtures.spec("recipes"), ui: .none)
        #expect(!text.contains("RecipesLink") && !text.contains("RecipesAction") && !text.contains("handle("))
    }

    @Test func theActionAndLinkTypesJoinTheNameChecks() {
        let found = validate(
            Self.spec.replacingOccurrences(
                of: "home: { deeplink: / }", with: "home: { deeplink: /, params: { link: BrowserLink? } }")
        ).findings
        #expect(found.map(\.rule) == [.nameCollision], "\(found.map(\.message))")
        #expect(found.first?.message == "param type 'BrowserLink' has the name of a type navgen generates")
    }
}
