import Foundation
import NavGenKit
import Testing

/// The files a release is made of name the version `navgen --version` prints: the docs'
/// snippets, CHANGELOG.md, the Homebrew formula. The version has one definition
/// (`NavGenVersion.current`); these tests name every file that still says another, so a
/// bump cannot leave a snippet behind.
@Suite struct ReleaseFilesTests {
    static let root = ExampleFolders.root

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// README.md, CONTRIBUTING.md, CHANGELOG.md, every page of docs/ and the example
    /// packages: where an adopter copies a version from.
    static var documents: [String] {
        var paths = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md", "examples/RecipesApp/Package.swift"]
        let docs = root.appendingPathComponent("docs")
        let walker = FileManager.default.enumerator(atPath: docs.path)
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".md") { paths.append("docs/" + path) }
        }
        return paths.sorted()
    }

    /// Every navgen version a text names, on lines about navgen, a tag or a `ref:`:
    /// `from: "1.0.0"` (and `add-dependency … --from 1.0.0`), the tag `v1.0.0` (not a git `REV:PATH` such as an app's
    /// `v2.3.0:navgen.yaml`), and release files `navgen-1.0.0-macos.tar.gz`.
    static func versionsNamed(in text: String) -> [(line: Int, version: String)] {
        let fromPackage = /from:?\s*"?(\d+\.\d+\.\d+)/
        let tag = /\bv(\d+\.\d+\.\d+)\b(?!:)/
        let releaseFile = /navgen-(\d+\.\d+\.\d+)/
        var found: [(Int, String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains("navgen") || line.contains("tag") || line.contains("ref:") {
            found += line.matches(of: fromPackage).map { (index + 1, String($0.1)) }
            found += line.matches(of: tag).map { (index + 1, String($0.1)) }
            found += line.matches(of: releaseFile).map { (index + 1, String($0.1)) }
        }
        return found
    }

    @Test func everyDocumentNamesTheCurrentVersion() throws {
        var named = 0
        for path in Self.documents {
            for (line, version) in Self.versionsNamed(in: try Self.text(path)) {
                named += 1
                #expect(
                    version == NavGenVersion.current,
                    "\(path):\(line) names navgen \(version), but navgen --version is \(NavGenVersion.current)"
                )
            }
        }
        // The README's dependency line, docs/xcode.md's and CHANGELOG.md's links at least.
        #expect(named >= 4)
    }

    @Test func aSnippetOfAnotherVersionIsFound() {
        let snippet = """
            .package(url: "https://github.com/OWNER/navgen", from: "0.9.0"),
            .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
                      ref: v0.9.1
            swift package add-dependency https://github.com/OWNER/navgen --from 0.9.4
            From the tag v0.9.2 on, navgen-0.9.3-macos.tar.gz installs in a second.
            `navgen diff v2.3.0:App/navgen.yaml navgen.yaml` compares an app's tag.
            """
        let versions = Self.versionsNamed(in: snippet)
        #expect(versions.map(\.version) == ["0.9.0", "0.9.1", "0.9.4", "0.9.2", "0.9.3"])
        #expect(versions.map(\.line) == [1, 3, 4, 5, 5])
    }

    /// The newest release section is the current version's, dated, with its link.
    @Test func changelogOpensWithTheCurrentRelease() throws {
        let changelog = try Self.text("CHANGELOG.md")
        let releases = changelog.split(separator: "\n").filter {
            $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]")
        }
        let newest = try #require(releases.first)
        #expect(
            newest.wholeMatch(of: /## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}/)?.1
                == Substring(NavGenVersion.current))
        let releasePage = "\(NavGenRelease.repositoryURL)/releases/tag/\(NavGenRelease.tag)"
        #expect(changelog.contains("[\(NavGenVersion.current)]: \(releasePage)"))
        #expect(changelog.contains("## [Unreleased]"))
    }

    /// The formula builds the current tag from source, with libyaml, and tests the
    /// version; `ruby -c` checks its syntax where Ruby is installed.
    @Test func homebrewFormulaBuildsTheCurrentTag() throws {
        let formula = try Self.text("Formula/navgen.rb")
        #expect(formula.contains("class Navgen < Formula"))
        #expect(formula.contains("homepage \"\(NavGenRelease.repositoryURL)\""))
        #expect(formula.contains("url \"\(NavGenRelease.repositoryURL).git\", tag: \"\(NavGenRelease.tag)\""))
        #expect(formula.contains("depends_on \"libyaml\""))
        #expect(formula.contains("\"swift\", \"build\""))
        #expect(formula.contains("navgen --version"))
        guard let ruby = Self.find("ruby") else { return }
        let check = try NavGenProcess.run(
            ["-c", Self.root.appendingPathComponent("Formula/navgen.rb").path], executable: ruby)
        #expect(check.status == 0, "ruby -c Formula/navgen.rb: \(check.stderr)")
    }

    /// Both workflows are YAML; the release runs on version tags, builds each platform,
    /// and publishes only after every build.
    @Test func workflowsParseAndReleaseRunsOnTags() throws {
        for path in [".github/workflows/ci.yml", ".github/workflows/release.yml"] {
            let loaded = YAMLLoader().load(Array(try Self.text(path).utf8), file: path)
            #expect(loaded.findings.isEmpty, "\(path): \(loaded.findings)")
            #expect(loaded.document?.root != nil, "\(path) holds no document")
        }
        let release = try #require(
            YAMLLoader().load(Array(try Self.text(".github/workflows/release.yml").utf8)).document)
        let top = try #require(release.root)
        let trigger = try #require(release.value(of: top, forKey: "on"))
        let push = try #require(release.value(of: trigger, forKey: "push"))
        let tags = try #require(release.value(of: push, forKey: "tags"))
        #expect(release.items(of: tags).map { release[$0].text } == ["v[0-9]+.[0-9]+.[0-9]+"])
        let jobs = try #require(release.value(of: top, forKey: "jobs"))
        #expect(release.entries(of: jobs).map { release[$0.key].text } == ["macos", "linux", "publish"])
        let publish = try #require(release.value(of: jobs, forKey: "publish"))
        let needs = try #require(release.value(of: publish, forKey: "needs"))
        #expect(release.items(of: needs).map { release[$0].text } == ["macos", "linux"])
    }

    /// The release's artifact bundle: SwiftPM's `info.json` names the version and one
    /// variant per binary, each at a path the zip holds, and its checksum is printed.
    @Test func artifactBundleScriptAssemblesABundle() throws {
        guard Self.find("zip") != nil, Self.find("unzip") != nil else { return }
        let folder = try NavGenProcess.temporaryDirectory()
        for name in ["navgen-9.8.7-macos", "navgen-9.8.7-linux-x86_64"] {
            try Data("binary".utf8).write(to: folder.appendingPathComponent(name))
        }
        let script = Self.root.appendingPathComponent(".github/release/artifactbundle.sh").path
        let built = try NavGenProcess.run(
            [
                script, "9.8.7", "dist", "arm64-apple-macosx,x86_64-apple-macosx=navgen-9.8.7-macos",
                "x86_64-unknown-linux-gnu=navgen-9.8.7-linux-x86_64",
            ], executable: "/bin/bash", in: folder)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stdout.wholeMatch(of: /[0-9a-f]{64}\n/) != nil, "no SHA-256 printed: \(built.stdout)")

        let zip = folder.appendingPathComponent("dist/navgen-9.8.7.artifactbundle.zip").path
        let listing = try NavGenProcess.run(["-Z1", zip], executable: Self.find("unzip")!)
        let info = try NavGenProcess.run(
            ["-p", zip, "navgen-9.8.7.artifactbundle/info.json"], executable: Self.find("unzip")!)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any])
        #expect(json["schemaVersion"] as? String == "1.0")
        let navgen = try #require((json["artifacts"] as? [String: Any])?["navgen"] as? [String: Any])
        #expect(navgen["version"] as? String == "9.8.7")
        #expect(navgen["type"] as? String == "executable")
        let variants = try #require(navgen["variants"] as? [[String: Any]])
        #expect(
            variants.compactMap { $0["supportedTriples"] as? [String] }
                == [["arm64-apple-macosx", "x86_64-apple-macosx"], ["x86_64-unknown-linux-gnu"]])
        for variant in variants {
            let path = try #require(variant["path"] as? String)
            #expect(listing.lines.contains("navgen-9.8.7.artifactbundle/" + path), "the zip lacks \(path)")
        }

        let missing = try NavGenProcess.run(
            [script, "9.8.7", "dist", "x86_64-unknown-linux-gnu=nowhere"], executable: "/bin/bash", in: folder
        )
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("nowhere"))
    }

    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
