import Foundation
import NavGenKit
import Testing

/// The simulator, `routes` and `graph` on a spec whose tabs share route sets
/// (`Fixtures/specs/sets.yaml`).
@Suite struct RouteSetSimulatorTests {
    static let specURL = CodeGenFixtures.folder.appendingPathComponent("specs/sets.yaml")

    private func simulator() throws -> Simulator {
        try Simulator(spec: try CodeGenFixtures.spec(contentsOf: Self.specURL))
    }

    @Test func aSetRouteKeepsItsSetsNameAndSitsOnTheStackThatShowedIt() throws {
        let state = try simulator().state(
            #"push account(id: "1")"#, #"push status(id: "2")"#, "tab search",
            #"push common.account(id: "3")"#)
        #expect(state.pathText == ["search.query(text: nil)", #"common.account(id: "3")"#])
        guard case .tabs(let tabs) = state.root, case .stack(let timeline) = tabs.tabs[0] else {
            Issue.record("no tab bar at the root")
            return
        }
        #expect(timeline.coordinator == "timeline")
        #expect(
            timeline.entries.map(\.route.description) == ["timeline.home", "common.account", "common.status"])
    }

    @Test func aSetRouteStartsItsChildAndTheChildsThenRunsOnIt() throws {
        let simulator = try simulator()
        let started = try simulator.state(#"push account(id: "1")"#, "start composer")
        #expect(started.pathText.last == "composer.editor")
        let posted = try simulator.state(#"push account(id: "1")"#, "start composer", "finish posted")
        #expect(posted.pathText == ["timeline.home"])
        let terms = try simulator.state(#"push account(id: "1")"#, "start composer", "push terms")
        #expect(terms.pathText.last == "legal.terms")
    }

    @Test func aSetOnlyShowsOnStacksThatUseIt() throws {
        let simulator = try simulator()
        // `terms` is in `legal`, which `timeline` does not use.
        #expect(try simulator.refusal("push terms") != nil)
        #expect(try simulator.refusal(after: ["tab search"], "push terms") == nil)
        // A set's `tab:` works from whichever stack shows the route.
        let state = try simulator.state(#"push account(id: "1")"#, "tab profile")
        #expect(state.tabsText == ["main": "profile"])
    }

    @Test func deepLinksToSetRoutesOpenOnTheFirstStackThatShowsThem() throws {
        let simulator = try simulator()
        let account = try simulator.state(url: "social:///accounts/7")
        #expect(account.pathText == ["timeline.home", #"common.account(id: "7")"#])
        // Only `search` uses `legal`: the link selects its tab.
        let terms = try simulator.state(url: "social:///terms")
        #expect(terms.pathText == ["search.query(text: nil)", "legal.terms"])
        #expect(terms.tabsText == ["main": "search"])
    }

    /// Flow files name set routes `set.route`, as the state prints them.
    @Test func flowFilesStepThroughSetRoutes() throws {
        let text = """
            flows:
              - name: a set route sits on the stack that pushed it
                steps:
                  - do: 'push account(id: "1")'
                  - expect:
                      path: [timeline.home, 'common.account(id: "1")']
                      top: 'common.account(id: "1")'
                  - do: 'push common.status(id: "2")'
                  - expect: { top: 'common.status(id: "2")' }
                  - do: popToRoot
                  - expect: { path: [timeline.home] }

              - name: a set is only on the stacks that use it
                steps:
                  - expect-refused: push terms
                  - do: tab search
                  - do: push legal.terms
                  - expect: { path: ['search.query(text: nil)', legal.terms] }
                  - do: pop
                  - expect: { top: 'search.query(text: nil)' }

              - name: a deep link to a set route
                steps:
                  - open: social:///statuses/5
                  - expect:
                      path: [profile.me, 'common.status(id: "5")']
                      tabs: { main: profile }
            """
        let file = try FlowFile.parse(Array(text.utf8), file: "flows.yaml").get()
        let simulator = try simulator()
        let results = file.flows.map(simulator.run)
        #expect(results.count == 3)
        #expect(results.map(\.passed) == [true, true, true], "\(results.compactMap(\.failure))")
    }

    @Test func routesListsASetWithItsUsers() throws {
        let report = RoutesReport(simulator: try simulator())
        #expect(
            RoutesTextRenderer().render(report).contains(
                "common (route set, used by timeline, search, profile)\n  account(id: String)"))
        #expect(RoutesTextRenderer().render(report).contains("legal (route set, used by search, composer)"))
        #expect(RoutesTextRenderer().render(report).contains("builds: search.query › legal.terms"))
        // JSON: each set route names the stacks that show it; other routes have no such key.
        guard case .object(let members) = RoutesJSONRenderer().value(report),
            case .array(let routes)? = members.first(where: { $0.0 == "routes" })?.1
        else {
            Issue.record("routes JSON has no routes array")
            return
        }
        var shownOn: [String: JSONValue] = [:]
        for case .object(let route) in routes {
            let name = route.compactMap { key, value -> String? in
                guard key == "coordinator" || key == "route", case .string(let text) = value else {
                    return nil
                }
                return text
            }.joined(separator: ".")
            if let users = route.first(where: { $0.0 == "shownOn" })?.1 { shownOn[name] = users }
        }
        #expect(
            shownOn["common.account"] == .array([.string("timeline"), .string("search"), .string("profile")]))
        #expect(shownOn["legal.terms"] == .array([.string("search"), .string("composer")]))
        #expect(shownOn.keys.allSatisfy { $0.hasPrefix("common.") || $0.hasPrefix("legal.") })
    }

    @Test func theGraphDrawsTheUsingStacksEdgesIntoTheSet() throws {
        let diagram = DiagramBuilder(spec: try CodeGenFixtures.spec(contentsOf: Self.specURL)).build()
        let pushes = diagram.edges.filter { $0.kind == .show(.push) }.map { "\($0.from) → \($0.to)" }
        #expect(pushes.contains("timeline__home → common__account"))
        #expect(pushes.contains("search__query → legal__terms"))
        #expect(pushes.contains("composer__editor → legal__terms"))
        #expect(diagram.groups.first { $0.coordinator == "common" }?.label == "common · route set")
    }
}
