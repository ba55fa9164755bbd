import Testing

@testable import NavGenKit

/// The names of the files generate writes, checked where the names are defined: a
/// disk must be able to hold each one, and a case-insensitive disk must hold them
/// apart.
@Suite struct GeneratedFileNameTests {
    /// A tabs root whose tabs are one-route stacks with these ids; the first tab's
    /// key is on line 8, each next one 4 lines further.
    private func spec(tabs: [String], app: String = "Demo", extra: String = "") -> String {
        var text = """
            navgen: 1
            app: \(app)
            root: main
            \(extra)coordinators:
              main:
                kind: tabs
                children: [\(tabs.joined(separator: ", "))]

            """
        for tab in tabs {
            text += "  \(tab):\n    root: home\n    routes:\n      home:\n"
        }
        return text
    }

    // MARK: - Case-insensitive collisions

    @Test func skeletonsThatDifferOnlyInCaseCollideAtTheLaterDefinition() {
        let report = validate(spec(tabs: ["fooBar", "foobar"]))
        #expect(report.findings.spots == [Spot(.nameCollision, 12, 3)])
        let finding = report.findings.first
        #expect(
            finding?.message
                == "skeleton file 'FoobarCoordinator.swift' of coordinator id 'foobar' differs only in letter "
                + "case from 'FooBarCoordinator.swift' of coordinator id 'fooBar': a case-insensitive disk "
                + "(macOS's default) holds them as one file")
        #expect(finding?.notes == ["coordinator id 'fooBar' is defined at 8:3"])
        #expect(finding?.help == "rename one of them so that the names differ by more than letter case")
        #expect(!report.isUsable)
    }

    @Test func everyLaterNameOfAGroupPointsAtTheFirst() {
        let report = validate(spec(tabs: ["fooBar", "other", "foobar", "fooBAR"]))
        #expect(report.findings.spots == [Spot(.nameCollision, 16, 3), Spot(.nameCollision, 20, 3)])
        #expect(
            report.findings.map(\.notes) == [
                ["coordinator id 'fooBar' is defined at 8:3"], ["coordinator id 'fooBar' is defined at 8:3"],
            ])
    }

    @Test func namesThatDifferBeyondCaseDoNotCollide() {
        #expect(validate(spec(tabs: ["fooBar", "fooBaz", "foo", "fooBar2"])).findings.isEmpty)
    }

    /// The spec can turn `name-collision` off, but generate still refuses to write
    /// two files that one disk holds as one; with `--ui none` no skeleton is written,
    /// so nothing clashes.
    @Test func generateRefusesTheClashEvenWithTheRuleOff() throws {
        let report = validate(spec(tabs: ["fooBar", "foobar"], extra: "rules: { name-collision: off }\n"))
        #expect(report.findings.isEmpty)
        let spec = try #require(report.spec)
        for ui in [UIFramework.swiftui, .uikit] {
            do {
                _ = try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui))
                Issue.record("generated two skeletons that clash on a case-insensitive disk")
            } catch {
                #expect(error.findings.spots == [Spot(.nameCollision, 13, 3)])
            }
        }
        let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: .none))
        #expect(files.map(\.name) == ["DemoNavigation.swift"])
    }

    /// Every file the generator writes is one the checks saw: the plan is the only
    /// source of generated file names.
    @Test(arguments: [UIFramework.swiftui, .uikit, .none])
    func theGeneratorWritesExactlyThePlannedFiles(_ ui: UIFramework) throws {
        let spec = try #require(validate(spec(tabs: ["recipes", "settings", "profile"])).spec)
        let planned = GeneratedFilePlan.files(of: spec).filter { ui != .none || $0.kind == .navigation }
        let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui))
        #expect(files.map(\.name) == planned.map(\.name))
        #expect(files.map(\.kind) == planned.map(\.kind))
    }

    /// The check covers every pair of generated files, the navigation file too, and
    /// whole-name clashes; names that cannot come from today's naming are fed to it
    /// directly.
    @Test func theCheckComparesEveryPairOfPlannedFiles() {
        func file(_ name: String, _ content: GeneratedFilePlan.Content, _ source: String, line: Int)
            -> GeneratedFilePlan
        {
            GeneratedFilePlan(
                name: name, content: content,
                source: Located(source, at: SourceLocation(line: line, column: 3)))
        }
        let skeleton = GeneratedFilePlan.Content.skeleton(
            Coordinator(id: Located("x", at: .start), kind: .stack, children: [], routes: [], outcomes: []))
        // The navigation file and a skeleton equal up to case; `app` is later in the file.
        let findings = GeneratedFileNameCheck.findings(
            [
                file("AppNavigation.swift", .navigation, "App", line: 30),
                file("APPNAVIGATION.swift", skeleton, "app", line: 10),
            ], in: "navgen.yaml")
        #expect(findings.spots == [Spot(.nameCollision, 30, 3)])
        #expect(findings.first?.notes == ["coordinator id 'app' is defined at 10:3"])
        // The very same name.
        let same = GeneratedFileNameCheck.findings(
            [file("A.swift", .navigation, "A", line: 1), file("A.swift", skeleton, "a", line: 2)],
            in: "navgen.yaml")
        #expect(
            same.map(\.message) == [
                "skeleton file 'A.swift' of coordinator id 'a' is also the navigation file of app name 'A': "
                    + "both would be written to one file"
            ])
        // Unicode case folding and normalization, as APFS compares names.
        for (first, second) in [
            ("Stra\u{DF}e.swift", "STRASSE.swift"), ("Caf\u{E9}.swift", "CAFE\u{301}.swift"),
        ] {
            let unicode = GeneratedFileNameCheck.findings(
                [file(first, skeleton, "a", line: 1), file(second, skeleton, "b", line: 2)], in: "navgen.yaml"
            )
            #expect(unicode.spots == [Spot(.nameCollision, 2, 3)], "\(first) \(second)")
        }
    }

    @Test(arguments: [
        ("FooBar", "foobar"), ("Stra\u{DF}e", "STRASSE"), ("Caf\u{E9}", "CAFE\u{301}"),
        ("\u{3C2}", "\u{3A3}"),
        ("\u{FB01}le", "FILE"), ("\u{212B}", "\u{E5}"),
    ])
    func caseInsensitiveKeysJoinWhatACaseInsensitiveDiskJoins(_ first: String, _ second: String) {
        #expect(FileNames.caseInsensitiveKey(first) == FileNames.caseInsensitiveKey(second))
    }

    @Test(arguments: [("FooBar", "FooBaz"), ("a", "aa"), ("Cafe", "Caf\u{E9}"), ("I", "\u{130}")])
    func caseInsensitiveKeysKeepOtherNamesApart(_ first: String, _ second: String) {
        #expect(FileNames.caseInsensitiveKey(first) != FileNames.caseInsensitiveKey(second))
    }

    // MARK: - Names too long for a file

    /// `<Id>Coordinator.swift` has 17 bytes more than the id: 238 is the longest id.
    @Test func aCoordinatorIdWhoseSkeletonNamePasses255BytesIsAnInvalidName() {
        let longest = "a" + String(repeating: "b", count: 237)
        #expect(validate(spec(tabs: [longest])).findings.isEmpty)
        let id = "a" + String(repeating: "b", count: 249)
        let report = validate(spec(tabs: [id]))
        #expect(report.findings.spots == [Spot(.invalidName, 8, 3)])
        #expect(
            report.findings.first?.message
                == "coordinator id '\(id)' is too long: its skeleton file name would be 267 bytes, "
                + "and a file name may have at most 255")
        #expect(report.findings.first?.help == "shorten it to at most 238 characters")
        #expect(!report.isUsable)
    }

    /// `<App>Navigation.swift` has 16 bytes more than the app name: 239 is the longest.
    @Test func anAppNameWhoseNavigationFileNamePasses255BytesIsAnInvalidName() {
        let longest = "A" + String(repeating: "b", count: 238)
        #expect(validate(spec(tabs: ["home"], app: longest)).findings.isEmpty)
        let app = longest + "c"
        let report = validate(spec(tabs: ["home"], app: app))
        #expect(report.findings.spots == [Spot(.invalidName, 2, 6)])
        #expect(report.findings.first?.help == "shorten it to at most 239 characters")
    }

    /// One finding per root cause: a long name that breaks the naming pattern is
    /// reported for the pattern only, and long names are not also collisions.
    @Test func aLongNameIsReportedOnce() {
        let bad = "a-" + String(repeating: "b", count: 250)
        #expect(validate(spec(tabs: [bad])).findings.spots == [Spot(.invalidName, 8, 3)])
        let long = "a" + String(repeating: "b", count: 250)
        let report = validate(spec(tabs: [long, "aB" + String(repeating: "b", count: 249)]))
        #expect(report.findings.spots == [Spot(.invalidName, 8, 3), Spot(.invalidName, 12, 3)])
    }
}
