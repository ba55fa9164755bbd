import Foundation
import Testing

/// `navgen aasa`: the file it prints for each example is checked in next to the
/// example (`apple-app-site-association`, for the app id `ABCDE12345.com.example.NAME`),
/// and its exit codes are those of the other commands.
@Suite struct AASACommandTests {
    static let recipes = "examples/recipes/navgen.yaml"

    /// The host an example's one file is written for (`--host`), when its patterns'
    /// scopes tell hosts apart: home-assistant's is www.home-assistant.io's, whose
    /// tags and `?url=` links are the app's own; my.home-assistant.io's claims every path.
    static let exampleHosts: [String: [String]] = ["home-assistant": ["www.home-assistant.io"]]

    @Test(arguments: ExampleFolders.names)
    func theExamplesFileIsItsGolden(example: String) throws {
        let folder = "examples/\(example)"
        let golden = ExampleFolders.root.appendingPathComponent("\(folder)/apple-app-site-association")
        let hosts = (Self.exampleHosts[example] ?? []).flatMap { ["--host", $0] }
        let output = try ExampleFolders.run(
            ["aasa", "\(folder)/navgen.yaml", "--app-id", "ABCDE12345.com.example.\(example)"] + hosts)
        guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
            #expect(output.status == 1, "an example without a golden has no hosts")
            return
        }
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == expected)
    }

    @Test func everyAppIDIsListed() throws {
        let output = try ExampleFolders.run([
            "aasa", Self.recipes, "--app-id", "ABCDE12345.com.example.recipes", "--app-id",
            "FGHIJ67890.com.example.beta",
        ])
        #expect(output.status == 0)
        #expect(
            output.stdout.contains(
                "\"ABCDE12345.com.example.recipes\",\n          \"FGHIJ67890.com.example.beta\""))
    }

    @Test(arguments: [
        [], ["--app-id", "nodot"], ["--app-id", ".bundle"], ["--app-id", "TEAM."], ["--app-id", "T.a b"],
    ])
    func aMissingOrMalformedAppIDIsAUsageError(arguments: [String]) throws {
        let output = try ExampleFolders.run(["aasa", Self.recipes] + arguments)
        #expect(output.status == 64)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("TEAMID.BUNDLEID"))
    }

    /// An app id is Apple's: a team id of 10 upper-case letters and digits, a dot, a
    /// bundle id of letters, digits, `-` and `.`; anything else never matches an app.
    @Test(arguments: [
        ("T.B", "the team id 'T' has 1 character; Apple's have 10 (ABCDE12345)"),
        ("ABCDE1234.com.example.app", "the team id 'ABCDE1234' has 9 characters; Apple's have 10"),
        ("ABCDE123456.com.example.app", "the team id 'ABCDE123456' has 11 characters; Apple's have 10"),
        (
            "abcde12345.com.example.app",
            "the team id 'abcde12345' has lower-case letters; Apple's are upper case (ABCDE12345)"
        ),
        ("ABCDE_1234.com.example.app", "the team id has '_'; a team id is upper-case letters and digits"),
        ("ABCDE12345.com.example_app", "the bundle id has '_'; a bundle id is letters, digits, '-' and '.'"),
        ("ABCDE12345.*", "the bundle id has '*'"),
        ("ABCDE12345.com.ex ample", "the bundle id has U+0020"),
        ("ABCDE12345.com.ex\u{1B}ample", "the bundle id has U+001B"),
        ("ABCDE12345.", "there is no bundle id after the team id"),
        ("ABCDE12345", "there is no dot between a team id and a bundle id"),
    ])
    func anAppIDThatIsNotApplesIsAUsageErrorSayingWhy(_ appID: String, _ problem: String) throws {
        let output = try ExampleFolders.run(["aasa", Self.recipes, "--app-id", appID])
        #expect(output.status == 64)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("is not an app id (TEAMID.BUNDLEID): " + problem), "\(output.stderr)")
        #expect(!output.stderr.contains("\u{1B}"))
    }

    @Test(arguments: ["ABCDE12345.com.example.app", "Z7P62XVNWC.com.Example-App.v2", "0123456789.a"])
    func applesAppIDsAreTaken(_ appID: String) throws {
        let output = try ExampleFolders.run(["aasa", Self.recipes, "--app-id", appID])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("\"\(appID)\""))
    }

    @Test func aSpecWithoutHostsIsRefused() throws {
        let folder = try NavGenProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("navgen.yaml")
        let text = try String(
            contentsOf: ExampleFolders.root.appendingPathComponent(Self.recipes), encoding: .utf8)
        let withoutHosts = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("hosts:") }
            .joined(separator: "\n")
        try withoutHosts.write(to: spec, atomically: true, encoding: .utf8)
        let output = try ExampleFolders.run(["aasa", spec.path, "--app-id", "ABCDE12345.com.example.app"])
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("lists no 'deeplinks.hosts'"))
    }

    @Test func aSpecWithErrorsOrNoFileIsRefused() throws {
        let missing = try ExampleFolders.run([
            "aasa", "examples/none/navgen.yaml", "--app-id", "ABCDE12345.com.example.app",
        ])
        #expect(missing.status == 2)
        let folder = try NavGenProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("navgen.yaml")
        try "navgen: 1\napp: Broken\nroot: nowhere\n".write(to: spec, atomically: true, encoding: .utf8)
        let broken = try ExampleFolders.run(["aasa", spec.path, "--app-id", "ABCDE12345.com.example.app"])
        #expect(broken.status == 1)
        #expect(broken.stdout.isEmpty)
    }
}

/// `navgen aasa --check` on a hand-edited copy of the recipes file with four planted
/// disagreements reports exactly those.
@Suite struct AASACheckCommandTests {
    static let drifted = "Tests/NavGenKitTests/Fixtures/AASA/recipes-drifted.aasa.json"

    @Test func thePlantedDisagreementsAreReported() throws {
        let output = try ExampleFolders.run(["aasa", AASACommandTests.recipes, "--check", Self.drifted])
        #expect(output.status == 1)
        #expect(
            output.lines == [
                "\(Self.drifted): settings.allergies /settings/allergies opens https://recipes.example.com/settings/allergies, but the file sends it to the browser",
                "\(Self.drifted): applinks.details[0].components[0] (\"/recipes/?*\") sends https://recipes.example.com/recipes/xy/z to the app, but no pattern opens it",
                "\(Self.drifted): applinks.details[0].components[6] (\"/search\") sends https://recipes.example.com/search to the app, but no pattern opens it",
                "\(Self.drifted): applinks.details[0].components[10] (\"/admin/*\") sends https://recipes.example.com/admin/ to the app, but no pattern opens it",
                "4 disagreements", "",
            ])
    }

    @Test func theJSONListsTheSameDisagreements() throws {
        let output = try ExampleFolders.run([
            "aasa", AASACommandTests.recipes, "--check", Self.drifted, "--format", "json",
        ])
        #expect(output.status == 1)
        let report = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        #expect(report?["count"] as? Int == 4)
        let kinds = (report?["disagreements"] as? [[String: Any]])?.compactMap { $0["kind"] as? String }
        #expect(kinds == ["toBrowser", "toApp", "toApp", "toApp"])
    }

    @Test func theGoldenAgreesAndNeedsNoAppID() throws {
        let output = try ExampleFolders.run([
            "aasa", AASACommandTests.recipes, "--check", "examples/recipes/apple-app-site-association",
        ])
        #expect(output.status == 0, "\(output.stdout)")
        #expect(output.stdout == "the file agrees with the spec\n")
    }

    /// The golden with a second `details` after its own that sends every URL to the
    /// app: browsers' `JSON.parse` and CDNs keep the second, Foundation's decoder kept
    /// the first and found that the file agreed with the spec.
    @Test func aFileWithATwiceGivenKeyIsRefusedAtItsPlace() throws {
        let golden = try String(
            contentsOf: ExampleFolders.root.appendingPathComponent(
                "examples/recipes/apple-app-site-association"),
            encoding: .utf8)
        let ending = "    ]\n  }\n}\n"
        #expect(golden.hasSuffix(ending))
        let catchAll =
            #"    "details": [{"appIDs": ["ABCDE12345.com.example.recipes"], "components": [{"/": "*"}]}]"#
        let twice = golden.dropLast(ending.count) + "    ],\n" + catchAll + "\n  }\n}\n"
        let folder = try NavGenProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("apple-app-site-association").path
        try twice.write(toFile: path, atomically: true, encoding: .utf8)
        let output = try ExampleFolders.run(["aasa", AASACommandTests.recipes, "--check", path])
        #expect(output.status == 2, "\(output.stdout)")
        #expect(output.stdout.isEmpty)
        #expect(
            output.stderr
                == "navgen: error: \(path):65:5: not an apple-app-site-association file: applinks.details is given "
                + "twice (first at 3:5); JSON readers differ on which one counts, so navgen reads neither\n")
    }

    /// The summary counts in English, and a file too large to read is named as what it is.
    @Test func oneDisagreementIsOneAndAnEndlessFileIsNamed() throws {
        let golden = try String(
            contentsOf: ExampleFolders.root.appendingPathComponent(
                "examples/recipes/apple-app-site-association"),
            encoding: .utf8)
        let edited = golden.replacingOccurrences(
            of: #""/": "/settings/allergies""#, with: #""/": "/settings/allergie?""#)
        #expect(edited != golden)
        let folder = try NavGenProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("apple-app-site-association").path
        try edited.write(toFile: path, atomically: true, encoding: .utf8)
        let one = try ExampleFolders.run(["aasa", AASACommandTests.recipes, "--check", path])
        #expect(one.status == 1)
        #expect(one.lines.suffix(2) == ["1 disagreement", ""], "\(one.stdout)")
        let endless = try ExampleFolders.run(
            ["aasa", AASACommandTests.recipes, "--check", "/dev/zero"], timeout: 30)
        #expect(endless.status == 2)
        #expect(
            endless.stderr
                == "navgen: error: cannot read '/dev/zero': it is larger than 64 MiB, the most navgen reads as "
                + "an apple-app-site-association file\n")
    }

    @Test func anUnreadableFileCannotBeChecked() throws {
        #expect(
            try ExampleFolders.run(["aasa", AASACommandTests.recipes, "--check", "no/such/file"]).status == 2)
        #expect(
            try ExampleFolders.run(["aasa", AASACommandTests.recipes, "--check", "README.md"]).status == 2)
    }
}

/// `--host`: when patterns' scopes tell hosts apart, the file is written (and
/// checked) for the hosts named, and without them navgen asks for them.
@Suite struct AASAHostOptionTests {
    static let scopes = "Tests/NavGenKitTests/CodeGen/Fixtures/specs/scopes.yaml"

    @Test func hostsThatDifferNeedHost() throws {
        let output = try ExampleFolders.run(["aasa", Self.scopes, "--app-id", "ABCDE12345.com.example.blog"])
        #expect(output.status == 64)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("patterns differ by host; pass --host"))
        let check = try ExampleFolders.run(["aasa", Self.scopes, "--check", "README.md"])
        #expect(check.status == 2, "the file is read first")
    }

    @Test func theFileCoversThePatternsOfTheNamedHosts() throws {
        let one = try ExampleFolders.run([
            "aasa", Self.scopes, "--app-id", "ABCDE12345.com.example.blog", "--host", "blog.example.com",
        ])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stdout.contains("main.post /post/{id}") && one.stdout.contains("main.aboutSite /about"))
        #expect(!one.stdout.contains("main.post /p/{id}") && !one.stdout.contains("main.editor"))
        let both = try ExampleFolders.run([
            "aasa", Self.scopes, "--app-id", "ABCDE12345.com.example.blog", "--host", "blog.example.com",
            "--host", "*.Blog.example.com",
        ])
        #expect(both.status == 0)
        #expect(both.stdout.contains("main.post /p/{id}") && both.stdout.contains("main.post /post/{id}"))
        let folder = try NavGenProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("apple-app-site-association").path
        try one.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        let same = try ExampleFolders.run([
            "aasa", Self.scopes, "--check", path, "--host", "blog.example.com",
        ])
        #expect(same.status == 0, "\(same.stdout)")
        let other = try ExampleFolders.run([
            "aasa", Self.scopes, "--check", path, "--host", "*.Blog.example.com",
        ])
        #expect(other.status == 1, "\(other.stdout)")
        #expect(other.stdout.contains("main.post /p/{id}"))
    }

    @Test func aHostNotWrittenAsInTheSpecIsAUsageError() throws {
        let output = try ExampleFolders.run([
            "aasa", Self.scopes, "--app-id", "ABCDE12345.com.example.blog", "--host", "Blog.example.com",
        ])
        #expect(output.status == 64)
        #expect(output.stderr.contains("'Blog.example.com' is not an entry of deeplinks.hosts (did you mean"))
    }
}
