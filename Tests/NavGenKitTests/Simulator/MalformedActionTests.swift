import NavGenKit
import Testing

/// The line between a usage error and a refusal (docs/spec.md, "Exit status"):
/// arguments that fit no route the action's name can mean are malformed in every
/// state; a well-formed action the screen does not allow, or a name the spec does
/// not have, is refused.
@Suite struct MalformedActionTests {
    let shop: Simulator

    init() throws {
        shop = try makeSimulator(flowsSpec)
    }

    private func malformation(_ text: String) throws -> SimulatorRefusal? {
        shop.malformation(of: try ActionParser.parse(text))
    }

    @Test(arguments: [
        ("push item(id: \"1\")", "'id' is Int: \"1\" is not an integer"),
        ("push item", "home.item needs 'id: Int'"),
        ("push home.item(idd: 1)", "home.item has no param 'idd' (did you mean 'id'?)"),
        ("push item(id: nil)", "'id' is Int, which cannot be nil"),
        ("push item(id: 9223372036854775808)", "'id': 9223372036854775808 does not fit in an Int"),
        ("sheet filters(x: 1)", "home.filters takes no params, but 'x' was given"),
        ("cover player(x: 1)", "home.player takes no params, but 'x' was given"),
        ("finish paid(order: \"x\")", "'order' is Int: \"x\" is not an integer"),
        ("finish paid", "home.receipt needs 'order: Int'"),
        ("finish cancelled(x: 1)", "'finish cancelled (its then is stay)' takes no arguments"),
        ("finish created(x: 1)", "'tab account' takes no arguments"),
    ])
    func argumentsThatFitNoRouteAreMalformed(action: String, reason: String) throws {
        let malformed = try #require(try malformation(action))
        #expect(malformed.kind == .malformed)
        #expect(malformed.reason == reason)
        #expect(malformed.description == "'\(action)': \(reason)")
        // In every state: at launch, where the route on top declares nothing of the
        // kind, and after a step.
        #expect(try shop.refusal(action)?.kind == .malformed)
        #expect(try shop.refusal(after: ["push item(id: 1)"], action)?.kind == .malformed)
    }

    @Test(arguments: [
        "push item(id: 1)", "push home.item(id: 1, note: \"a\")", "push receipt(order: 1)",
        "push nowhere(id: \"x\")",
        "push account.item(id: \"x\")", "start nowhere", "tab nowhere", "finish nothing(x: 1)",
        "finish paid(order: 1)",
        "finish cancelled", "pop", "back", "open shop://anything",
    ])
    func wellFormedActionsAreNotMalformed(action: String) throws {
        #expect(try malformation(action) == nil)
    }

    @Test func aWellFormedActionTheScreenDoesNotAllowIsRefused() throws {
        let refusal = try #require(try shop.refusal("push receipt(order: 1)"))
        #expect(refusal.kind == .notAllowed)
        #expect(refusal.description.hasPrefix("'push receipt(order: 1)' refused: "))
        // A name the spec does not have: refused, with the allowed list.
        let unknown = try #require(try shop.refusal("push recipt(order: 1)"))
        #expect(unknown.kind == .notAllowed)
        #expect(!unknown.allowed.isEmpty)
    }

    @Test func aBareNameFitsWhenAnyRouteOfThatNameTakesTheArguments() throws {
        let simulator = try makeSimulator(
            """
            navgen: 1
            app: Two
            root: main
            coordinators:
              main:
                kind: tabs
                children: [a, b]
              a:
                root: home
                routes:
                  home:
                    transitions: [{ push: detail }]
                  detail:
                    params: { id: Int }
              b:
                root: home
                routes:
                  home:
                    transitions: [{ push: detail }]
                  detail:
                    params: { id: String }
            """)
        #expect(simulator.malformation(of: try ActionParser.parse("push detail(id: 1)")) == nil)
        #expect(simulator.malformation(of: try ActionParser.parse("push detail(id: \"x\")")) == nil)
        // Well-formed, but on tab a's screen `detail` means a.detail: refused there.
        let refusal = try #require(try simulator.refusal("push detail(id: \"x\")"))
        #expect(refusal.kind == .notAllowed)
        #expect(refusal.reason == "'id' is Int: \"x\" is not an integer")
        #expect(
            simulator.malformation(of: try ActionParser.parse("push detail(id: true)"))?.kind == .malformed)
    }

    @Test func flowsFailOnMalformedActionsEvenWhenTheyExpectARefusal() throws {
        let file = try FlowFile.parse(
            Array(
                """
                flows:
                  - name: do
                    steps:
                      - do: 'push item(id: "1")'
                  - name: expect-refused
                    steps:
                      - expect-refused: 'push item(id: "1")'
                  - name: refused
                    steps:
                      - expect-refused: 'push receipt(order: 1)'
                """.utf8), file: "flows.yaml"
        ).get()
        let results = file.flows.map(shop.run)
        #expect(results.map(\.passed) == [false, false, true])
        #expect(results[0].failure?.message == "'push item(id: \"1\")': 'id' is Int: \"1\" is not an integer")
        #expect(
            results[1].failure?.message
                == "expected 'push item(id: \"1\")' to be refused, but no screen takes it: "
                + "'id' is Int: \"1\" is not an integer")
    }
}

/// A `finish`'s arguments go to the route its `then` shows, named as the start
/// item's route names it: a route of a set its stack uses, or a `go`'s route, whose
/// own `args` fix the rest.
@Suite struct FinishArgumentsReceiverTests {
    let reader: Simulator

    init() throws {
        reader = try makeSimulator(
            """
            navgen: 1
            app: Reader
            root: feeds
            coordinators:
              shared:
                kind: routes
                routes:
                  subscribe:
                    params: { url: String }
                    transitions: [dismiss]
              feeds:
                root: list
                uses: [shared]
                children: [picker, finder]
                routes:
                  list:
                    transitions:
                      - start: picker
                        then: { picked: { go: feed, args: { section: "all" } } }
                      - start: finder
                        then: { found: { sheet: subscribe } }
                  feed:
                    params: { id: Int, section: String }
                    transitions: [pop]
              picker:
                root: choose
                outcomes: [picked]
                routes:
                  choose:
                    transitions: [{ finish: picked }]
              finder:
                root: search
                outcomes: [found]
                routes:
                  search:
                    transitions: [{ finish: found }]
            """)
    }

    @Test(arguments: [
        ("finish picked(section: \"x\")", "feeds.feed needs 'id: Int'"),
        ("finish picked(id: \"x\")", "'id' is Int: \"x\" is not an integer"),
        ("finish found", "shared.subscribe needs 'url: String'"),
    ])
    func argumentsThatFitNeitherAreMalformed(action: String, reason: String) throws {
        let malformed = try #require(reader.malformation(of: try ActionParser.parse(action)))
        #expect(malformed.kind == .malformed)
        #expect(malformed.reason == reason)
    }

    @Test func aGoThenTakesTheArgumentsItsArgsLeaveOpen() throws {
        #expect(reader.malformation(of: try ActionParser.parse("finish picked(id: 3)")) == nil)
        let state = try reader.state("start picker", "finish picked(id: 3)")
        #expect(state.pathText.last == "feeds.feed(id: 3, section: \"all\")")
    }

    @Test func aSetRouteThenTakesItsParams() throws {
        #expect(reader.malformation(of: try ActionParser.parse("finish found(url: \"a\")")) == nil)
        let state = try reader.state("start finder", "finish found(url: \"a\")")
        #expect(state.top?.route.route == "subscribe")
    }
}
