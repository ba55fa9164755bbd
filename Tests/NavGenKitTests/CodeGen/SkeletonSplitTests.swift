import Foundation
import NavGenKit
import Testing

/// Split views in the skeletons against the simulator, on the `splits` fixture: a mail
/// split of two columns and a chat split of three, as tabs. Each sequence of moves is
/// made once by the simulator and once by calling the skeleton's methods in a compiled
/// program (``SkeletonProgram``), which prints the state on screen (`currentNode`) as
/// the generated state encodes it: which columns are selected, and what each holds.
@Suite(.serialized) struct SkeletonSplitTests {
    typealias Sequence = SkeletonSequences.Sequence

    static let sequences = [
        // A select by push from the sidebar's root, then a push within the detail column.
        Sequence(
            actions: ["push letter(id: 4)", #"push attachment(id: 4, name: "a")"#],
            calls: [
                "app.mail.sidebar.showLetter(id: 4)", #"app.mail.detail.showAttachment(id: 4, name: "a")"#,
            ]),
        // A pop within the selected column, then a pop at its bottom, which unselects it.
        Sequence(
            actions: ["push letter(id: 4)", #"push attachment(id: 4, name: "a")"#, "pop", "pop"],
            calls: [
                "app.mail.sidebar.showLetter(id: 4)", #"app.mail.detail.showAttachment(id: 4, name: "a")"#,
                "app.mail.detail.pop()", "app.mail.detail.pop()",
            ]),
        // A select from a screen pushed within the sidebar: the sidebar keeps it.
        Sequence(
            actions: ["push archive", "push letter(id: 2)"],
            calls: ["app.mail.sidebar.showArchive()", "app.mail.sidebar.showLetter(id: 2)"]),
        // Back to the sidebar and a select again: the detail column holds the new screen alone.
        Sequence(
            actions: [
                "push letter(id: 1)", #"push attachment(id: 1, name: "x")"#, "pop", "pop",
                "push letter(id: 2)",
            ],
            calls: [
                "app.mail.sidebar.showLetter(id: 1)", #"app.mail.detail.showAttachment(id: 1, name: "x")"#,
                "app.mail.detail.pop()", "app.mail.detail.pop()", "app.mail.sidebar.showLetter(id: 2)",
            ]),
        // Three columns: each select fills the next one.
        Sequence(
            actions: ["tab chats", "push rooms", "push invites", "push invite(id: 3)"],
            calls: [
                "app.selectedTab = .chats", "app.chats.sidebar.showRooms()",
                "app.chats.content.showInvites()",
                "app.chats.detail.showInvite(id: 3)",
            ]),
        // A flow the sidebar starts runs in the content column; its finish unselects it.
        Sequence(
            actions: ["tab chats", #"start room(roomId: "r")"#, #"push members(roomId: "r")"#],
            calls: [
                "app.selectedTab = .chats", #"app.chats.sidebar.startRoom(roomId: "r")"#,
                #"app.chats.sidebar.roomFlow?.showMembers(roomId: "r")"#,
            ]),
        Sequence(
            actions: ["tab chats", #"start room(roomId: "r")"#, "finish left"],
            calls: [
                "app.selectedTab = .chats", #"app.chats.sidebar.startRoom(roomId: "r")"#,
                "app.chats.sidebar.roomFlow?.finishLeft()",
            ]),
        // A go from a column to the other tab's sidebar, and back into a detail column.
        Sequence(
            actions: ["tab chats", "push rooms", "go mailboxes.archive"],
            calls: [
                "app.selectedTab = .chats", "app.chats.sidebar.showRooms()",
                "app.chats.content.goToMailboxesArchive()",
            ]),
        Sequence(
            actions: ["go chatDetail.invite(id: 8)"],
            calls: ["app.mail.sidebar.goToChatDetailInvite(id: 8)"]),
        // Links into each column, and into the flow the sidebar starts.
        Sequence(
            actions: [#"open splitchat://mail/letters/5/b"#],
            calls: [#"app.open(URL(string: "splitchat://mail/letters/5/b")!)"#]),
        Sequence(
            actions: [#"open splitchat://chats/invites/6"#],
            calls: [#"app.open(URL(string: "splitchat://chats/invites/6")!)"#]),
    ]

    /// A link into the flow the sidebar starts: SwiftUI rebuilds it in the content
    /// column; a UIKit link does not rebuild a pushed flow (docs/limitations.md).
    static let flowLink = Sequence(
        actions: [#"open splitchat://room/abc/members"#],
        calls: [#"app.open(URL(string: "splitchat://room/abc/members")!)"#])

    /// The system's back button in a collapsed split view sets the SwiftUI split's
    /// `compactColumn` (bound to `preferredCompactColumn`): to an earlier column, it
    /// unselects those after it, as `back` does in the simulator.
    static let compactColumn = [
        Sequence(
            actions: ["tab chats", "push rooms", "push invites", "back"],
            calls: [
                "app.selectedTab = .chats", "app.chats.sidebar.showRooms()",
                "app.chats.content.showInvites()",
                "app.chats.compactColumn = .content",
            ]),
        Sequence(
            actions: ["tab chats", "push rooms", "push invites", "back", "back"],
            calls: [
                "app.selectedTab = .chats", "app.chats.sidebar.showRooms()",
                "app.chats.content.showInvites()",
                "app.chats.compactColumn = .sidebar",
            ]),
        Sequence(
            actions: ["push letter(id: 4)", #"push attachment(id: 4, name: "a")"#, "back", "back"],
            calls: [
                "app.mail.sidebar.showLetter(id: 4)", #"app.mail.detail.showAttachment(id: 4, name: "a")"#,
                "app.mail.detail.pop()", "app.mail.compactColumn = .sidebar",
            ]),
    ]

    /// UIKit: collapsing the split puts the last selected column on top (the split's
    /// `UISplitViewControllerDelegate` answer), which the program checks as it runs.
    static let collapsing = [
        Sequence(
            actions: ["tab chats", "push rooms", "push invites"],
            calls: [
                "app.selectedTab = .chats", "app.chats.sidebar.showRooms()",
                "app.chats.content.showInvites()",
                "precondition(app.chats.splitViewController.delegate === app.chats)",
                "precondition(app.chats.splitViewController(app.chats.splitViewController, "
                    + "topColumnForCollapsingToProposedTopColumn: .primary) == .secondary)",
            ]),
        Sequence(
            actions: ["tab chats", "push rooms"],
            calls: [
                "app.selectedTab = .chats", "app.chats.sidebar.showRooms()",
                "precondition(app.chats.splitViewController(app.chats.splitViewController, "
                    + "topColumnForCollapsingToProposedTopColumn: .secondary) == .supplementary)",
                "precondition(app.mail.splitViewController(app.mail.splitViewController, "
                    + "topColumnForCollapsingToProposedTopColumn: .secondary) == .primary)",
            ]),
    ]

    @Test(arguments: [UIFramework.swiftui, .uikit])
    func theSkeletonsSelectAndUnselectColumnsAsTheSimulatorDoes(_ ui: UIFramework) throws {
        try SkeletonSequences.expectSameStates(
            try CodeGenFixtures.spec("splits"), ui: ui, module: "SplitChat", root: "HomeCoordinator",
            state: "SplitChatNavigationState(root: app.currentNode)",
            sequences: (Self.sequences
                + (ui == .swiftui ? [Self.flowLink] + Self.compactColumn : Self.collapsing)).map {
                    ($0.actions, $0.calls)
                })
    }
}
