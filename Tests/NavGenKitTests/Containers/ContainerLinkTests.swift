import Testing

@testable import NavGenKit

/// Deep links through a tab bar's own items: a route that only the tab bar presents
/// opens over the selected tab, as a tap on the item would show it, and `validate`,
/// `routes` and `graph` know the way.
@Suite struct ContainerLinkTests {
    /// ``ContainerEngineTests/yaml`` with links to what only the tab bar shows.
    static let yaml = ContainerEngineTests.yaml
        .replacingOccurrences(
            of: "      logoutConfirm:\n",
            with: "      logoutConfirm:\n        deeplink: /logout\n"
        )
        .replacingOccurrences(
            of: "      general:\n",
            with: "      general:\n        deeplink: /settings\n"
        )
        .replacingOccurrences(
            of: "      about:\n",
            with:
                "      hidden:\n        deeplink: /settings/hidden\n        allow: [deeplink-only]\n      about:\n        deeplink: /settings/about\n"
        )

    static func simulator() throws -> Simulator {
        try PastUnbuiltRefusals.simulator(yaml)
    }

    @Test func theLinksAreReachableAndBuildable() {
        #expect(Self.yaml.components(separatedBy: "deeplink: /").count == 1 + 3 + 4)
        let report = validate(Self.yaml)
        let others = report.findings.filter { !$0.message.contains(PastUnbuiltRefusals.refusal) }
        #expect(others.isEmpty, "\(others.map(\.message))")
    }

    @Test func aLinkOpensWhatOnlyTheTabBarPresentsOverTheSelectedTab() throws {
        let simulator = try Self.simulator()
        let settings = try simulator.open("chat://settings").get().state
        #expect(settings.pathText == ["chats.chatList", "settings.general"])
        guard case .flow? = try ContainerEngineTests.tabs(settings).modal?.content else {
            throw FixtureError("the tab bar shows no flow")
        }
        // The state a tap on the item makes: the link builds its way through it.
        #expect(settings == (try simulator.state("start settings")))
        let about = try simulator.open("chat://settings/about").get().state
        #expect(about == (try simulator.state("start settings", "push about")))
        let logout = try simulator.open("chat://logout").get().state
        #expect(logout == (try simulator.state("sheet logoutConfirm")))
        // By value (`simulate --open`), the same back stack.
        #expect(try simulator.open(route: "settings.about").get().state == about)
        // A route no move shows is pushed on its flow's root, over the tab.
        let hidden = try simulator.open("chat://settings/hidden").get().state
        #expect(hidden.pathText == ["chats.chatList", "settings.general", "settings.hidden"])
        guard case .flow? = try ContainerEngineTests.tabs(hidden).modal?.content else {
            throw FixtureError("the tab bar shows no flow")
        }
    }

    @Test func routesListsTheTabBarAsAUserOfItsSetAndTheItemsAsTheWay() throws {
        let text = RoutesTextRenderer().render(RoutesReport(simulator: try Self.simulator()))
        #expect(text.contains("overTabs (route set, used by session)\n"))
        #expect(text.contains("  logoutConfirm\n    reached: sheet logoutConfirm\n"))
        #expect(text.contains("  general\n    reached: start settings\n"))
    }

    @Test func theGraphDrawsTheTabBarsItemsFromTheTabBar() throws {
        let diagram = DiagramBuilder(spec: try Self.simulator().spec).build()
        let fromTabBar = diagram.edges.filter { $0.from == DiagramID.tabBar("session") }.map {
            "\($0.to) \($0.label)"
        }
        #expect(fromTabBar.contains("\(DiagramID.route("settings", "general")) start · sheet"))
        #expect(fromTabBar.contains("\(DiagramID.route("overTabs", "logoutConfirm")) sheet"))
        // A then value of the tab bar's start is drawn back from the flow's outcome.
        #expect(
            diagram.edges.contains {
                $0.from == DiagramID.outcome("onboarding", "done")
                    && $0.to == DiagramID.route("overTabs", "logoutConfirm")
            })
    }

    /// The links' spec with settings behind a sign-in flow: a link through the tab
    /// bar's start waits for the condition as any link's move does.
    static let guarded =
        yaml
        .replacingOccurrences(
            of: "deeplinks: { schemes: [chat] }\n",
            with: "deeplinks: { schemes: [chat] }\nconditions:\n  signedIn:\n    initially: false\n"
                + "    satisfiedBy: { start: signIn, outcome: signedIn, as: cover }\n"
        )
        .replacingOccurrences(
            of: "  settings:\n    root: general\n",
            with: "  settings:\n    root: general\n    requires: [signedIn]\n"
        )
            + """

              signIn:
                root: form
                outcomes: [signedIn]
                routes:
                  form:
                    transitions: [{ finish: signedIn }]
            """

    @Test func aLinkThroughTheTabBarsStartWaitsForItsGuard() throws {
        let simulator = try PastUnbuiltRefusals.simulator(Self.guarded)
        let waiting = try simulator.opened("chat://settings/about").get()
        #expect(waiting.pathText == ["chats.chatList", "signIn.form"])
        #expect(waiting.waiting?.text == "open chat://settings/about")
        let shown = try simulator.run("finish signedIn", from: waiting)
        #expect(shown.pathText == ["chats.chatList", "settings.general", "settings.about"])
        #expect(shown.waiting == nil)
        guard case .flow? = try ContainerEngineTests.tabs(shown).modal?.content else {
            throw FixtureError("the tab bar shows no flow")
        }
        // Signed in, the link opens straight away; routes lists the item's guard.
        let straight = simulator.opened(
            "chat://settings/about", on: try simulator.launch(("signedIn", true)))
        #expect(try straight.get().pathText == ["chats.chatList", "settings.general", "settings.about"])
        let text = RoutesTextRenderer().render(RoutesReport(simulator: simulator))
        #expect(text.contains("guard: start settings requires signedIn"), "\(text)")
    }
}
