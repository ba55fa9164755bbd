import NavGenKit
import Testing

@Suite struct IncludePathTests {
    @Test(arguments: [
        ("navgen.yaml", "features/profile.yaml", "features/profile.yaml"),
        ("Specs/app.yaml", "features/profile.yaml", "Specs/features/profile.yaml"),
        ("Specs/app.yaml", "./features/./profile.yaml", "Specs/features/profile.yaml"),
        ("Specs/app.yaml", "features//profile.yaml", "Specs/features/profile.yaml"),
        ("Specs/features/profile.yaml", "../shared/common.yaml", "Specs/shared/common.yaml"),
        ("Specs/features/profile.yaml", "../../root.yaml", "root.yaml"),
        ("Specs/app.yaml", "../../up.yaml", "../up.yaml"),
        ("../app.yaml", "../other.yaml", "../../other.yaml"),
        ("/repo/Specs/app.yaml", "features/a.yaml", "/repo/Specs/features/a.yaml"),
        ("/app.yaml", "../../a.yaml", "/a.yaml"),
        ("./app.yaml", "a.yaml", "a.yaml"),
        ("Specs/./x/../app.yaml", "a.yaml", "Specs/a.yaml"),
    ])
    func resolvesAgainstTheIncludingFile(including: String, entry: String, expected: String) {
        #expect(IncludePath.resolve(entry, from: including) == .success(expected))
    }

    @Test(arguments: [
        ("", IncludePath.Problem.empty),
        ("/etc/app.yaml", .absolute),
        ("features/*.yaml", .glob),
        ("features/profile?.yaml", .glob),
    ])
    func refusesEntriesThatNameNoFile(entry: String, problem: IncludePath.Problem) {
        #expect(IncludePath.resolve(entry, from: "Specs/app.yaml") == .failure(problem))
        #expect(!problem.description.isEmpty && !problem.help.isEmpty)
    }

    @Test func refusesAnEntryThatResolvesToNothing() {
        #expect(IncludePath.resolve("features/..", from: "app.yaml") == .failure(.empty))
        #expect(IncludePath.resolve("features/..", from: "Specs/app.yaml") == .success("Specs"))
    }

    /// Two ways of writing the same file meet at one path: what cycle detection needs.
    @Test func twoSpellingsOfOneFileResolveAlike() {
        let direct = IncludePath.resolve("features/profile.yaml", from: "Specs/app.yaml")
        let roundabout = IncludePath.resolve("../features/profile.yaml", from: "Specs/shared/x.yaml")
        #expect(direct == roundabout)
    }
}
