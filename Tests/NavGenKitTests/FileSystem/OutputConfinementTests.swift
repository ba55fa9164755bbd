import Foundation
import NavGenKit
import Testing

/// The write-time check of a folder the spec chose: with links followed, it must be
/// inside the spec's folder, whether it exists yet or not.
@Suite struct OutputConfinementTests {
    private let manager = FileManager.default

    /// `root/App` is the spec's folder and `root/Outside` a folder beside it.
    private func project() throws -> (app: String, outside: String) {
        let root = try CodeGenFixtures.temporaryFolder()
        let app = root.appendingPathComponent("App")
        let outside = root.appendingPathComponent("Outside")
        try manager.createDirectory(
            at: app.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try manager.createDirectory(at: outside, withIntermediateDirectories: true)
        return (app.path, outside.path)
    }

    private func link(_ path: String, to destination: String) throws {
        try manager.createSymbolicLink(atPath: path, withDestinationPath: destination)
    }

    @Test(arguments: [
        "Navigation", "Sources", "Sources/App/Navigation", ".", "Sources/../Navigation",
        "Missing/../Sources/x",
    ])
    func foldersInsideTheSpecsFolderPass(_ relative: String) throws {
        let (app, _) = try project()
        _ = try OutputFolder(path: app + "/" + relative).confined(to: app)
    }

    @Test func aLinkInsideTheSpecsFolderThatStaysInsidePasses() throws {
        let (app, _) = try project()
        try link(app + "/Generated", to: "Sources")
        _ = try OutputFolder(path: app + "/Generated/Navigation").confined(to: app)
    }

    /// The folder, one of its parents, or a parent that does not exist yet below a
    /// link: each leads out through a link in the spec's folder.
    @Test(arguments: ["Out", "Out/Navigation", "Out/New/Deeper", "Sources/Up/Outside/x"])
    func aLinkThatLeadsOutIsRefused(_ relative: String) throws {
        let (app, outside) = try project()
        try link(app + "/Out", to: outside)
        try link(app + "/Sources/Up", to: "../..")
        let folder = OutputFolder(path: app + "/" + relative)
        #expect(throws: FileSystemError.self) { try folder.confined(to: app) }
        do {
            _ = try folder.confined(to: app)
        } catch {
            #expect(
                error.message.hasPrefix(
                    "output folder '\(folder.path)' leads out of the spec's folder '\(app)'"))
            #expect(error.message.contains("--output"))
        }
        #expect(try manager.contentsOfDirectory(atPath: outside).isEmpty)
    }

    /// `..` after a link climbs from where the link leads, not from the link: the
    /// text `Sources/Back/Missing/../..` is `Sources`, but on disk it is the
    /// spec's folder's parent.
    @Test func dotDotAfterALinkIsFollowedAsTheSystemFollowsIt() throws {
        let (app, _) = try project()
        try link(app + "/Sources/Back", to: "..")
        #expect(SpecOutputPath.problem(with: "Sources/Back/Missing/../..") == nil)
        #expect(throws: FileSystemError.self) {
            try OutputFolder(path: app + "/Sources/Back/Missing/../..").confined(to: app)
        }
        _ = try OutputFolder(path: app + "/Sources/Back/Missing/..").confined(to: app)
    }

    @Test func theSpecsFolderMayItselfBeReachedThroughALink() throws {
        let (app, outside) = try project()
        let alias = outside + "/AppAlias"
        try link(alias, to: app)
        _ = try OutputFolder(path: alias + "/Navigation").confined(to: alias)
        _ = try OutputFolder(path: app + "/Navigation").confined(to: alias)
        #expect(throws: FileSystemError.self) { try OutputFolder(path: outside + "/x").confined(to: alias) }
    }

    @Test func aLinkLoopNamesTheSystemsReason() throws {
        let (app, _) = try project()
        try link(app + "/Loop", to: "Loop")
        #expect(
            throws: FileSystemError(
                "cannot resolve '\(app)/Loop/Navigation': \(String(cString: strerror(ELOOP)))")
        ) { try OutputFolder(path: app + "/Loop/Navigation").confined(to: app) }
    }
}
