import Testing

@testable import NavGenKit

/// A link opens in its pattern's mode for its source: `open external URL`, `--url`
/// and a flow's `open:` step are external, the action `open URL` is in-app; a
/// redirect keeps the source of the link it came from.
@Suite struct OpenBySourceTests {
    static let spec = """
        navgen: 1
        app: Chat
        root: main
        deeplinks:
          schemes: [chat]
          redirects:
            - { pattern: '/go?to={to}', redirect: to }
        coordinators:
          main:
            root: rooms
            routes:
              rooms: { deeplink: /rooms, transitions: [{ push: room }] }
              room:
                params: { roomId: String }
                deeplink: [{ pattern: '/room/{roomId}', open: { external: reset, inApp: onTop } }]
              profile:
                params: { userId: String }
                deeplink: [{ pattern: '/user/{userId}', open: { external: onTop } }]

        """

    /// The spec with a condition: links run move by move, guards checked.
    static let guarded = spec.replacingOccurrences(
        of: "coordinators:\n",
        with: "conditions: { signedIn: { initially: true, setByApp: true } }\ncoordinators:\n")

    /// The path after `--url first`, then `action`.
    private func path(_ action: String, after first: String = "chat://room/a", spec: String = spec) throws
        -> [String]
    {
        let simulator = try makeSimulator(spec)
        let state = try simulator.open(first).get().state
        let next = try simulator.perform(ActionParser.parse(action), on: state).get()
        return next.path.map(\.description)
    }

    @Test func anInAppLinkOpensOnTopAndAnExternalOneResets() throws {
        #expect(
            try path("open chat://room/b")
                == ["main.rooms", "main.room(roomId: \"a\")", "main.room(roomId: \"b\")"])
        #expect(try path("open external chat://room/b") == ["main.rooms", "main.room(roomId: \"b\")"])
        // The other way round: external onTop, in-app (left out) reset.
        #expect(
            try path("open external chat://user/u")
                == ["main.rooms", "main.room(roomId: \"a\")", "main.profile(userId: \"u\")"])
        #expect(try path("open chat://user/u") == ["main.rooms", "main.profile(userId: \"u\")"])
    }

    @Test func aGuardedLinkOpensInTheModeOfItsSourceToo() throws {
        #expect(
            try path("open chat://room/b", spec: Self.guarded)
                == ["main.rooms", "main.room(roomId: \"a\")", "main.room(roomId: \"b\")"])
        #expect(
            try path("open external chat://room/b", spec: Self.guarded) == [
                "main.rooms", "main.room(roomId: \"b\")",
            ])
    }

    @Test func aRedirectKeepsTheSourceOfItsLink() throws {
        let redirect = "chat://go?to=%2Froom%2Fb"
        #expect(
            try path("open " + redirect)
                == ["main.rooms", "main.room(roomId: \"a\")", "main.room(roomId: \"b\")"])
        #expect(try path("open external " + redirect) == ["main.rooms", "main.room(roomId: \"b\")"])
    }

    @Test func aFlowsOpenStepIsExternal() throws {
        let simulator = try makeSimulator(Self.spec)
        let text = """
            flows:
              - name: external
                steps:
                  - open: chat://room/a
                  - open: chat://room/b
                  - expect: { path: ['main.rooms', 'main.room(roomId: "b")'] }
              - name: in app
                steps:
                  - open: chat://room/a
                  - do: open chat://room/b
                  - expect: { path: ['main.rooms', 'main.room(roomId: "a")', 'main.room(roomId: "b")'] }
            """
        let results = try FlowFile.parse(Array(text.utf8), file: "flows.yaml").get().flows.map(simulator.run)
        #expect(results.map(\.passed) == [true, true], "\(results.compactMap(\.failure))")
    }

    @Test func openExternalIsAnActionOfItsOwn() throws {
        #expect(
            try ActionParser.parse("open  external  chat://room/b")
                == .open("chat://room/b", source: .external))
        #expect(try ActionParser.parse("open chat://room/b") == .open("chat://room/b", source: .inApp))
        #expect(SimulatorAction.open("chat://x", source: .external).description == "open external chat://x")
        #expect(SimulatorAction.open("chat://x").description == "open chat://x")
        // Without a URL after it, `external` is the URL, as it always was.
        #expect(try ActionParser.parse("open external") == .open("external", source: .inApp))
    }

    @Test func routesShowTheInAppModeWhereItDiffers() throws {
        let report = RoutesReport(simulator: try makeSimulator(Self.spec))
        let text = RoutesTextRenderer().render(report)
        #expect(text.contains("deep link /room/{roomId}, opens reset, opens onTop in app\n"), "\(text)")
        #expect(text.contains("deep link /user/{userId}, opens onTop, opens reset in app\n"), "\(text)")
        // A mapping that gives both sources one mode says it once.
        let same = RoutesTextRenderer().render(
            RoutesReport(
                simulator: try makeSimulator(
                    Self.spec.replacingOccurrences(
                        of: "{ external: onTop }", with: "{ external: onTop, inApp: onTop }")
                )))
        #expect(same.contains("deep link /user/{userId}, opens onTop\n"), "\(same)")
        let json = RoutesJSONRenderer().value(report).rendered()
        #expect(json.contains(#""open":"reset","openInApp":"onTop""#), "\(json)")
        #expect(json.contains(#""open":"onTop","openInApp":"reset""#), "\(json)")
    }
}
