import Foundation
import NavGenKit
import Testing

/// Every name the generated code uses for itself (``NameVocabulary``: collected from
/// its own output, the stand-in frameworks and the `@Observable` expansion), in
/// every place a spec name goes (``NameSlot``), either is refused by validation with
/// a finding at its definition, or generates code that compiles: the navigation
/// file under Swift 6 with warnings as errors, and the skeletons of both UIs
/// against the stand-ins (docs/spec.md, Names).
///
/// Names are batched: a test case per slot (a coordinator's and a tab bar's in two),
/// its names in specs of at most ``NameSlot/namesPerSpec`` each, every spec compiled
/// once per UI with `-wmo` (one frontend job each); the type prefixes in two more.
@Suite struct HostileNameTests {
    static let vocabulary: Result<NameVocabulary, FixtureError> = {
        do {
            return .success(try NameVocabulary.collect(standIns: try StandInModules.folder.get()))
        } catch let error as FixtureError {
            return .failure(error)
        } catch {
            return .failure(FixtureError("\(error)"))
        }
    }()

    /// Slots and batch numbers: a coordinator brings a whole skeleton, so its names
    /// are split over several specs.
    static let batches: [(NameSlot, Int)] = NameSlot.allCases.flatMap { slot in
        (0..<slot.batches).map { (slot, $0) }
    }

    @Test func theVocabularyHoldsTheBuildersNames() throws {
        let names = Set(try Self.vocabulary.get().names)
        // Members, locals, nested types and framework types of both skeletons, and
        // what `@Observable` adds: if these are missing, the collection is broken.
        let expected = [
            "path", "sheet", "cover", "present", "apply", "open", "stackPath", "onFinish", "destination",
            "flow", "navigationController", "viewController", "makeViewController", "rootViewController",
            "style", "Presentation", "RootView", "View", "Text", "NavigationStack", "UIViewController", "URL",
            "ObservationRegistrar", "withMutation", "allCases", "hashValue", "description",
            "accessibilityLabel",
        ]
        #expect(expected.filter { !names.contains($0) } == [])
    }

    @Test func theLexerReadsCodeNotCommentsOrText() {
        let source = """
            @Observable final class `Type` { // path
                /* sheet /* cover */ */ let a = "b \\(c.d) e" + $0 + 12
            }
            #if canImport(UIKit)
            """
        #expect(
            SwiftIdentifiers.identifiers(in: source)
                == ["Observable", "final", "class", "Type", "let", "a", "c", "d", "canImport", "UIKit"])
    }

    @Test(arguments: batches)
    func everyNameIsRefusedOrCompiles(_ slot: NameSlot, _ batch: Int) throws {
        let standIns = try StandInModules.folder.get()
        let vocabulary = try Self.vocabulary.get()
        let candidates = slot.candidates(vocabulary.names, fixture: vocabulary.fixture)
        let size = (candidates.count + slot.batches - 1) / slot.batches
        let names = Array(candidates.dropFirst(batch * size).prefix(size))
        #expect(names.count > 10, "the vocabulary gives \(slot) too few names: \(names)")
        // Coordinators in specs of a few: their compile time grows faster than their count.
        let parts = slot.namesPerSpec.map { (names.count + $0 - 1) / $0 } ?? 1
        for part in 0..<parts {
            let share = (names.count + parts - 1) / parts
            let chunk = Array(names.dropFirst(part * share).prefix(share))
            try check(chunk, slot, "\(slot) #\(batch).\(part)", vocabulary: vocabulary, standIns: standIns)
        }
    }

    /// Validation refuses each name where it is written, or the spec of the rest compiles.
    func check(
        _ names: [String], _ slot: NameSlot, _ label: String, vocabulary: NameVocabulary, standIns: URL
    ) throws {
        // Validation: every error is a refusal of one of the names, where it is written.
        let first = slot.spec(names, fixture: vocabulary.fixtureText)
        #expect(first.missingAnchors == [], "\(label): the fixture lost the lines names are added at")
        let report = Validator.validate(Array(first.text.utf8), file: "navgen.yaml")
        var refused: Set<String> = []
        var notTabs: Set<String> = []
        var seen: Set<Int> = []
        for finding in report.findings where finding.severity == .error {
            let spot = "\(finding.location.line):\(finding.location.column)"
            guard
                let index = first.places.firstIndex(where: {
                    $0.line == finding.location.line && $0.column == finding.location.column
                })
            else {
                Issue.record("\(label): a finding not at a name's definition, \(spot): \(finding.message)")
                continue
            }
            let place = first.places[index]
            #expect(seen.insert(index).inserted, "\(label): two findings for '\(place.name)' at \(spot)")
            #expect(
                [RuleID.invalidName, .nameCollision].contains(finding.rule),
                "\(label) '\(place.name)': \(finding.rule)")
            #expect(finding.message.contains("'\(place.name)'"), "\(label): \(finding.message)")
            #expect(
                Self.suggestion(in: finding.help) != nil,
                "\(label) '\(place.name)': help \(finding.help ?? "none")")
            if place.isTab {
                notTabs.insert(place.name)
            } else {
                refused.insert(place.name)
            }
        }

        // The rest generates code that compiles, whatever the UI and the access level.
        let accepted = names.filter { !refused.contains($0) }
        let second = slot.spec(accepted, fixture: vocabulary.fixtureText, notTabs: notTabs)
        let valid = Validator.validate(Array(second.text.utf8), file: "navgen.yaml")
        let errors = valid.findings.filter { $0.severity == .error }.map { "\($0.location): \($0.message)" }
        #expect(errors == [], "\(label): the accepted names still have findings")
        let spec = try #require(valid.spec)
        for (ui, access) in [(UIFramework.swiftui, AccessLevel.public), (.uikit, .internal)] {
            let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui, access: access))
            let folder = try CodeGenFixtures.temporaryFolder()
            let types = folder.appendingPathComponent("CustomTypes.swift")
            try Data(CodeGenFixtures.customTypes(named: second.customTypes).utf8).write(to: types)
            let sources = try CodeGenFixtures.write(files, to: folder) + [types]
            let outcome = try SwiftCompiler.typecheck(sources, flags: ["-wmo", "-I", standIns.path])
            #expect(
                outcome.succeeded,
                "\(label) (\(ui), \(access)) in \(folder.path):\n\(outcome.excerpt)")
            if outcome.succeeded { try? FileManager.default.removeItem(at: folder) }
        }
    }

    /// `generate.typePrefix` goes before every generated type's name, one prefix per
    /// spec: Swift's type keywords and modules, the vocabulary's short type names, and
    /// any prefix that would spell a generated type like a name the code uses. The
    /// prefixes are valid, so none may be refused; each batch compiles as one module,
    /// which holds several prefixes' types side by side.
    @Test(arguments: 0..<2)
    func everyTypePrefixCompiles(_ batch: Int) throws {
        let standIns = try StandInModules.folder.get()
        let vocabulary = try Self.vocabulary.get()
        let candidates = try TypePrefixes.candidates(vocabulary)
        let prefixes = candidates.enumerated().filter { $0.offset % 2 == batch }.map(\.element)
        #expect(prefixes.count > 10, "too few prefixes: \(prefixes)")
        #expect(
            TypePrefixes.clashes(prefixes, generated: try TypePrefixes.generatedTypes(vocabulary)) == [],
            "two prefixes spell a type alike: they cannot share a module")
        for (ui, access) in [(UIFramework.swiftui, AccessLevel.public), (.uikit, .internal)] {
            let folder = try CodeGenFixtures.temporaryFolder()
            var sources: [URL] = []
            for prefix in prefixes {
                let text = TypePrefixes.spec(vocabulary.fixtureText, prefix: prefix)
                let report = Validator.validate(Array(text.utf8), file: "navgen.yaml")
                let errors = report.findings.filter { $0.severity == .error }.map(\.message)
                #expect(errors == [], "typePrefix \(prefix)")
                let spec = try #require(report.spec)
                let options = GenerateOptions(ui: ui, access: access, typePrefix: prefix)
                sources += try CodeGenFixtures.write(
                    CodeGenerator.generate(spec, options: options), to: folder)
            }
            #expect(
                Set(sources.map(\.lastPathComponent)).count == sources.count, "two prefixes wrote one file")
            let types = folder.appendingPathComponent("CustomTypes.swift")
            try Data(CodeGenFixtures.customTypes(named: ["Item"]).utf8).write(to: types)
            let outcome = try SwiftCompiler.typecheck(
                sources + [types], flags: ["-wmo", "-I", standIns.path])
            #expect(
                outcome.succeeded,
                "prefixes \(prefixes) (\(ui), \(access)) in \(folder.path):\n\(outcome.excerpt)")
            if outcome.succeeded { try? FileManager.default.removeItem(at: folder) }
        }
    }

    /// The spelling a help line proposes: `rename it 'x'`, `e.g. 'ShopText'`.
    static func suggestion(in help: String?) -> String? {
        guard let help else { return nil }
        let parts = help.split(separator: "'", omittingEmptySubsequences: false)
        return parts.dropFirst().dropLast().first {
            NamePattern.identifier.matches($0) || NamePattern.typeName.matches($0)
        }
        .map(String.init)
    }
}
