/// `navgen generate` as a pure function: a validated spec in, file names and
/// contents out. Writing them is the file-system layer's job.
public enum CodeGenerator {
    /// Renders every file for `spec`: the navigation file first, then one skeleton
    /// per coordinator in spec order (none with `ui: none`).
    ///
    /// The spec must have passed validation. Problems that only generation can see
    /// (a deep link whose back stack needs a param its URL lacks, when the validator
    /// did not catch it) come back as findings in `GenerationFailure`. `simulator`, the
    /// spec's own (``Simulator/init(validated:)``), saves searching its deep links again.
    public static func generate(
        _ spec: NavigationSpec, options: GenerateOptions, simulator: Simulator? = nil
    ) throws(GenerationFailure) -> [GeneratedFile] {
        let model = AppModel(spec: spec)
        let renderer = SwiftRenderer()
        let navigation: SwiftFile
        do {
            navigation = try NavigationFileBuilder(model: model, access: options.access, simulator: simulator)
                .build()
        } catch let error as GenerationError {
            throw GenerationFailure(findings: error.findings)
        } catch {
            throw GenerationFailure(findings: [
                Finding(file: spec.file, location: .start, rule: .deeplinkUnbuildable, message: "\(error)")
            ])
        }
        var files = [
            GeneratedFile(
                name: model.names.navigationFile, contents: renderer.render(navigation), kind: .navigation)
        ]
        for skeleton in SkeletonBuilder.files(model: model, options: options) {
            files.append(
                GeneratedFile(name: skeleton.name, contents: renderer.render(skeleton.file), kind: .skeleton))
        }
        return files
    }
}

/// What `navgen generate` produces, before any defaults from the command line.
public struct GenerateOptions: Sendable, Hashable {
    public var ui: UIFramework
    public var access: AccessLevel

    public init(ui: UIFramework = .swiftui, access: AccessLevel = .internal) {
        self.ui = ui
        self.access = access
    }
}

/// One output file, named relative to the output folder.
public struct GeneratedFile: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `<App>Navigation.swift`: always rewritten, checked by `--check`.
        case navigation
        /// `<Coordinator>Coordinator.swift`: written once, then the app's own.
        case skeleton
    }

    public var name: String
    public var contents: String
    public var kind: Kind

    public init(name: String, contents: String, kind: Kind) {
        self.name = name
        self.contents = contents
        self.kind = kind
    }
}

/// Generation refused: the findings say why, as validation's do.
public struct GenerationFailure: Error, Sendable {
    public var findings: [Finding]
}
