import Foundation
import NavGenKit

/// Specs and folders the code-generation tests use.
enum CodeGenFixtures {
    /// This folder's `Fixtures`.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `examples/*/navgen.yaml`, by folder name.
    static var examples: [String] {
        let examples = packageRoot.appendingPathComponent("examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        return names.sorted().filter {
            FileManager.default.fileExists(atPath: examples.appendingPathComponent("\($0)/navgen.yaml").path)
        }
    }

    /// The specs written for code generation: keywords, odd literals, every param type,
    /// a flow whose input is named like the flow.
    static let specials = [
        "keywords", "literals", "types", "minimal", "spellings", "thens", "opening", "alerts", "sets",
        "settop", "setwiring", "guards", "conditions", "gate", "hosts", "rest-and-literals",
        "rest-guarded", "otherwise-alert", "vault", "onscreen", "flowinput", "actions", "actions-guarded",
        "letter-case", "letter-case-host", "required-items", "fragments", "set-values", "scopes",
        "redirects", "redirects-guarded",
        "constrained", "constrained-case", "taboutcomes", "starts", "replace", "replace-guarded", "fallbacks",
        "adaptive", "adaptive-plain", "stay-requires", "nested-then-tab", "roots", "roots-waiting",
        "roots-open", "roots-web", "go", "recursive", "opening-source", "roots-go",
        "events", "condition-params", "splits",
    ]

    /// The size classes a spec's links are compared in: both for a spec whose items
    /// adapt, else compact alone (its states are the same in both).
    static func sizeClasses(of spec: NavigationSpec) -> [SizeClass] {
        NavigationModel(spec).usesAdaptiveStyles ? SizeClass.allCases : [.compact]
    }

    /// Feature fixtures that the other tests share, by name: their folder under
    /// `Tests/NavGenKitTests/Fixtures`.
    static let features = ["alerts": "Alerts", "conditions": "Conditions"]

    /// A spec file by name: an example folder, a feature fixture or one of `Fixtures/specs`.
    static func specURL(_ name: String) -> URL {
        if let feature = features[name] {
            return folder.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fixtures/\(feature)/navgen.yaml")
        }
        if specials.contains(name) {
            return folder.appendingPathComponent("specs/\(name).yaml")
        }
        return packageRoot.appendingPathComponent("examples/\(name)/navgen.yaml")
    }

    /// Loads and validates a spec; fails the test when it has errors.
    static func spec(_ name: String) throws -> NavigationSpec {
        try spec(contentsOf: specURL(name))
    }

    static func spec(contentsOf url: URL) throws -> NavigationSpec {
        let bytes = [UInt8](try Data(contentsOf: url))
        let report = Validator.validate(
            bytes, file: url.lastPathComponent,
            includes: FolderSpecSources(folder: url.deletingLastPathComponent()))
        guard report.isUsable, let spec = report.spec else {
            throw FixtureError("\(url.lastPathComponent) is not usable: \(report.findings.map(\.message))")
        }
        return spec
    }

    static func spec(
        text: String, file: String = "navgen.yaml", includes: any SpecSources = SpecLoader.noIncludes
    ) throws -> NavigationSpec {
        let report = Validator.validate(Array(text.utf8), file: file, includes: includes)
        guard report.isUsable, let spec = report.spec else {
            throw FixtureError("spec is not usable: \(report.findings.map(\.message))")
        }
        return spec
    }

    /// A scratch folder for one test, inside the run's scratch root (removed when the
    /// test process exits, so runs leave nothing behind in the temporary folder).
    static func temporaryFolder() throws -> URL {
        let url = ScratchRoot.url.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes generated files into a folder and returns their URLs, in order.
    @discardableResult
    /// Writes generated files to compile them: skeletons as on iOS
    /// (``StandInModules/asOnIOS(_:)``), so that the stand-ins type-check them.
    static func write(_ files: [GeneratedFile], to folder: URL) throws -> [URL] {
        try files.map { file in
            let url = folder.appendingPathComponent(file.name)
            try Data(StandInModules.asOnIOS(file.contents).utf8).write(to: url)
            return url
        }
    }

    /// Writes `files` and the spec's custom param types into a new temporary folder:
    /// the sources of one module that type-checks as the app's would.
    static func writeModule(_ files: [GeneratedFile], of spec: NavigationSpec) throws -> [URL] {
        let folder = try temporaryFolder()
        return try write(files, to: folder) + [try writeCustomTypes(of: spec, to: folder)]
    }

    /// Stand-ins for the app's own param types (`Recipe`), which the generated code
    /// requires to be Hashable, Codable and Sendable.
    static func customTypes(of spec: NavigationSpec) -> String {
        customTypes(named: customTypeNames(of: spec))
    }

    /// The names of the app's own param types in `spec`.
    static func customTypeNames(of spec: NavigationSpec) -> Set<String> {
        var names: Set<String> = []
        for coordinator in spec.coordinators {
            for route in coordinator.routes {
                for param in route.params {
                    if case .custom(let name) = param.type.value.base { names.insert(name) }
                }
            }
        }
        return names
    }

    /// Declarations of app types with these names. The conformances are spelled in
    /// full, so that a type may be called `Hashable`: the name tests then see what
    /// such a type does to the generated code, not to its own declaration. They are
    /// `nonisolated`, as docs/spec.md asks of an app whose default isolation is the
    /// main actor: the generated state's conformances use theirs from any isolation.
    static func customTypes(named names: Set<String>) -> String {
        names.sorted().map {
            "public nonisolated struct \($0): Swift.Hashable, Swift.Codable, Swift.Sendable { public init() {} }\n"
        }
        .joined()
    }

    /// Writes the custom-type stand-ins of a spec next to generated files.
    static func writeCustomTypes(of spec: NavigationSpec, to folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("CustomTypes.swift")
        try Data(customTypes(of: spec).utf8).write(to: url)
        return url
    }
}

struct FixtureError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
