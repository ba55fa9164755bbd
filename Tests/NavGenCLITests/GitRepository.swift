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

    /// Stages `paths` and commits them, under a name of its own (CI has no git identity).
    static func commit(_ paths: [String], in folder: URL) throws {
        try git(["add"] + paths, in: folder)
        try git(
            ["-c", "user.name=navgen", "-c", "user.email=navgen@example.com", "commit", "-q", "-m", "v"],
            in: folder)
    }
}
