import Foundation
import Testing

/// `navgen diff OLD NEW` through the binary: exit codes, both formats, specs that cannot
/// be compared, and OLD read from git as `REV:PATH`.
@Suite struct DiffCommandTests {
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
                transitions: [{ push: user }, { push: post }, { push: detail }]
              detail:
                params: { id: Int }
                deeplink:
                  - /recipes/{id}
                  - /r/{id}
              user:
                params: { name: String }
                deeplink: /u/{name}
              post:
                params: { number: Int }
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

    /// One row: the new spec as replacements in ``base``, the kinds and the exit status.
    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var replacements: [(String, String)]
        var kinds: [String]
        var status: Int32
        var testDescription: String { name }

        var spec: String {
            replacements.reduce(DiffCommandTests.base) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
        }
    }

    static let rows: [Row] = [
        Row(name: "nothing changed", replacements: [], kinds: [], status: 0),
        Row(
            name: "link removed", replacements: [("deeplink: /settings/profile", "transitions: [pop]")],
            kinds: ["link-removed"], status: 1),
        Row(
            name: "param narrowed", replacements: [("id: Int", "id: Bool")], kinds: ["param-narrowed"],
            status: 1),
        Row(
            name: "route renamed",
            replacements: [("push: profile", "push: account"), ("profile:\n", "account:\n")],
            kinds: ["state-incompatible", "added"], status: 1),
        Row(
            name: "condition added",
            replacements: [("coordinators:\n", "conditions: { beta: { setByApp: true } }\ncoordinators:\n")],
            kinds: ["state-incompatible"], status: 1),
        Row(
            name: "patterns reordered",
            replacements: [("- /recipes/{id}\n          - /r/{id}", "- /r/{id}\n          - /recipes/{id}")],
            kinds: [], status: 0),
        Row(
            name: "Int widened to Double", replacements: [("id: Int", "id: Double")], kinds: ["changed"],
            status: 0),
        Row(
            name: "optional param added",
            replacements: [
                ("id: Int }", "id: Int, source: String? }"), ("/r/{id}", "/r/{id}?from={source}"),
            ],
            kinds: ["added"], status: 0),
        Row(
            name: "link retargeted",
            replacements: [
                ("deeplink: /settings\n", "deeplink: [/settings, /settings/profile]\n"),
                ("        deeplink: /settings/profile\n", "        transitions: [pop]\n"),
            ],
            kinds: ["link-retargeted"], status: 1),
        Row(
            name: "tab removed, its coordinator shown as a sheet",
            replacements: [
                ("children: [recipes, settings]", "children: [recipes]"),
                ("    root: list\n", "    root: list\n    children: [settings]\n"),
                ("{ push: detail }]", "{ push: detail }, { start: settings, as: sheet }]"),
            ],
            kinds: ["state-incompatible", "link-retargeted", "link-retargeted"], status: 1),
        Row(
            name: "param renamed in the route and its patterns",
            replacements: [("id: Int", "key: Int"), ("{id}", "{key}")],
            kinds: ["state-incompatible"], status: 1),
        Row(
            name: "an Int pattern takes numeric names",
            replacements: [("deeplink: /p/{number}", "deeplink: ['/p/{number}', '/u/{number}']")],
            kinds: ["link-retargeted"], status: 1),
    ]

    /// A scratch folder holding `old.yaml` (``base``) and `new.yaml`.
    static func folder(new: String) throws -> URL {
        let folder = try NavGenProcess.temporaryDirectory()
        try base.write(to: folder.appendingPathComponent("old.yaml"), atomically: true, encoding: .utf8)
        try new.write(to: folder.appendingPathComponent("new.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test(arguments: rows) func kindsAndExitStatus(_ row: Row) throws {
        let folder = try Self.folder(new: row.spec)
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = try NavGenProcess.run(["diff", "old.yaml", "new.yaml", "--format", "json"], in: folder)
        #expect(json.status == row.status, "\(json.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json.stdout)"
        )
        let changes = try #require(object["changes"] as? [[String: Any]])
        #expect(changes.map { $0["kind"] as? String } == row.kinds)
        #expect(object["breaking"] as? Int == changes.filter { $0["breaking"] as? Bool == true }.count)
        #expect(object["added"] as? Int == row.kinds.filter { $0 == "added" }.count)
        for change in changes {
            #expect(Set(change.keys) == ["kind", "breaking", "route", "pattern", "witness", "message"])
        }
        let text = try NavGenProcess.run(["diff", "old.yaml", "new.yaml"], in: folder)
        #expect(text.status == row.status)
        #expect(
            text.stdout.split(separator: "\n").filter { !$0.hasPrefix("  ") }.count == row.kinds.count + 1)
    }

    @Test func theTextNamesEachChangeItsWitnessAndTheCounts() throws {
        let folder = try Self.folder(new: Self.rows[1].spec)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try NavGenProcess.run(["diff", "old.yaml", "new.yaml"], in: folder)
        #expect(
            output.stdout == """
                link-removed settings.profile: demo://settings/profile opened settings.profile and opens nothing now \
                (no pattern matches '/settings/profile': none goes on after '/settings')
                  witness: demo://settings/profile
                1 breaking, 0 added, 0 changed

                """)
        #expect(output.stderr.isEmpty)
    }

    /// A link a new pattern takes is told with a URL the old app opened, which the old
    /// pattern's own witness (`/u/abc`) does not show.
    @Test func aTakenLinkIsToldWithItsWitnessInBothFormats() throws {
        let row = try #require(Self.rows.first { $0.name == "an Int pattern takes numeric names" })
        let folder = try Self.folder(new: row.spec)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try NavGenProcess.run(["diff", "old.yaml", "new.yaml"], in: folder)
        #expect(text.status == 1, "\(text.stderr)")
        #expect(
            text.stdout == """
                link-retargeted recipes.user: demo://u/42 opened recipes.user and opens recipes.post now \
                (matched by '/u/{number}' of recipes.post)
                  witness: demo://u/42
                1 breaking, 0 added, 0 changed

                """)
        let json = try NavGenProcess.run(["diff", "old.yaml", "new.yaml", "--format", "json"], in: folder)
        #expect(json.status == 1)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json.stdout)"
        )
        let change = try #require((object["changes"] as? [[String: Any]])?.first)
        #expect(change["kind"] as? String == "link-retargeted")
        #expect(change["breaking"] as? Bool == true)
        #expect(change["route"] as? String == "recipes.user")
        #expect(change["pattern"] as? String == "/u/{name}")
        #expect(change["witness"] as? String == "demo://u/42")
    }

    /// Each example compared with itself: nothing changed, whichever side a link is
    /// looked at from.
    @Test(arguments: ExampleFolders.names) func eachExampleEqualsItself(example: String) throws {
        let spec = "examples/\(example)/navgen.yaml"
        let output = try ExampleFolders.run(["diff", spec, spec])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == "no changes\n")
    }

    @Test func aSpecWithErrorsShowsItsFindingsAndExits2() throws {
        let folder = try Self.folder(
            new: Self.base.replacingOccurrences(of: "push: profile", with: "push: nowhere"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try NavGenProcess.run(["diff", "old.yaml", "new.yaml", "--format", "json"], in: folder)
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("new.yaml:"))
        #expect(output.stderr.contains("[unknown-reference]"))
        #expect(output.stderr.contains("'new.yaml' has errors"))
    }

    @Test func aMissingFileExits2() throws {
        let folder = try Self.folder(new: Self.base)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try NavGenProcess.run(["diff", "old.yaml", "gone.yaml"], in: folder)
        #expect(output.status == 2)
        #expect(output.stderr.contains("cannot read 'gone.yaml'"))
    }

    @Test(arguments: [["diff", "old.yaml"], ["diff", "old.yaml", "new.yaml", "--format", "sarif"]])
    func usageErrorsExit64(_ arguments: [String]) throws {
        let folder = try Self.folder(new: Self.base)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try NavGenProcess.run(arguments, in: folder)
        #expect(output.status == 64)
        #expect(output.stdout.isEmpty)
    }

    /// A git repository with ``base`` committed as `navgen.yaml`, then changed in the work
    /// tree by `row`.
    static func repository(changedBy row: Row) throws -> URL {
        let folder = try NavGenProcess.temporaryDirectory()
        try base.write(to: folder.appendingPathComponent("navgen.yaml"), atomically: true, encoding: .utf8)
        try GitRepository.git(["init", "-q"], in: folder)
        try GitRepository.commit(["navgen.yaml"], in: folder)
        try row.spec.write(
            to: folder.appendingPathComponent("navgen.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func oldIsReadFromGitAsRevisionColonPath() throws {
        let folder = try Self.repository(changedBy: Self.rows[1])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try NavGenProcess.run(["diff", "HEAD:navgen.yaml", "navgen.yaml"], in: folder)
        #expect(output.status == 1, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("link-removed settings.profile:"))
        let same = try NavGenProcess.run(["diff", "HEAD:navgen.yaml", "HEAD:./navgen.yaml"], in: folder)
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stdout == "no changes\n")
    }

    @Test(arguments: [
        ("nope:navgen.yaml", "'nope'"), ("HEAD:gone.yaml", "'gone.yaml'"),
    ])
    func aRevisionGitCannotShowExits2InGitsWords(_ operand: String, _ named: String) throws {
        let folder = try Self.repository(changedBy: Self.rows[0])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try NavGenProcess.run(["diff", operand, "navgen.yaml"], in: folder)
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
        #expect(
            output.stderr.contains("cannot read '\(operand)': git cat-file failed: fatal: "),
            "\(output.stderr)")
        #expect(output.stderr.contains(named))
    }

    /// `git show` took an operand that names no object for a pathspec, printed nothing
    /// with exit 0, and navgen read that as the spec; a folder, as its listing.
    @Test(arguments: [
        ("HEAD:nope*", "git cat-file failed: fatal: path 'nope*' does not exist in 'HEAD'"),
        ("HEAD:navgen.*", "git cat-file failed: fatal: path 'navgen.*' does not exist in 'HEAD'"),
        ("HEAD:", "the repository's top is a folder in HEAD, not a file"),
        ("HEAD:Flows", "'Flows' is a folder in HEAD, not a file"),
    ])
    func anOperandThatNamesNoFileExits2(_ operand: String, _ words: String) throws {
        let folder = try Self.repository(changedBy: Self.rows[0])
        defer { try? FileManager.default.removeItem(at: folder) }
        let flows = folder.appendingPathComponent("Flows")
        try FileManager.default.createDirectory(at: flows, withIntermediateDirectories: true)
        try Self.base.write(to: flows.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        try GitRepository.commit(["Flows"], in: folder)
        let output = try NavGenProcess.run(["diff", operand, "navgen.yaml"], in: folder)
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == "navgen: error: cannot read '\(operand)': \(words)\n")
    }

    /// In a partial clone a file's contents may be missing; git would fetch them from
    /// the promisor remote, running the repository's `core.sshCommand`. navgen reads
    /// only what is on disk, and says so.
    @Test func aPartialCloneIsNotFetchedFrom() throws {
        let folder = try Self.repository(changedBy: Self.rows[0])
        defer { try? FileManager.default.removeItem(at: folder) }
        let marker = folder.appendingPathComponent("ssh-ran")
        let ssh = folder.appendingPathComponent("fake-ssh")
        try "#!/bin/sh\necho \"$@\" > '\(marker.path)'\nexit 1\n".write(
            to: ssh, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: ssh.path)
        let clone = folder.appendingPathComponent("clone")
        try GitRepository.partialClone(of: folder, into: clone, ssh: ssh)
        let output = try NavGenProcess.run(["diff", "HEAD:navgen.yaml", "HEAD:navgen.yaml"], in: clone)
        #expect(!FileManager.default.fileExists(atPath: marker.path), "git ran core.sshCommand")
        #expect(output.status == 2)
        #expect(
            output.stderr.hasPrefix("navgen: error: cannot read 'HEAD:navgen.yaml': git cat-file failed: "))
        #expect(output.stderr.contains("could not fetch"), "\(output.stderr)")
    }

    /// git runs without a pager, a prompt or a transport, whatever navgen's own
    /// environment says (a `git` on `PATH` that records how it was run).
    @Test func gitRunsWithoutPagerPromptOrTransport() throws {
        let folder = try NavGenProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = folder.appendingPathComponent("record")
        let git = folder.appendingPathComponent("git")
        try "#!/bin/sh\n{ echo \"$@\"; env; } >> '\(record.path)'\nexit 1\n".write(
            to: git, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: git.path)
        let path = folder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let output = try NavGenProcess.run(
            ["diff", "HEAD:navgen.yaml", "HEAD:navgen.yaml"], in: folder,
            environment: [
                "PATH": path, "GIT_PAGER": "less", "PAGER": "less", "GIT_TERMINAL_PROMPT": "1",
                "GIT_ASKPASS": "/bin/askpass", "SSH_ASKPASS": "/bin/askpass",
            ])
        #expect(output.status == 2)
        let lines = try String(contentsOf: record, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.first == "--no-pager -c protocol.allow=never cat-file blob HEAD:navgen.yaml")
        for variable in [
            "GIT_NO_LAZY_FETCH=1", "GIT_TERMINAL_PROMPT=0", "GIT_ASKPASS=", "GIT_PAGER=cat", "PAGER=cat",
        ] {
            #expect(lines.contains(variable), "\(variable)")
        }
        #expect(!lines.contains { $0.hasPrefix("SSH_ASKPASS=") || $0 == "GIT_PAGER=less" })
    }

    /// git would read `--output=FILE:...` as an option and write FILE: such an operand is
    /// a usage error, or after `--` a path.
    @Test func anOperandThatLooksLikeAnOptionNeverReachesGit() throws {
        let folder = try Self.repository(changedBy: Self.rows[0])
        defer { try? FileManager.default.removeItem(at: folder) }
        let option = try NavGenProcess.run(["diff", "--output=x:navgen.yaml", "navgen.yaml"], in: folder)
        #expect(option.status == 64)
        let path = try NavGenProcess.run(["diff", "--", "--output=x:navgen.yaml", "navgen.yaml"], in: folder)
        #expect(path.status == 2)
        #expect(path.stderr.contains("cannot read '--output=x:navgen.yaml': No such file or directory"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x").path))
    }

    /// An existing file wins over `REV:PATH`, and `--` makes the operands after it paths.
    @Test func anExistingFileOrAnOperandAfterDoubleDashIsAPath() throws {
        let folder = try Self.repository(changedBy: Self.rows[0])
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.rows[1].spec.write(
            to: folder.appendingPathComponent("HEAD:navgen.yaml"), atomically: true, encoding: .utf8)
        let file = try NavGenProcess.run(["diff", "navgen.yaml", "HEAD:navgen.yaml"], in: folder)
        #expect(file.status == 1, "the file's link is removed: \(file.stderr)")
        let forced = try NavGenProcess.run(["diff", "--", "navgen.yaml", "HEAD:gone.yaml"], in: folder)
        #expect(forced.status == 2)
        #expect(
            forced.stderr.contains("cannot read 'HEAD:gone.yaml': No such file or directory"),
            "\(forced.stderr)")
        let git = try NavGenProcess.run(["diff", "navgen.yaml", "HEAD:gone.yaml"], in: folder)
        #expect(git.stderr.contains("git cat-file failed"), "\(git.stderr)")
    }

    /// docs/diff.md's example is what navgen prints for its edit of the recipes example:
    /// `/search` moved to `/find`, and `recipeDetail` given an optional `highlight`.
    @Test func theDocsExampleIsWhatNavgenPrints() throws {
        let docs = try String(
            contentsOf: ExampleFolders.root.appendingPathComponent("docs/diff.md"), encoding: .utf8)
        let block = try #require(docs.components(separatedBy: "```text\n").dropFirst().first)
        let shown = try #require(block.components(separatedBy: "```").first)
        let recipes = try String(
            contentsOf: ExampleFolders.root.appendingPathComponent("examples/recipes/navgen.yaml"),
            encoding: .utf8)
        let edited =
            recipes
            .replacingOccurrences(
                of: "deeplink: /search?q={query}&page={page}", with: "deeplink: /find?q={query}&page={page}"
            )
            .replacingOccurrences(
                of: "          id: Int\n          source: String?",
                with: "          id: Int\n          source: String?\n          highlight: Bool?")
        #expect(edited != recipes)
        let folder = try NavGenProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try recipes.write(to: folder.appendingPathComponent("old.yaml"), atomically: true, encoding: .utf8)
        try edited.write(to: folder.appendingPathComponent("new.yaml"), atomically: true, encoding: .utf8)
        let output = try NavGenProcess.run(["diff", "old.yaml", "new.yaml"], in: folder)
        #expect(output.status == 1)
        #expect(output.stdout == shown)
    }
}
