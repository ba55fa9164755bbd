import NavGenKit
import Testing

/// The folder no include may climb above, compared as text: the main file's folder,
/// or one the caller gives.
@Suite struct IncludeRootTests {
    @Test(arguments: [
        ("navgen.yaml", "features/a.yaml", true),
        ("navgen.yaml", "a.yaml", true),
        ("navgen.yaml", "../a.yaml", false),
        ("app/navgen.yaml", "app/features/a.yaml", true),
        ("app/navgen.yaml", "shared/a.yaml", false),
        ("app/navgen.yaml", "application/a.yaml", false),
        ("app/navgen.yaml", "../a.yaml", false),
        ("./app/./navgen.yaml", "app/a.yaml", true),
        ("../app/navgen.yaml", "../app/a.yaml", true),
        ("../app/navgen.yaml", "../other/a.yaml", false),
        ("../app/navgen.yaml", "../../a.yaml", false),
        ("../app/navgen.yaml", "a.yaml", false),
        ("/repo/app/navgen.yaml", "/repo/app/features/a.yaml", true),
        ("/repo/app/navgen.yaml", "/repo/a.yaml", false),
        ("/navgen.yaml", "/etc/a.yaml", true),
    ])
    func theMainFilesFolderHoldsWhatIsBelowIt(main: String, path: String, inside: Bool) {
        #expect(IncludeRoot(folderOf: main).contains(path) == inside)
    }

    @Test func aFolderOfOnlyClimbsHoldsWhatClimbsLess() {
        let above = IncludeRoot(given: "../..")
        #expect(above.contains("../a.yaml"))
        #expect(above.contains("a.yaml"))
        #expect(above.contains("../../a.yaml"))
        #expect(!above.contains("../../../a.yaml"))
        // Whether `../a.yaml` is inside `../../repo` depends on the folders' names,
        // which the text does not give: refused.
        #expect(!IncludeRoot(given: "../../repo").contains("../a.yaml"))
        #expect(IncludeRoot(given: "../../repo").contains("../../repo/a.yaml"))
    }

    @Test func aRelativePathIsNeverInsideAnAbsoluteFolderNorTheReverse() {
        #expect(!IncludeRoot(given: "/repo").contains("a.yaml"))
        #expect(!IncludeRoot(given: ".").contains("/repo/a.yaml"))
    }

    @Test func theFolderIsNamedAsWrittenOrAsTyped() {
        #expect(IncludeRoot(folderOf: "navgen.yaml").path == ".")
        #expect(IncludeRoot(folderOf: "/navgen.yaml").path == "/")
        #expect(IncludeRoot(folderOf: "./app/./navgen.yaml").path == "app")
        #expect(IncludeRoot(given: "a/..").path == ".")
        let typed = IncludeRoot(given: "app/..", named: "/repo")
        #expect(typed.path == "." && typed.name == "/repo" && typed.isGiven)
        #expect(!IncludeRoot(folderOf: "app/navgen.yaml").isGiven)
    }
}
