import Foundation
import NavGenKit
import Testing

/// The file operations of `navgen generate`: temporary files of its own, cleaned up
/// after a killed run; the system's reason in every error; a link kept and written
/// through, no special file read or replaced.
@Suite struct OutputFolderTests {
    private let manager = FileManager.default

    private func files(_ navigation: String = "nav v1\n") -> [GeneratedFile] {
        [
            GeneratedFile(name: "AppNavigation.swift", contents: navigation, kind: .navigation),
            GeneratedFile(name: "MainCoordinator.swift", contents: "skeleton v1\n", kind: .skeleton),
        ]
    }

    private func names(in folder: URL) throws -> [String] {
        try manager.contentsOfDirectory(atPath: folder.path).sorted()
    }

    // MARK: - Temporary files

    /// What a run killed between creating its temporary file and renaming it leaves.
    @Test func theNextRunRemovesWhatAKilledRunLeft() throws {
        let folder = try CodeGenFixtures.temporaryFolder()
        let output = GeneratedOutput(files: files(), folder: OutputFolder(path: folder.path))
        _ = try output.write(force: false)
        let leftovers = [".navgen-tmp-0123456789abcdef", ".navgen-tmp-ffffffffffffffff"]
        for name in leftovers {
            try Data(repeating: 7, count: 100_000).write(to: folder.appendingPathComponent(name))
        }
        #expect(try output.write(force: false).map(\.action) == [.unchanged, .kept])
        #expect(try names(in: folder) == ["AppNavigation.swift", "MainCoordinator.swift"])
    }

    /// Only files navgen names and no running navgen holds: nothing of the user's,
    /// even when it looks alike, and nothing behind a link.
    @Test func onlyNavgensOwnUnheldTemporaryFilesAreRemoved() throws {
        let folder = try CodeGenFixtures.temporaryFolder()
        let outside = try CodeGenFixtures.temporaryFolder().appendingPathComponent("precious.txt")
        try Data("mine".utf8).write(to: outside)
        let lookalikes = [
            ".navgen-tmp-notours", ".navgen-tmp-0123456789ABCDEF", ".navgen-tmp-0123456789abcdef0",
            ".navgen-tmp-0123456789abcde", "navgen-tmp-0123456789abcdef", ".navgen-tmp-0123456789abcdeg",
            "AppNavigation.swift.navgen-tmp-0123456789abcdef",
        ]
        for name in lookalikes { try Data("user".utf8).write(to: folder.appendingPathComponent(name)) }
        try manager.createDirectory(
            at: folder.appendingPathComponent(".navgen-tmp-1111111111111111"),
            withIntermediateDirectories: false)
        try manager.createSymbolicLink(
            atPath: folder.appendingPathComponent(".navgen-tmp-2222222222222222").path,
            withDestinationPath: outside.path)
        _ = try GeneratedOutput(files: files(), folder: OutputFolder(path: folder.path)).write(force: false)
        let expected =
            lookalikes + [
                ".navgen-tmp-1111111111111111", ".navgen-tmp-2222222222222222", "AppNavigation.swift",
                "MainCoordinator.swift",
            ]
        #expect(try names(in: folder) == expected.sorted())
        #expect(try String(contentsOf: outside, encoding: .utf8) == "mine")
    }

    /// A temporary file another navgen is still writing (it holds the file's lock)
    /// stays; once the lock is gone, the next run removes it.
    @Test func aTemporaryFileARunningNavgenHoldsStays() throws {
        let folder = try CodeGenFixtures.temporaryFolder()
        let held = folder.appendingPathComponent(".navgen-tmp-abcdefabcdefabcd")
        try Data("half".utf8).write(to: held)
        let descriptor = open(held.path, O_RDWR)
        try #require(descriptor >= 0)
        #expect(flock(descriptor, LOCK_EX) == 0)
        let output = GeneratedOutput(files: files(), folder: OutputFolder(path: folder.path))
        _ = try output.write(force: false)
        #expect(manager.fileExists(atPath: held.path))
        close(descriptor)
        _ = try output.write(force: false)
        #expect(!manager.fileExists(atPath: held.path))
    }

    /// The temporary name does not grow with the target's: a file name of exactly
    /// 255 bytes is written, and nothing is left beside it.
    @Test func aTargetNameOf255BytesIsWritten() throws {
        let folder = try CodeGenFixtures.temporaryFolder()
        let name = String(repeating: "N", count: 255 - ".swift".count) + ".swift"
        let output = GeneratedOutput(
            files: [GeneratedFile(name: name, contents: "long\n", kind: .skeleton)],
            folder: OutputFolder(path: folder.path))
        #expect(try output.write(force: false).map(\.action) == [.created])
        #expect(try names(in: folder) == [name])
        #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == "long\n")
    }

    // MARK: - Errors name their cause

    @Test(.enabled(if: geteuid() != 0, "root writes into any folder"))
    func anUnwritableFolderGivesTheSystemsReasonAndThePath() throws {
        let folder = try CodeGenFixtures.temporaryFolder()
        try manager.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        defer { try? manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
        let output = GeneratedOutput(files: files(), folder: OutputFolder(path: folder.path))
        #expect(
            throws: FileSystemError(
                "cannot write '\(folder.path)/AppNavigation.swift': \(String(cString: strerror(EACCES)))")
        ) { try output.write(force: false) }
        let nested = GeneratedOutput(
            files: files(), folder: OutputFolder(path: folder.appendingPathComponent("Sub/Navigation").path))
        #expect(
            throws: FileSystemError(
                "cannot create folder '\(folder.path)/Sub': \(String(cString: strerror(EACCES)))")
        ) { try nested.write(force: false) }
    }

    /// Failures root cannot get around, each with the system's words.
    @Test func pathProblemsGiveTheSystemsReasonAndThePath() throws {
        let folder = try CodeGenFixtures.temporaryFolder()
        let file = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        let underAFile = OutputFolder(path: file.path + "/Navigation")
        #expect(
            throws: FileSystemError(
                "cannot use output folder '\(underAFile.path)': \(String(cString: strerror(ENOTDIR)))")
        ) { try GeneratedOutput(files: files(), folder: underAFile).write(force: false) }
        let loop = folder.appendingPathComponent("loop")
        try manager.createSymbolicLink(atPath: loop.path, withDestinationPath: loop.path)
        #expect(
            throws: FileSystemError(
                "cannot use output folder '\(loop.path)': \(String(cString: strerror(ELOOP)))")
        ) { try GeneratedOutput(files: files(), folder: OutputFolder(path: loop.path)).check() }
        let long = OutputFolder(path: folder.appendingPathComponent(String(repeating: "n", count: 300)).path)
        #expect(
            throws: FileSystemError(
                "cannot use output folder '\(long.path)': \(String(cString: strerror(ENAMETOOLONG)))")
        ) { try GeneratedOutput(files: files(), folder: long).write(force: false) }
    }

    // MARK: - Links and special files

    /// A link where a generated file goes stays a link: its target gets the file,
    /// through a temporary file in the target's own folder.
    @Test func aLinkAtTheNavigationFileIsWrittenThrough() throws {
        let folder = try CodeGenFixtures.temporaryFolder()
        let elsewhere = try CodeGenFixtures.temporaryFolder()
        let target = elsewhere.appendingPathComponent("outside.swift")
        try Data("outside\n".utf8).write(to: target)
        let link = folder.appendingPathComponent("AppNavigation.swift")
        try manager.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let output = GeneratedOutput(files: files(), folder: OutputFolder(path: folder.path))
        #expect(try output.write(force: true).map(\.action) == [.wrote, .created])
        #expect(try manager.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8) == "nav v1\n")
        #expect(try names(in: elsewhere) == ["outside.swift"])
    }

    /// In a folder the spec chose, a link must lead into the spec's folder too.
    @Test func aLinkOutOfAConfinedFolderIsRefused() throws {
        let app = try CodeGenFixtures.temporaryFolder()
        let navigation = app.appendingPathComponent("Navigation")
        try manager.createDirectory(at: navigation, withIntermediateDirectories: true)
        let outside = try CodeGenFixtures.temporaryFolder().appendingPathComponent("outside.swift")
        try Data("outside\n".utf8).write(to: outside)
        let link = navigation.appendingPathComponent("AppNavigation.swift")
        try manager.createSymbolicLink(atPath: link.path, withDestinationPath: outside.path)
        let confined = try OutputFolder(path: navigation.path).confined(to: app.path)
        #expect {
            try confined.write("nav v1\n", to: "AppNavigation.swift")
        } throws: { error in
            "\(error)".hasPrefix("cannot write '\(link.path)': it is a symbolic link to '")
                && "\(error)".contains("outside the spec's folder")
        }
        #expect(try String(contentsOf: outside, encoding: .utf8) == "outside\n")
        #expect(try manager.destinationOfSymbolicLink(atPath: link.path) == outside.path)

        let inside = app.appendingPathComponent("Kept.swift")
        try Data("old\n".utf8).write(to: inside)
        try manager.removeItem(at: link)
        try manager.createSymbolicLink(atPath: link.path, withDestinationPath: "../Kept.swift")
        try confined.write("nav v1\n", to: "AppNavigation.swift")
        #expect(try String(contentsOf: inside, encoding: .utf8) == "nav v1\n")
        #expect(try manager.destinationOfSymbolicLink(atPath: link.path) == "../Kept.swift")
    }

    /// A device or a FIFO is written through only when the caller asks, and a FIFO
    /// no one reads is refused at once rather than waited on; neither is replaced.
    @Test func devicesAndFIFOsAreWrittenThroughOrRefusedNeverReplaced() throws {
        let folder = try CodeGenFixtures.temporaryFolder()
        let output = OutputFolder(path: folder.path)
        try manager.createSymbolicLink(
            atPath: folder.appendingPathComponent("null").path, withDestinationPath: "/dev/null")
        try output.write("x", to: "null", streams: .writeThrough)
        #expect(
            try manager.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("null").path)
                == "/dev/null")
        #expect(
            throws: FileSystemError(
                "'\(folder.path)/null' is not a regular file (a character device); remove it to generate the file"
            )
        ) {
            try output.write("x", to: "null")
        }
        let fifo = folder.appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        #expect(
            throws: FileSystemError(
                "cannot write '\(fifo.path)': no program is reading it (a FIFO without a reader)")
        ) {
            try output.write("x", to: "fifo", streams: .writeThrough)
        }
        var info = stat()
        #expect(lstat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(try names(in: folder) == ["fifo", "null"])
    }

    /// A pipe or a device where the navigation file goes is an error, not a read
    /// that never ends.
    @Test func aPipeOrADeviceAtTheNavigationFileIsAnError() throws {
        let folder = try CodeGenFixtures.temporaryFolder()
        let pipe = folder.appendingPathComponent("AppNavigation.swift")
        #expect(mkfifo(pipe.path, 0o644) == 0)
        let output = GeneratedOutput(files: files(), folder: OutputFolder(path: folder.path))
        #expect(
            throws: FileSystemError("'\(pipe.path)' is not a regular file (a device, a pipe or a socket)")
        ) {
            try output.check()
        }
        try manager.removeItem(at: pipe)
        try manager.createSymbolicLink(atPath: pipe.path, withDestinationPath: "/dev/zero")
        #expect(
            throws: FileSystemError("'\(pipe.path)' is not a regular file (a device, a pipe or a socket)")
        ) {
            try output.write(force: false)
        }
    }

    /// Comparing reads no further than the generated text: a file of another size
    /// differs, and one that only starts alike differs too.
    @Test func comparisonsNeedTheWholeFileAndNothingMore() throws {
        let folder = try CodeGenFixtures.temporaryFolder()
        let navigation = OutputFolder(path: folder.path)
        #expect(try navigation.compare("AppNavigation.swift", with: "a") == .missing)
        for (onDisk, expected) in [
            ("abc", .same), ("abd", .different), ("ab", .different), ("abcd", .different),
        ]
            as [(String, OutputFolder.Comparison)]
        {
            try Data(onDisk.utf8).write(to: folder.appendingPathComponent("AppNavigation.swift"))
            #expect(try navigation.compare("AppNavigation.swift", with: "abc") == expected, "\(onDisk)")
        }
        try Data().write(to: folder.appendingPathComponent("Empty.swift"))
        #expect(try navigation.compare("Empty.swift", with: "") == .same)
    }
}
