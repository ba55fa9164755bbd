import Testing

@testable import NavGenKit

/// `deeplinks.caseInsensitive` turned off is one `link-removed` for the whole spec, on
/// one `added`: no route, a witness with the first lettered literal in capitals.
@Suite struct LetterCaseDiffTests {
    static let folded = """
        navgen: 1
        app: Demo
        root: main
        deeplinks: { schemes: [demo], hosts: [demo.example.com], caseInsensitive: true }
        coordinators:
          main:
            root: home
            routes:
              home:
                deeplink: /
                transitions: [{ push: recipe }]
              recipe:
                params: { id: Int }
                deeplink: /recipes/{id}

        """
    static let exact = folded.replacingOccurrences(of: ", caseInsensitive: true", with: "")

    @Test func turningItOffIsOneRemovedLink() throws {
        let old = try makeSimulator(Self.folded)
        let new = try makeSimulator(Self.exact)
        let changes = SpecDiff.changes(from: old, to: new)
        #expect(changes.map(\.kind) == [.linkRemoved], "\(changes.map(\.message))")
        let change = try #require(changes.first)
        #expect(change.route == nil)
        #expect(change.pattern == "/recipes/{id}")
        // `demo://RECIPES/42` still opens (a host compares without case): the https URL does not.
        #expect(change.witness == "https://demo.example.com/RECIPES/42")
        let witness = try #require(change.witness)
        #expect(try old.open(witness).get().match.route.route == "recipe")
        #expect(new.open(witness).failure != nil)
        #expect(change.isBreaking)
    }

    @Test func turningItOnIsOneAddition() throws {
        let changes = SpecDiff.changes(
            from: try makeSimulator(Self.exact), to: try makeSimulator(Self.folded))
        #expect(changes.map(\.kind) == [.added], "\(changes.map(\.message))")
        #expect(changes.first?.route == nil)
        #expect(changes.first?.witness == "https://demo.example.com/RECIPES/42")
    }

    @Test func leavingItAloneChangesNothing() throws {
        for spec in [Self.folded, Self.exact] {
            #expect(SpecDiff.changes(from: try makeSimulator(spec), to: try makeSimulator(spec)).isEmpty)
        }
    }
}
