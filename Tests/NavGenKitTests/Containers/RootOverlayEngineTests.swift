import Testing

@testable import NavGenKit

/// A root entry `as: overlay` in the engine and the simulator: while its `requires`
/// hold it shows above everything and only its screens act; the state below is kept,
/// and it closes when they stop holding.
///
/// The rules still refuse root overlays (their generated code is not built), so these
/// tests build the simulator from the decoded spec, past that one finding.
@Suite struct RootOverlayEngineTests {
    static let yaml = """
        navgen: 1
        app: Chat
        conditions:
          locked: { initially: false }
        root:
          - appLock: { requires: [locked], as: overlay }
          - main
        coordinators:
          main:
            root: home
            routes:
              home:
                transitions: [{ push: detail }, { set: { locked: true } }]
              detail:
                transitions: [pop, { set: { locked: true } }]
          appLock:
            root: lockScreen
            routes:
              lockScreen:
                transitions: [{ set: { locked: false } }]
        """

    static func simulator() throws -> Simulator {
        try PastUnbuiltRefusals.simulator(yaml)
    }

    @Test func itShowsWhileItsRequiresHoldAndKeepsTheStateBelow() throws {
        let simulator = try Self.simulator()
        #expect(simulator.launchState.rootOverlay == nil)
        let locked = try simulator.state("push detail", "set locked true")
        #expect(locked.rootOverlay?.coordinator == "appLock")
        #expect(locked.pathText == ["main.home", "main.detail", "appLock.lockScreen"])
        // Only its screens act.
        #expect(simulator.allowedActions(in: locked).map(\.template) == ["set locked false"])
        #expect(try simulator.refusal(after: ["push detail", "set locked true"], "pop") != nil)
        #expect(try simulator.refusal(after: ["push detail", "set locked true"], "back") != nil)
        let unlocked = try simulator.state("push detail", "set locked true", "set locked false")
        #expect(unlocked.rootOverlay == nil)
        #expect(unlocked.pathText == ["main.home", "main.detail"])
    }

    @Test func theTextAndJSONSayWhatRootOverlayIsUp() throws {
        let simulator = try Self.simulator()
        let locked = try simulator.state("set locked true")
        #expect(
            StateRendering.text(locked).hasPrefix(
                """
                main: home
                rootOverlay appLock: lockScreen
                path: main.home › appLock.lockScreen
                """))
        guard case .object(let members) = StateRendering.json(locked, in: simulator) else {
            throw FixtureError("not an object")
        }
        #expect(members.map(\.0).prefix(6) == ["ok", "url", "target", "path", "tabs", "rootOverlay"])
        #expect(members[5].1 != .null)
        guard case .object(let launch) = StateRendering.json(simulator.launchState, in: simulator) else {
            throw FixtureError("not an object")
        }
        #expect(launch[5].1 == .null)
    }
}
