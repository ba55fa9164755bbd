import Foundation
import NavGenKit
import Testing

/// `goTo<Coordinator><Route>(...)` and `set<Name><Value>...()` in the skeletons against
/// the simulator, on the `go` fixture: each sequence of moves is made once by
/// `navgen simulate --do` and once by calling the skeleton's methods in a compiled
/// program (``SkeletonProgram``), which prints the state on screen (`currentNode`) and
/// the root's conditions as the generated `<App>NavigationState` encodes them; that
/// must equal the simulator's state written the same way (``GeneratedStateJSON``).
@Suite(.serialized) struct SkeletonGoSetTests {
    typealias Sequence = SkeletonSequences.Sequence

    static let sequences = [
        // A go from another tab, with the param its args leave open.
        Sequence(
            actions: ["tab search", "go chats.timeline(roomId: \"a\")"],
            calls: ["app.selectedTab = .search", "app.search.goToChatsTimeline(roomId: \"a\")"]),
        // The settings tab keeps its pushed screen: a go keeps the tabs it does not select.
        Sequence(
            actions: [
                "tab settings", "push notifications", "tab search", "push results",
                "go chats.members(roomId: \"b\")",
            ],
            calls: [
                "app.selectedTab = .settings", "app.settings.showNotifications(section: nil)",
                "app.selectedTab = .search", "app.search.showResults()",
                "app.search.goToChatsMembers(roomId: \"b\")",
            ]),
        // Args fix the param; a route of a set is shown in the stack that uses it.
        Sequence(
            actions: ["tab search", "go settings.notifications"],
            calls: ["app.selectedTab = .search", "app.search.goToSettingsNotifications()"]),
        Sequence(
            actions: ["tab search", "go shared.profile"],
            calls: ["app.selectedTab = .search", "app.search.goToSharedProfile()"]),
        Sequence(
            actions: ["tab settings", "push notifications", "go chats.list"],
            calls: [
                "app.selectedTab = .settings", "app.settings.showNotifications(section: nil)",
                "app.settings.goToChatsList()",
            ]),
        // A set of two pairs, then a push its `requires` lets through, then a set on it.
        Sequence(
            actions: ["tab settings", "set premium true, signedIn true"],
            calls: ["app.selectedTab = .settings", "app.settings.setPremiumTrueSignedInTrue()"]),
        Sequence(
            actions: [
                "tab settings", "set premium true, signedIn true", "push upgrade", "set premium false",
            ],
            calls: [
                "app.selectedTab = .settings", "app.settings.setPremiumTrueSignedInTrue()",
                "app.settings.showUpgrade()", "app.settings.setPremiumFalse()",
            ]),
        // An `otherwise` that sets, and an alert's answer that sets.
        Sequence(
            actions: ["tab settings", "push upgrade"],
            calls: ["app.selectedTab = .settings", "app.settings.showUpgrade()"]),
        Sequence(
            actions: ["tab settings", "alert leave", "answer ok"],
            calls: [
                "app.selectedTab = .settings", "app.settings.showLeave()", "app.settings.answerLeave(.ok)",
            ]),
    ]

    @Test(arguments: [UIFramework.swiftui, .uikit])
    func theSkeletonsGoAndSetAsTheSimulatorDoes(_ ui: UIFramework) throws {
        try SkeletonSequences.expectSameStates(
            try CodeGenFixtures.spec("go"), ui: ui, module: "GoChat", root: "HomeCoordinator",
            state: "GoChatNavigationState(root: app.currentNode, conditions: app.conditions)",
            sequences: Self.sequences.map { ($0.actions, $0.calls) }, withConditions: true)
    }
}
