import NavGenKit
import Testing

/// A stack's own `requires` guards it where it is a tab, exactly as its tab entry's
/// would (docs/spec.md, "Conditions that resume"): hidden while unmet, the first
/// visible tab selected, a link into it waiting for the satisfying flow or refused.
@Suite struct CoordinatorGuardedTabTests {
    /// The vault is guarded on its coordinator only; the archive at its entry
    /// (`premium`) and on its coordinator (`unlocked, premium`).
    static let spec = """
        navgen: 1
        app: Vault
        root: main
        deeplinks: { schemes: [vault] }
        conditions:
          unlocked: { initially: false, satisfiedBy: { start: unlock, outcome: unlocked } }
          premium: { setByApp: true }
        coordinators:
          main: { kind: tabs, children: [vault, settings, { archive: { requires: [premium] } }] }
          vault:
            requires: [unlocked]
            root: items
            routes:
              items: { deeplink: /items, transitions: [{ push: item }] }
              item: { params: { id: Int }, deeplink: "/items/{id}" }
          settings:
            root: settingsHome
            routes:
              settingsHome: { deeplink: /settings, transitions: [{ tab: vault }] }
          archive:
            requires: [unlocked, premium]
            root: shelf
            routes:
              shelf: { deeplink: /archive }
          unlock:
            root: passcode
            outcomes: [unlocked, cancelled]
            routes:
              passcode: { transitions: [{ finish: unlocked }, { finish: cancelled }] }
        """

    let simulator: Simulator

    init() throws {
        simulator = try Simulator.of(Self.spec)
    }

    @Test func theLaunchHidesTheTabAndSelectsTheFirstVisibleOne() throws {
        #expect(simulator.launchState.tabsText == ["main": "settings"])
        let text = StateRendering.text(simulator.launchState, in: simulator)
        #expect(text.contains("vault: items (hidden)"), "\(text)")
        #expect(text.contains("archive: shelf (hidden)"), "\(text)")
        #expect(try simulator.launch(("unlocked", true)).tabsText == ["main": "vault"])
    }

    @Test func aLinkIntoTheTabWaitsForTheFlowAndResumes() throws {
        let waiting = try simulator.opened("vault://items/3").get()
        #expect(waiting.pathText == ["settings.settingsHome", "unlock.passcode"])
        #expect(waiting.tabsText == ["main": "settings"])
        #expect(waiting.waiting?.text == "open vault://items/3")
        let shown = try simulator.run("finish unlocked", from: waiting)
        #expect(shown.pathText == ["vault.items", "vault.item(id: 3)"])
        #expect(shown.tabsText == ["main": "vault"])
        #expect(shown.waiting == nil)
        let dropped = try simulator.run("finish cancelled", from: waiting)
        #expect(dropped.pathText == ["settings.settingsHome"])
        #expect(dropped.waiting == nil)
        let unlocked = simulator.opened("vault://items/3", on: try simulator.launch(("unlocked", true)))
        #expect(try unlocked.get().pathText == ["vault.items", "vault.item(id: 3)"])
    }

    @Test func selectingTheHiddenTabWaitsToo() throws {
        let waiting = try simulator.run("tab vault")
        #expect(waiting.pathText == ["settings.settingsHome", "unlock.passcode"])
        #expect(waiting.waiting?.text == "tab vault")
        #expect(try simulator.run("finish unlocked", from: waiting).tabsText == ["main": "vault"])
    }

    /// Both lists: the entry's first, then the coordinator's, `premium` once.
    @Test func bothListsAddUpTheEntrysFirst() throws {
        guard case .failure(let refused) = simulator.opened("vault://archive") else {
            Issue.record("a link refused by premium opened")
            return
        }
        #expect(refused.description.contains("requires premium, which is false"), "\(refused)")
        let waiting = try simulator.opened("vault://archive", on: try simulator.launch(("premium", true)))
            .get()
        #expect(waiting.waiting?.text == "open vault://archive")
        #expect(try simulator.run("finish unlocked", from: waiting).pathText == ["archive.shelf"])
        let text = RoutesTextRenderer().render(RoutesReport(simulator: simulator))
        #expect(
            text.contains(
                "main (tabs: vault [requires unlocked], settings, archive [requires premium, unlocked])"))
        #expect(text.contains("guard: tab vault requires unlocked: waits for unlock (unlocked)"), "\(text)")
    }
}
