import NavGenKit
import Testing

/// The schema, run by a real draft 2020-12 validator, against valid and broken specs.
@Suite(
    .enabled(
        if: ExternalTool.hasJSONSchema,
        "python3 with jsonschema and PyYAML is not installed (pip install jsonschema pyyaml)"))
struct SchemaValidationTests {
    /// Valid specs that exercise what a naive YAML reading gets wrong.
    private static let tricky = [
        // A then-start, and starts at a chosen route with args (a number and a word).
        minimalSpec
            + "\n        transitions:\n          - { start: a, at: b, args: { n: 2, kind: exit }, then: "
            + "{ done: { start: c, as: cover, at: d, then: { done: stay } } } }",
        // YAML 1.1 booleans are words to navgen: a severity `off`, routes named `yes` and `on`.
        minimalSpec
            + "\n      yes:\n      on:\n        transitions: [pop]\nrules:\n  push-cycle: off\n  no-exit: warning",
        // Anchors and merge keys.
        """
        navgen: 1
        app: Demo
        root: main
        coordinators:
          main:
            root: home
            routes:
              home: &screen
                transitions: [{ push: detail }]
              detail:
                <<: *screen
                params: { id: Int }
        """,
        // A list of deep links, a custom optional type, every `then` shape.
        """
        navgen: 1
        app: Demo
        root: main
        deeplinks: { schemes: [demo], hosts: [demo.example.com] }
        coordinators:
          main:
            root: home
            children: [flow]
            routes:
              home:
                deeplink: [/, /home]
                transitions:
                  - start: flow
                    as: push
                    then: { a: stay, b: pop, c: { tab: main }, d: { finish: x }, e: dismiss, f: popToRoot }
              item:
                params:
                  recipe: Recipe?
                  id: UUID
          flow:
            kind: stack
            root: only
            outcomes: [a, b, c, d, e, f]
            routes:
              only:
        """,
        // Literals compared without letter case.
        LetterCaseTests.foldedSpec,
        // Patterns with a scope.
        PatternScopeTests.spec(
            """
            home:
              transitions: [{ push: post }]
            post:
              params: { id: Int }
              deeplink: [{ pattern: '/p/{id}', schemes: [blog], hosts: ['*.blog.example.com'] }, '/posts/{id}']
            """),
        // The generate keys of a real project; an empty prefix is no prefix.
        minimalSpec + "\ngenerate: { minimumOS: { iOS: 18 }, typePrefix: IC2 }",
        minimalSpec + "\ngenerate: { minimumOS: { iOS: 16 }, typePrefix: \"\" }",
        // A flow an `otherwise` starts may begin at a chosen route, as a `start` item's.
        minimalSpec + "\n        requires: [x]"
            + "\n        otherwise: { start: a, as: cover, at: b, args: { n: 2 } }",
        // Condition actions: items, then values and otherwise.
        ConditionActionTests.spec,
        // Flow events: `events`, `emit` items and a start's `on`.
        """
        navgen: 1
        app: Demo
        root: chats
        coordinators:
          chats:
            root: list
            children: [room]
            routes:
              list:
                transitions:
                  - { start: room, as: push, on: { presentCall: { sheet: call }, verifyUser: stay } }
              call:
          room:
            root: timeline
            events: [presentCall, verifyUser]
            routes:
              timeline:
                transitions: [{ emit: presentCall }, { emit: verifyUser }]
        """,
        minimalSpec + "\n        requires: [x, y]\n        otherwise: { x: { set: { y: true } }, y: stay }",
        // A split view of three columns.
        minimalSpec
            + "\n  chats:\n    kind: split\n    sidebar: a\n    content: b\n    detail: c\n    requires: [d]",
        // A tab bar that presents from a set, a flow started as an overlay, a root overlay.
        ContainerTransitionSpecTests.session,
        OverlaySpecTests.call,
        OverlaySpecTests.appLock,
        // A mode per link source, and a source left out.
        minimalSpec + "\n        deeplink: [{ pattern: /a, open: { external: reset, inApp: onTop } }, "
            + "{ pattern: /b, open: { inApp: onTop } }]",
    ]

    @Test func acceptsEveryValidSpec() throws {
        let specs = SpecCorpus.all.map(\.text) + Self.tricky
        let errors = try SchemaCheck.errors(of: specs)
        for (name, problems) in zip(
            SpecCorpus.all.map(\.name) + Self.tricky.indices.map { "tricky \($0)" }, errors)
        {
            #expect(problems == [], "\(name)")
        }
    }

    /// Each case breaks the minimal spec in one way; the schema must reject it, and
    /// the message must mention the part that is wrong.
    private static let broken: [(String, String)] = [
        (minimalSpec + "\ncolour: red", "colour"),
        (minimalSpec + "\n        paramz: { id: Int }", "paramz"),
        (
            minimalSpec.replacingOccurrences(of: "    root: home", with: "    root: home\n    initial: home"),
            "initial"
        ),
        (
            minimalSpec.replacingOccurrences(of: "    root: home", with: "    kind: stak\n    root: home"),
            "stak"
        ),
        (minimalSpec + "\n  tabs:\n    kind: tabs\n    children: [main]\n    routes: { a: }", "routes"),
        (minimalSpec + "\n  tabs:\n    kind: tabs", "children"),
        (minimalSpec + "\n  tabs:\n    kind: tabs\n    children: []", "children"),
        (minimalSpec + "\n  chats:\n    kind: split\n    sidebar: a", "detail"),
        (OverlaySpecTests.appLock.replacingOccurrences(of: "as: overlay", with: "as: cover"), "root"),
        (
            minimalSpec + "\n  chats:\n    kind: split\n    sidebar: a\n    detail: b\n    children: [c]",
            "children"
        ),
        (minimalSpec.replacingOccurrences(of: "navgen: 1", with: "navgen: 2"), "navgen"),
        (minimalSpec.replacingOccurrences(of: "navgen: 1", with: "navgen: \"1\""), "navgen"),
        (minimalSpec.replacingOccurrences(of: "app: Demo", with: "app: demo"), "app"),
        (minimalSpec.replacingOccurrences(of: "      home:", with: "      Home:"), "Home"),
        (minimalSpec.replacingOccurrences(of: "    root: home\n", with: ""), "root"),
        (minimalSpec + "\n        params: { id: integer }", "integer"),
        (minimalSpec + "\n        params: { id: [Int] }", "params"),
        (minimalSpec + "\ngenerate: { ui: appkit }", "appkit"),
        (minimalSpec + "\ngenerate: { access: open }", "open"),
        (minimalSpec + "\ngenerate: { minimumOS: { iOS: 15 } }", "15"),
        (minimalSpec + "\ngenerate: { minimumOS: 17 }", "17"),
        (minimalSpec + "\ngenerate: { minimumOS: { macOS: 14 } }", "macOS"),
        (minimalSpec + "\ngenerate: { typePrefix: ic }", "ic"),
        (minimalSpec + "\ngenerate: { typePrefix: ABCDEFGHIJKLMNOPQ }", "ABCDEFGHIJKLMNOPQ"),
        (minimalSpec + "\nrules: { push-cycle: maybe }", "maybe"),
        (minimalSpec + "\nrules: { yaml-syntax: off }", "yaml-syntax"),
        (minimalSpec + "\nrules: { pushcycle: off }", "pushcycle"),
        (minimalSpec + "\n        allow: [wrong-type]", "wrong-type"),
        (minimalSpec + "\n        transitions: [popp]", "transitions"),
        (minimalSpec + "\n        transitions: [{ push: a, sheet: b }]", "transitions"),
        (minimalSpec + "\n        transitions: [{ push: a, as: cover }]", "transitions"),
        (minimalSpec + "\n        transitions: [{ start: a, as: modal }]", "transitions"),
        (minimalSpec + "\n        transitions: [{ start: a, then: { done: { alert: b } } }]", "transitions"),
        (minimalSpec + "\n        transitions: [{ start: a, then: { done: stayy } }]", "transitions"),
        (minimalSpec + "\n        transitions: [stay]", "transitions"),
        // A move's companions belong to it alone, and a start item holds no other move.
        (minimalSpec + "\n        transitions: [{ start: a, pop: b }]", "transitions"),
        (minimalSpec + "\n        transitions: [{ start: a, dismiss: b }]", "transitions"),
        (minimalSpec + "\n        transitions: [{ start: a, popToRoot: b }]", "transitions"),
        (minimalSpec + "\n        transitions: [{ as: sheet }]", "transitions"),
        (minimalSpec + "\n        transitions: [{ then: { done: stay } }]", "transitions"),
        (minimalSpec + "\n        transitions: [{ push: a, then: { done: stay } }]", "transitions"),
        (minimalSpec + "\n        transitions: [{ sheet: a, at: b }]", "transitions"),
        (minimalSpec + "\n        transitions: [{ alert: a, as: sheet }]", "transitions"),
        (minimalSpec + "\n        transitions: [{ start: a, as: { compact: push } }]", "transitions"),
        (minimalSpec + "\n        transitions: [{ start: a, at: B }]", "transitions"),
        (
            minimalSpec
                + "\n        transitions: [{ start: a, then: { done: { start: b, at: c, pop: d } } }]",
            "transitions"
        ),
        (minimalSpec + "\n        otherwise: { start: a, pop: b }", "otherwise"),
        (minimalSpec + "\n        deeplink: recipes/{id}", "deeplink"),
        (minimalSpec + "\n        deeplink: [{ pattern: /a, open: ontop }]", "ontop"),
        (minimalSpec + "\n        deeplink: [{ pattern: /a, open: { inapp: onTop } }]", "inapp"),
        (minimalSpec + "\n        deeplink: [{ pattern: /a, open: { inApp: ontop } }]", "ontop"),
        (minimalSpec + "\n        deeplink: [{ patern: /a }]", "deeplink"),
        (minimalSpec + "\n        deeplink: [{ pattern: /a, via: home }]", "deeplink"),
        (minimalSpec + "\n        deeplink: [{ pattern: /a, schemes: [] }]", "deeplink"),
        (minimalSpec + "\n        deeplink: [{ pattern: /a, hosts: a.com }]", "deeplink"),
        (minimalSpec + "\n        entry: yes", "entry"),
        (minimalSpec + "\ndeeplinks: { schemes: [\"recipes://\"] }", "schemes"),
        (minimalSpec + "\ndeeplinks: { schemes: recipes }", "schemes"),
        ("navgen: 1\napp: Demo\nroot: main\ncoordinators: {}", "coordinators"),
        ("navgen: 1\napp: Demo\nroot: main", "coordinators"),
        (minimalSpec.replacingOccurrences(of: "      home:", with: "      home: [push]"), "home"),
        (minimalSpec + "\nconditions: { a: { initially: maybe } }", "maybe"),
        (minimalSpec + "\nconditions: { a: { satisfiedBy: { start: b } } }", "outcome"),
        (minimalSpec + "\nconditions: { a: { satisfiedBy: { start: b, outcome: c, then: d } } }", "then"),
        (minimalSpec + "\nconditions: { a: { setByapp: true } }", "setByapp"),
        (minimalSpec + "\n        requires: a", "requires"),
        (minimalSpec + "\n        requires: [\"!!a\"]", "!!a"),
        (minimalSpec + "\n        otherwise: pop", "otherwise"),
        (minimalSpec + "\n        transitions: [{ set: {} }]", "set"),
        (minimalSpec + "\n        transitions: [{ set: { a: maybe } }]", "maybe"),
        (minimalSpec + "\n        otherwise: { start: a, then: { x: stay } }", "otherwise"),
        (
            minimalSpec + "\n  tabs:\n    kind: tabs\n    children: [{ a: { requires: [b] }, c: {} }]",
            "children"
        ),
        (
            minimalSpec + "\n  tabs:\n    kind: tabs\n    children: [{ a: { requires: [b], initial: x } }]",
            "initial"
        ),
    ]

    @Test func rejectsUnknownKeysWrongKindsAndBadNames() throws {
        let errors = try SchemaCheck.errors(of: Self.broken.map(\.0))
        for ((spec, word), problems) in zip(Self.broken, errors) {
            #expect(!problems.isEmpty, "accepted:\n\(spec)")
            #expect(problems.contains { $0.contains(word) }, "\(word): \(problems)")
        }
    }

    @Test func navgenAgreesThatTheBrokenSpecsAreBroken() {
        // Every case is also an error to navgen: the schema never rejects a valid spec
        // here because it is stricter than the format. A malformed deep-link pattern is
        // left out: `deeplink-syntax` checks it, a rule that is not the decoder's.
        for (spec, word) in Self.broken where word != "deeplink" {
            let report = validate(spec)
            #expect(report.findings.hasErrors || report.spec == nil, "\(spec)")
        }
    }
}
