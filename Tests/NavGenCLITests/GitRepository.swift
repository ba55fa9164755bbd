import Foundation
import Testing

/// A throwaway git repository for the tests of `REV:PATH` operands.
enum GitRepository {
    /// Runs git in `folder`; a failing git fails the test.
    static func git(_ arguments: [String], in folder: URL) throws {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git"] + arguments
        git.currentDirectoryURL = folder
        try git.run()
        git.waitUntilExit()
        #expect(git.terminationStatus == 0, "git \(arguments)")
    }

    /// A clone of `folder`'s repository into `clone` that has none of the files'
    /// contents (`--filter=blob:none`), and whose origin is an ssh URL reached with
    /// `ssh`: reading a file's contents in it would fetch them, running `ssh`.
    static func partialClone(of folder: URL, into clone: URL, ssh: URL) throws {
        try git(["config", "uploadpack.allowFilter", "true"], in: folder)
        try git(
            ["clone", "-q", "--no-checkout", "--filter=blob:none", "file://" + folder.path, clone.path],
            in: folder)
        try git(["config", "core.sshCommand", ssh.path], in: clone)
        try git(["remote", "set-url", "origin", "ssh://example.invalid/navgen.git"], in: clone)
    }

    /// Stages `paths` and commits them, under a name of its own (CI has no git identity).
    static func commit(_ paths: [String], in folder: URL) throws {
        try git(["add"] + paths, in: folder)
        try git(
            ["-c", "user.name=navgen", "-c", "user.email=navgen@example.com", "commit", "-q", "-m", "v"],
            in: folder)
    }
}
