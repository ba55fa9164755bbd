import Foundation
import Testing

@testable import NavGenKit

/// `navgen diff`'s judgement on pairs of specs: one base spec and one edit each, with
/// the kinds expected and whether the pair breaks what the old app published.
@Suite struct SpecDiffTests {
    static let base = """
        navgen: 1
        app: Demo
        root: main
        deeplinks: { schemes: [demo], hosts: [demo.example.com] }
        coordinators:
          main:
            kind: tabs
            children: [recipes, settings]
          recipes:
            root: list
            routes:
              list:
                deeplink: /recipes
                transitions: [{ push: user }, { push: post }, { push: detail }, { push: search }]
              detail:
                params: { id: Int }
                deeplink:
                  - /recipes/{id}
                  - /r/{id}
              search:
                params: { query: String }
                deeplink: /search?q={query}
              user:
                params: { name: String }
                deeplink: /u/{name}
              post:
                params: { number: Int? }
                deeplink: /p/{number}
          settings:
            root: settingsMain
            routes:
              settingsMain:
                deeplink: /settings
                transitions: [{ push: profile }]
              profile:
                deeplink: /settings/profile

        """

    /// One row: how the new spec differs from ``base``, by text replacements.
    struct Edit: CustomTestStringConvertible, Sendable {
        var name: String
        var replacements: [(String, String)]
        var kinds: [SpecChange.Kind]
        var testDescription: String { name }

        var breaks: Bool { kinds.contains { $0.isBreaking } }
    }

    static let edits: [Edit] = [
        Edit(
            name: "link removed", replacements: [("deeplink: /settings/profile", "transitions: [pop]")],
            kinds: [.linkRemoved]),
        Edit(
            name: "link retargeted",
            replacements: [
                ("deeplink: /settings\n", "deeplink: [/settings, /settings/profile]\n"),
                ("deeplink: /settings/profile", "transitions: [pop]"),
            ],
            kinds: [.linkRetargeted]),
        Edit(
            name: "param narrowed", replacements: [("query: String", "query: Int")], kinds: [.paramNarrowed]),
        Edit(
            name: "param became required",
            replacements: [
                ("query: String }", "query: String, page: Int }"),
                ("/search?q={query}", "/search?q={query}&page={page}"),
            ],
            kinds: [.paramNarrowed]),
        Edit(
            name: "route renamed",
            replacements: [("push: profile", "push: account"), ("profile:\n", "account:\n")],
            kinds: [.stateIncompatible, .added]),
        Edit(
            name: "tab removed",
            replacements: [
                ("children: [recipes, settings]", "children: [recipes]"),
                (
                    "  settings:\n    root: settingsMain\n    routes:\n      settingsMain:\n        deeplink: /settings\n        transitions: [{ push: profile }]\n      profile:\n        deeplink: /settings/profile\n",
                    ""
                ),
            ],
            kinds: [.stateIncompatible, .linkRemoved, .linkRemoved]),
        Edit(
            name: "tab removed, its coordinator started as a flow instead",
            replacements: [
                ("children: [recipes, settings]", "children: [recipes]"),
                ("    root: list\n", "    root: list\n    children: [settings]\n"),
                ("{ push: search }]", "{ push: search }, { start: settings }]"),
            ],
            kinds: [.stateIncompatible, .linkRetargeted, .linkRetargeted]),
        Edit(
            name: "tab added",
            replacements: [
                ("children: [recipes, settings]", "children: [recipes, settings, about]"),
                (
                    "coordinators:\n",
                    "coordinators:\n  about:\n    root: aboutMain\n    routes: { aboutMain: {} }\n"
                ),
            ],
            kinds: [.stateIncompatible, .added]),
        Edit(
            name: "condition added",
            replacements: [("coordinators:\n", "conditions: { beta: { setByApp: true } }\ncoordinators:\n")],
            kinds: [.stateIncompatible]),
        Edit(
            name: "param type changed", replacements: [("{ id: Int }", "{ id: String }")],
            kinds: [.stateIncompatible]),
        Edit(
            name: "optional param added",
            replacements: [
                ("id: Int }", "id: Int, source: String? }"),
                ("- /recipes/{id}\n", "- /recipes/{id}?from={source}\n"),
            ],
            kinds: [.added]),
        Edit(
            name: "patterns reordered",
            replacements: [("- /recipes/{id}\n          - /r/{id}", "- /r/{id}\n          - /recipes/{id}")],
            kinds: []),
        Edit(
            name: "param renamed in the route and its patterns",
            replacements: [("{ id: Int }", "{ recipeId: Int }"), ("{id}", "{recipeId}")],
            kinds: [.stateIncompatible]),
        Edit(name: "Int widened to Double", replacements: [("id: Int", "id: Double")], kinds: [.changed]),
        Edit(
            name: "a new route with a link",
            replacements: [
                ("{ push: search }]", "{ push: search }, { push: about }]"),
                ("      search:\n", "      about:\n        deeplink: /about\n      search:\n"),
            ],
            kinds: [.added, .added]),
        Edit(
            name: "an Int pattern takes numeric names",
            replacements: [("deeplink: /p/{number}", "deeplink: ['/p/{number}', '/u/{number}']")],
            kinds: [.linkRetargeted]),
        Edit(
            name: "a literal takes a reserved word",
            replacements: [("deeplink: /p/{number}", "deeplink: ['/p/{number}', /u/me]")],
            kinds: [.linkRetargeted]),
        Edit(
            name: "a literal and an Int pattern take names, each told",
            replacements: [("deeplink: /p/{number}", "deeplink: [/u/me, '/p/{number}', '/u/{number}']")],
            kinds: [.linkRetargeted, .linkRetargeted]),
        Edit(
            name: "a pattern moved to another route, told once",
            replacements: [
                ("- /recipes/{id}\n          - /r/{id}", "- /recipes/{id}"),
                ("deeplink: /p/{number}", "deeplink: ['/p/{number}', '/r/{number}']"),
            ],
            kinds: [.linkRetargeted]),
    ]

    static func apply(_ edit: Edit) -> String {
        var text = base
        for (old, new) in edit.replacements {
            #expect(text.contains(old), "\(edit.name): '\(old)' is not in the base spec")
            text = text.replacingOccurrences(of: old, with: new)
        }
        return text
    }

    @Test(arguments: edits) func kindsAndBreaking(_ edit: Edit) throws {
        let old = try makeSimulator(Self.base)
        let new = try makeSimulator(Self.apply(edit))
        let changes = SpecDiff.changes(from: old, to: new)
        #expect(changes.map(\.kind) == edit.kinds, "\(changes.map(\.message))")
        #expect(changes.contains { $0.isBreaking } == edit.breaks)
    }

    /// Every breaking link change carries a URL that opens its route in the old spec and
    /// opens nothing, or another screen, in the new one.
    @Test(arguments: edits) func breakingWitnessesOpenInOldAndNotInNew(_ edit: Edit) throws {
        let old = try makeSimulator(Self.base)
        let new = try makeSimulator(Self.apply(edit))
        for change in SpecDiff.changes(from: old, to: new)
        where change.kind == .linkRemoved || change.kind == .linkRetargeted || change.kind == .paramNarrowed {
            let url = try #require(change.witness, "\(change.message)")
            let before = try old.open(url).get()
            #expect(before.match.route.description == change.route)
            switch new.open(url) {
            case .failure: continue
            case .success(let after):
                #expect(after.state.path.map(\.route) != before.state.path.map(\.route), "\(url)")
            }
        }
    }

    /// A new pattern that takes URLs the old app published is told with one of them,
    /// which the old patterns' own witnesses (`/u/abc`) never try: a number that a
    /// user's name can be, a word that a new literal reserves. It opened the user in the
    /// old spec and opens the post in the new one.
    @Test(arguments: [
        ("an Int pattern takes numeric names", ["demo://u/42"]),
        ("a literal takes a reserved word", ["demo://u/me"]),
        ("a literal and an Int pattern take names, each told", ["demo://u/me", "demo://u/42"]),
    ])
    func aTakenLinkIsToldWithAURLTheOldAppOpened(_ name: String, _ witnesses: [String]) throws {
        let edit = try #require(Self.edits.first { $0.name == name })
        let old = try makeSimulator(Self.base)
        let new = try makeSimulator(Self.apply(edit))
        let changes = SpecDiff.changes(from: old, to: new)
        #expect(changes.map(\.witness) == witnesses)
        for change in changes {
            #expect(change.route == "recipes.user")
            #expect(change.pattern == "/u/{name}")
            let url = try #require(change.witness)
            #expect(try old.open(url).get().match.route.description == "recipes.user")
            #expect(try new.open(url).get().match.route.description == "recipes.post")
        }
    }

    /// Every `state-incompatible` change carries a state the old app can save that holds
    /// what the new spec lost: a changed route is on top of it (and the new spec cannot
    /// show that screen as saved), a removed coordinator or tab is shown, and a new tab or
    /// condition fails any saved state, so the launch state stands for them.
    @Test(arguments: edits) func stateWitnessesHoldWhatChanged(_ edit: Edit) throws {
        let old = try makeSimulator(Self.base)
        let new = try makeSimulator(Self.apply(edit))
        for change in SpecDiff.changes(from: old, to: new) where change.kind == .stateIncompatible {
            let witness = try #require(change.witness, "\(change.message)")
            let screens = witness.components(separatedBy: " › ")
            let words = change.message.split(separator: " ").map(String.init)
            let route = change.route ?? ""
            if route.contains(".") {
                let top = try #require(screens.last)
                #expect(top.hasPrefix(route), "\(witness)")
                #expect(throws: (any Error).self, "\(top)") { try new.open(route: top).get() }
            } else if words.first == "coordinator" || change.message.contains("was removed") {
                // `coordinator settings was removed`, `tab settings of main was removed`.
                #expect(screens.first?.hasPrefix(words[1] + ".") == true, "\(witness)")
            } else {
                #expect(screens == old.launchState.pathTexts, "\(witness)")
            }
        }
    }

    /// A narrowed param that no old link carries is shown by a saved state instead: the
    /// route with a value of the old type that the new one refuses, or without the param
    /// that became required. The new spec cannot show that screen.
    @Test(arguments: [("text: String?", "text: String"), ("text: String?", "text: Int?")])
    func aNarrowedParamWithoutALinkHasASavedStateWitness(_ before: String, _ after: String) throws {
        let withNote = Self.base.replacingOccurrences(
            of: "{ push: search }]", with: "{ push: search }, { push: note }]"
        ).replacingOccurrences(
            of: "      search:\n", with: "      note:\n        params: { \(before) }\n      search:\n")
        let old = try makeSimulator(withNote)
        let new = try makeSimulator(withNote.replacingOccurrences(of: before, with: after))
        let changes = SpecDiff.changes(from: old, to: new)
        #expect(changes.map(\.kind) == [.paramNarrowed])
        let change = try #require(changes.first)
        #expect(change.witnessIsSavedState)
        let top = try #require(change.witness?.components(separatedBy: " › ").last)
        #expect(top.hasPrefix("recipes.note"), "\(top)")
        #expect(throws: (any Error).self, "\(top)") { try new.open(route: top).get() }
        #expect(throws: Never.self) { try old.open(route: top).get() }
    }

    /// A guarded route's witness shows the route itself, not what its guard shows
    /// instead: the recipes example's `premiumRecipe` needs `premium`, which is false
    /// at launch (its `otherwise` shows the paywall).
    @Test func aGuardedRoutesWitnessShowsTheRoute() throws {
        let url = SpecCorpus.repositoryRoot.appendingPathComponent("examples/recipes/navgen.yaml")
        let text = try String(contentsOf: url, encoding: .utf8)
        let edited = text.replacingOccurrences(
            of: "  premiumRecipe:\n        params:\n          id: Int",
            with: "  premiumRecipe:\n        params:\n          id: String")
        #expect(edited != text)
        let changes = SpecDiff.changes(from: try makeSimulator(text), to: try makeSimulator(edited))
        #expect(changes.map(\.kind) == [.stateIncompatible])
        #expect(changes.first?.witness?.hasSuffix(" › recipes.premiumRecipe(id: 42)") == true, "\(changes)")
    }

    /// Comparing a spec with itself finds nothing.
    @Test func aSpecEqualsItself() throws {
        let spec = try makeSimulator(Self.base)
        #expect(SpecDiff.changes(from: spec, to: spec).isEmpty)
    }

    /// The witness samples tell the URL types apart: each type's sample parses as
    /// exactly the types that accept every value of it.
    @Test func witnessSamplesSeparateNarrowerTypes() {
        for old in DeepLinkValueType.allCases {
            for new in DeepLinkValueType.allCases {
                // As a URL carries it: a web URL's sample is percent-encoded whole.
                let text = DeepLinkWitness.sample(old).removingPercentEncoding ?? ""
                let parses = ValueParser.parse(text, as: new) != nil
                // An enumeration takes any text as a type: its raw values are a constraint.
                let widens =
                    old == new || new == .string || new == .enumeration || (old == .int && new == .double)
                #expect(parses == widens, "\(old) sample as \(new)")
            }
        }
    }
}
