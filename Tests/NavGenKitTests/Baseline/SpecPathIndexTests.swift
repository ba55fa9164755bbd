import NavGenKit
import Testing

@Suite struct SpecPathIndexTests {
    private let yaml = """
        navgen: 1
        coordinators:
          recipes:
            routes:
              recipeDetail:
                transitions:
                  - push: a
                  - push: b
            tags: [x, y]
            "odd.key": 1
        """

    private func index(_ text: String) throws -> SpecPathIndex {
        let document = try #require(YAMLLoader().load(Array(text.utf8)).document)
        return SpecPathIndex(document)
    }

    @Test func namesTheDeepestNodeStartingAtTheLocation() throws {
        let paths = try index(yaml)
        #expect(paths.path(at: SourceLocation(line: 1, column: 1)) == "navgen")
        #expect(paths.path(at: SourceLocation(line: 1, column: 9)) == "navgen")
        #expect(paths.path(at: SourceLocation(line: 3, column: 3)) == "coordinators.recipes")
        // The sequence starts at its first dash; its first item's mapping and that
        // mapping's first key both start after it: the key is the deeper.
        #expect(
            paths.path(at: SourceLocation(line: 7, column: 11))
                == "coordinators.recipes.routes.recipeDetail.transitions")
        #expect(
            paths.path(at: SourceLocation(line: 7, column: 13))
                == "coordinators.recipes.routes.recipeDetail.transitions[0].push")
        #expect(
            paths.path(at: SourceLocation(line: 8, column: 19))
                == "coordinators.recipes.routes.recipeDetail.transitions[1].push")
        #expect(paths.path(at: SourceLocation(line: 9, column: 16)) == "coordinators.recipes.tags[1]")
        #expect(paths.path(at: SourceLocation(line: 10, column: 5)) == #"coordinators.recipes["odd.key"]"#)
    }

    @Test func betweenNodesTakesTheLastOneStartedBefore() throws {
        let paths = try index(yaml)
        #expect(
            paths.path(at: SourceLocation(line: 8, column: 30))
                == "coordinators.recipes.routes.recipeDetail.transitions[1].push")
    }

    @Test func beforeTheFirstNodeIsTheDocument() throws {
        let paths = try index("# comment\nnavgen: 1\n")
        #expect(paths.path(at: SourceLocation(line: 1, column: 1)) == "")
        #expect(paths.path(at: SourceLocation(line: 2, column: 1)) == "navgen")
    }

    @Test func pathsDoNotDependOnLinesAbove() throws {
        let moved = try index("# one\n# two\n\n" + yaml)
        let paths = try index(yaml)
        #expect(
            moved.path(at: SourceLocation(line: 11, column: 17))
                == paths.path(at: SourceLocation(line: 8, column: 17)))
    }

    @Test func aliasesAreWalkedOnce() throws {
        let paths = try index("a: &x [1, 2]\nb: *x\n")
        #expect(paths.path(at: SourceLocation(line: 1, column: 9)) == "a[0]")
        #expect(paths.path(at: SourceLocation(line: 2, column: 1)) == "b")
    }
}
