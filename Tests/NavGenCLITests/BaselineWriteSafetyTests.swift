import Foundation
import Testing

/// `validate --write-baseline` never replaces what it should not: the spec and the
/// files it includes, a link, a device or a FIFO, or a file that is not a baseline
/// (without `--force`).
@Suite struct BaselineWriteSafetyTests {
    private let manager = FileManager.default

    /// Two findings in the main file, one in the included file.
    private static let main = """
        navgen: 1
        app: Demo
        root: main
        include: [feature.yaml]
        coordinators:
          main:
            root: home
            routes:
              home:
                transitions:
                  - push: nowhere
                  - push: elsewhere

        """

    private static let feature = """
        coordinators:
          feature:
            root: start
            routes:
              start:
                transitions:
                  - push: missing

        """

    /// A folder with `navgen.yaml` and the `feature.yaml` it includes.
    private func project() throws -> URL {
        let folder = try NavGenProcess.temporaryDirectory()
        try Data(Self.main.utf8).write(to: folder.appendingPathComponent("navgen.yaml"))
        try Data(Self.feature.utf8).write(to: folder.appendingPathComponent("feature.yaml"))
        return folder
    }

    private func writeBaseline(_ path: String, in folder: URL, _ extra: [String] = []) throws
        -> NavGenProcess.Outcome
    {
        try NavGenProcess.run(["validate", "navgen.yaml", "--write-baseline", path] + extra, in: folder)
    }

    /// What is at a path, without following a link: its type, where a link leads,
    /// and a regular file's bytes.
    private struct Snapshot: Equatable {
        var type: mode_t
        var link: String?
        var bytes: Data?
    }

    private func snapshot(_ url: URL) throws -> Snapshot {
        var info = stat()
        #expect(lstat(url.path, &info) == 0, "\(url.path)")
        let type = info.st_mode & S_IFMT
        return Snapshot(
            type: type,
            link: type == S_IFLNK ? try manager.destinationOfSymbolicLink(atPath: url.path) : nil,
            bytes: type == S_IFREG ? try Data(contentsOf: url) : nil)
    }

    // MARK: - The spec's own files

    /// `--write-baseline navgen.yaml` is a slip for `--baseline`: however the spec
    /// is named (the path again, `./`, a link to it, a hard link), it is refused.
    @Test(arguments: ["navgen.yaml", "./navgen.yaml", "spec-link.json", "hard-link.json"])
    func theSpecIsNeverReplaced(_ destination: String) throws {
        let folder = try project()
        try manager.createSymbolicLink(
            atPath: folder.appendingPathComponent("spec-link.json").path, withDestinationPath: "navgen.yaml")
        try manager.linkItem(
            at: folder.appendingPathComponent("navgen.yaml"),
            to: folder.appendingPathComponent("hard-link.json"))
        let spec = try snapshot(folder.appendingPathComponent("navgen.yaml"))
        let place = try snapshot(folder.appendingPathComponent(destination))
        let outcome = try writeBaseline(destination, in: folder)
        #expect(outcome.status == 2)
        #expect(
            outcome.stderr
                == "navgen: error: cannot write baseline '\(destination)': it is the spec 'navgen.yaml'; write "
                + "the baseline to a file of its own, such as navgen-baseline.json (--baseline is the option "
                + "that reads one)\n")
        #expect(try snapshot(folder.appendingPathComponent("navgen.yaml")) == spec)
        #expect(try snapshot(folder.appendingPathComponent(destination)) == place)
    }

    @Test func anIncludedFileIsNeverReplacedEvenWithForce() throws {
        let folder = try project()
        let feature = try snapshot(folder.appendingPathComponent("feature.yaml"))
        let outcome = try writeBaseline("feature.yaml", in: folder, ["--force"])
        #expect(outcome.status == 2)
        #expect(
            outcome.stderr.hasPrefix(
                "navgen: error: cannot write baseline 'feature.yaml': it is 'feature.yaml', a file the spec includes;"
            ))
        #expect(try snapshot(folder.appendingPathComponent("feature.yaml")) == feature)
    }

    // MARK: - Links, devices and FIFOs

    /// A link to a regular baseline stays a link; its target gets the new findings,
    /// through a temporary file in the target's folder, which is gone afterwards.
    @Test func aLinkToABaselineStaysALinkAndItsTargetIsWritten() throws {
        let folder = try project()
        let shared = folder.appendingPathComponent("shared")
        try manager.createDirectory(at: shared, withIntermediateDirectories: true)
        #expect(try writeBaseline("shared/baseline.json", in: folder).status == 0)
        try manager.createSymbolicLink(
            atPath: folder.appendingPathComponent("b.json").path, withDestinationPath: "shared/baseline.json")
        try Data((Self.main + "          - push: gone\n").utf8).write(
            to: folder.appendingPathComponent("navgen.yaml"))
        let outcome = try writeBaseline("b.json", in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr == "navgen: recorded 4 findings in 'b.json'\n")
        #expect(try snapshot(folder.appendingPathComponent("b.json")).link == "shared/baseline.json")
        let written = try String(contentsOf: shared.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(written.contains("'gone'"))
        #expect(try manager.contentsOfDirectory(atPath: shared.path) == ["baseline.json"])
    }

    /// `--write-baseline /dev/null` through a link: the link is left as it was.
    @Test func aLinkToADeviceStaysALink() throws {
        let folder = try project()
        let link = folder.appendingPathComponent("null.json")
        try manager.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/null")
        let outcome = try writeBaseline("null.json", in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try snapshot(link) == Snapshot(type: S_IFLNK, link: "/dev/null", bytes: nil))
    }

    /// A character device is written into, not renamed over. Making one needs root.
    @Test(.enabled(if: getuid() == 0, "mknod needs root"))
    func aDeviceNodeStaysADevice() throws {
        let folder = try project()
        let device = folder.appendingPathComponent("null")
        var null = stat()
        #expect(stat("/dev/null", &null) == 0)
        try #require(mknod(device.path, S_IFCHR | 0o666, null.st_rdev) == 0, "mknod: \(errno)")
        let outcome = try writeBaseline("null", in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        var info = stat()
        #expect(lstat(device.path, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        #expect(info.st_rdev == null.st_rdev)
    }

    /// `--write-baseline /dev/stdout` prints the baseline: here a link of the test's
    /// own to the process's standard output, which the test reads as a pipe.
    @Test func standardOutputThroughALinkPrintsTheBaseline() throws {
        let folder = try project()
        try manager.createSymbolicLink(
            atPath: folder.appendingPathComponent("stdout.json").path, withDestinationPath: "/dev/fd/1")
        let outcome = try writeBaseline("stdout.json", in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.hasPrefix("{"))
        #expect(outcome.stdout.contains(#""path": "coordinators.main.routes.home.transitions[1].push""#))
        #expect(try snapshot(folder.appendingPathComponent("stdout.json")).link == "/dev/fd/1")
    }

    /// A FIFO someone reads gets the baseline; one no one reads is refused at once
    /// (exit 2) rather than waited on. Either way it stays a FIFO.
    @Test func aFIFOIsWrittenThroughOrRefusedButStaysAFIFO() throws {
        let folder = try project()
        let fifo = folder.appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let unread = try writeBaseline("fifo", in: folder)
        #expect(unread.status == 2)
        #expect(
            unread.stderr
                == "navgen: error: cannot write baseline 'fifo': cannot write './fifo': no program is reading it "
                + "(a FIFO without a reader)\n")
        #expect(try snapshot(fifo).type == S_IFIFO)

        // Opened without waiting, the reader is there before navgen opens the FIFO;
        // the baseline (a few hundred bytes) waits in the pipe's buffer.
        let reader = open(fifo.path, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        let read = try writeBaseline("fifo", in: folder)
        #expect(read.status == 0, "\(read.stderr)")
        var bytes = [UInt8](repeating: 0, count: 1 << 16)
        let count = read.status == 0 ? Foundation.read(reader, &bytes, bytes.count) : 0
        let text = String(decoding: bytes[0..<max(count, 0)], as: UTF8.self)
        #expect(text.contains(#""path": "coordinators.main.routes.home.transitions[1].push""#))
        #expect(try snapshot(fifo).type == S_IFIFO)
    }

    // MARK: - Files that are not baselines

    @Test func aFileThatIsNotABaselineNeedsForce() throws {
        let folder = try project()
        let notes = folder.appendingPathComponent("notes.txt")
        try Data("my notes\n".utf8).write(to: notes)
        let refused = try writeBaseline("notes.txt", in: folder)
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == "navgen: error: 'notes.txt' is not a navgen baseline; writing the baseline would replace it: "
                + "name another file, or pass --force to replace it\n")
        #expect(try Data(contentsOf: notes) == Data("my notes\n".utf8))

        let forced = try writeBaseline("notes.txt", in: folder, ["--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOf: notes, encoding: .utf8).contains(#""version": 1"#))
    }

    /// A baseline is replaced by the next one, and an empty file (`touch`, a
    /// shell's `>`) holds nothing to lose: neither needs `--force`.
    @Test func aBaselineOrAnEmptyFileIsReplacedWithoutForce() throws {
        let folder = try project()
        #expect(try writeBaseline("b.json", in: folder).status == 0)
        #expect(try writeBaseline("b.json", in: folder).status == 0)
        try Data().write(to: folder.appendingPathComponent("empty.json"))
        let empty = try writeBaseline("empty.json", in: folder)
        #expect(empty.status == 0, "\(empty.stderr)")
        #expect(
            try Data(contentsOf: folder.appendingPathComponent("empty.json"))
                == Data(contentsOf: folder.appendingPathComponent("b.json")))
    }

    @Test func forceWithoutWriteBaselineIsAUsageError() throws {
        let folder = try project()
        let outcome = try NavGenProcess.run(["validate", "navgen.yaml", "--force"], in: folder)
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("--force only goes with --write-baseline"))
    }
}
