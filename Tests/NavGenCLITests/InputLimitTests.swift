import Foundation
import Testing

/// No input grows navgen's memory without bound (docs/spec.md, "Input limits"):
/// whole files are refused past their limit with exit 2, and the line streams
/// (`--urls`, `--interactive`) report an over-long line and go on, in constant memory.
@Suite struct InputLimitTests {
    static let recipes = "examples/recipes/navgen.yaml"
    static let lineLimit = 65_536

    /// A file of `size` bytes, all NUL but for `head` at the start and `tail` at
    /// the end; sparse, so a large one costs no disk.
    private func sparseFile(
        _ folder: URL, _ name: String, size: Int, head: String = "", tail: String = ""
    ) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try #require(FileManager.default.createFile(atPath: url.path, contents: Data(head.utf8)))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(size - tail.utf8.count))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(tail.utf8))
        try handle.close()
        return url
    }

    /// Every command that reads a spec, each given an endless one.
    @Test(arguments: [
        ["validate"], ["graph"], ["routes"], ["simulate"], ["simulate", "--urls", "-"],
        ["generate", "--check"],
    ])
    func anEndlessSpecIsRefusedAtTheLimit(command: [String]) throws {
        let start = Date()
        let output = try ExampleFolders.run([command[0], "/dev/zero"] + command.dropFirst(), timeout: 30)
        #expect(output.status == 2)
        #expect(
            output.stderr
                == "navgen: error: cannot read '/dev/zero': it is larger than 64 MiB, the most navgen reads as a spec\n"
        )
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test func aRegularSpecOverTheLimitIsRefusedWithoutReadingIt() throws {
        let folder = try NavGenProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = try sparseFile(folder, "big.yaml", size: (64 << 20) + 1, head: "navgen: 1\n")
        for command in ["validate", "simulate", "generate"] {
            let output = try NavGenProcess.run([command, big.path])
            #expect(output.status == 2)
            #expect(output.stderr.hasSuffix("it is larger than 64 MiB, the most navgen reads as a spec\n"))
        }
        // At the limit exactly, the spec is read (and here has a syntax error).
        let atLimit = try sparseFile(folder, "limit.yaml", size: 64 << 20, head: "navgen: 1\n")
        let output = try NavGenProcess.run(["validate", atLimit.path])
        #expect(output.status == 1)
    }

    @Test func anEndlessOrLargeFlowFileIsRefused() throws {
        let folder = try NavGenProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = try sparseFile(folder, "flows.yaml", size: (16 << 20) + 1, head: "flows:\n")
        for path in ["/dev/zero", big.path] {
            let output = try ExampleFolders.run(["simulate", Self.recipes, "--flows", path], timeout: 30)
            #expect(output.status == 2)
            #expect(
                output.stderr.hasSuffix("it is larger than 16 MiB, the most navgen reads as a flow file\n"))
            #expect(output.stdout.isEmpty)
        }
    }

    @Test func anOverLongURLLineIsReportedByItsPrefixAndLengthAndTheNextLineIsRead() throws {
        let long = "recipes://recipes/" + String(repeating: "7", count: 200_000)
        let atLimit = "recipes://recipes/" + String(repeating: "8", count: Self.lineLimit - 18)
        let overLimit = atLimit + "8"
        let comment = "# " + String(repeating: "c", count: 100_000)
        let stdin = [long, "recipes://settings", atLimit, overLimit, comment, "recipes://recipes/1"].joined(
            separator: "\n")
        let output = try ExampleFolders.run(["simulate", Self.recipes, "--urls", "-"], stdin: stdin)
        let prefix = "recipes://recipes/" + String(repeating: "7", count: 46) + "..."
        let lines = output.lines
        try #require(lines.count == 7, "\(lines.map { $0.prefix(100) })")
        #expect(lines[0] == "\(prefix) -> no match: line too long (200018 bytes; the limit is 65536)")
        #expect(lines[1] == "recipes://settings -> settings.settingsMain")
        // A line of exactly the limit is matched as any line is (its id is too big for an Int).
        #expect(lines[2].hasPrefix("\(atLimit) -> no match: ") && !lines[2].contains("line too long"))
        #expect(
            lines[3] == "recipes://recipes/" + String(repeating: "8", count: 46)
                + "... -> no match: line too long (65537 bytes; the limit is 65536)")
        #expect(lines[4] == "recipes://recipes/1 -> recipes.recipeDetail(id: 1, source: nil)")
        #expect(lines[5] == "2 matched, 3 unmatched")
        #expect(lines[6] == "")
        #expect(output.status == 1)
        let json = try ExampleFolders.run(
            ["simulate", Self.recipes, "--urls", "-", "--format", "json"], stdin: long + "\n")
        let first = try #require(
            try JSONSerialization.jsonObject(with: Data(json.lines[0].utf8)) as? [String: Any])
        #expect(first["url"] as? String == prefix)
        #expect(first["ok"] as? Bool == false)
        #expect(first["message"] as? String == "line too long (200018 bytes; the limit is 65536)")
    }

    @Test func theShownPrefixOfALongLineIsCutBetweenCharacters() throws {
        // 18 ASCII bytes, then two-byte characters: byte 64 falls inside one.
        let line = "recipes://recipes/" + String(repeating: "é", count: 40_000)
        let output = try ExampleFolders.run(["simulate", Self.recipes, "--urls", "-"], stdin: line)
        #expect(
            output.lines.first
                == "recipes://recipes/" + String(repeating: "é", count: 23)
                + "... -> no match: line too long (80018 bytes; the limit is 65536)")
    }

    /// The acceptance figure: a 300 MB line (streamed, never kept) in well under 150 MB.
    @Test func aHugeURLLineTakesConstantMemory() throws {
        let folder = try NavGenProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let size = 300 << 20
        let urls = try sparseFile(
            folder, "urls.txt", size: size, head: "recipes://recipes/", tail: "\nrecipes://settings\n")
        let out = folder.appendingPathComponent("out.txt")
        let run = try MeasuredRun.run(
            ["simulate", ExampleFolders.root.appendingPathComponent(Self.recipes).path, "--urls", urls.path],
            stdin: "/dev/null", stdout: out.path)
        let lines = try String(contentsOf: out, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(run.status == 1)
        #expect(run.peakMemory < 150 << 20, "peak \(run.peakMemory >> 20) MiB")
        #expect(lines.count == 3)
        // The NULs of the line are shown as their picture, not echoed.
        #expect(
            lines.first
                == "recipes://recipes/" + String(repeating: "␀", count: 46)
                + "... -> no match: line too long (\(size - 20) bytes; the limit is 65536)")
        #expect(
            lines.dropFirst() == ["recipes://settings -> settings.settingsMain", "1 matched, 1 unmatched"])
    }

    @Test func interactiveReportsAnOverLongLineAndReadsOn() throws {
        let stdin = String(repeating: "x", count: 100_000) + "\npop\npush search(query: \"a\")"
        let output = try ExampleFolders.run(["simulate", Self.recipes, "--interactive"], stdin: stdin)
        #expect(output.status == 0)
        #expect(output.lines.contains("error: line too long (100000 bytes; the limit is 65536): ignored"))
        #expect(output.stdout.contains("error: 'pop' refused"))
        // The last line has no line break: it is read all the same.
        #expect(output.lines.contains("top: recipes.search(query: \"a\", page: nil)"))
        #expect(!output.stdout.contains("xxxxxxxx"))
    }
}
