/// `navgen generate` as a pure function: a validated spec in, file names and
/// contents out. Writing them is the file-system layer's job.
package enum CodeGenerator {
    /// Renders every file for `spec`: the navigation file first, then one skeleton
    /// per coordinator in spec order (none with `ui: none`).
    ///
    /// The spec must have passed validation. Problems that only generation can see
    /// (a deep link whose back stack needs a param its URL lacks, when the validator
    /// did not catch it), and file names that would clash on disk even when `rules:`
    /// turned `name-collision` off, come back as findings in `GenerationFailure`.
    package static func generate(
        _ spec: NavigationSpec, options: GenerateOptions
    ) throws(GenerationFailure) -> [GeneratedFile] {
        try generate(NavigationModel(spec), deepLinks: nil, options: options)
    }

    /// The files of a spec resolved into `model`. `deepLinks`, the analysis the
    /// pipeline ran for the rules (``Pipeline/generatedFiles(_:)``), gives each
    /// pattern's back stack without searching again.
    static func generate(
        _ model: NavigationModel, deepLinks: DeepLinkAnalysis?, options: GenerateOptions
    ) throws(GenerationFailure) -> [GeneratedFile] {
        let spec = model.spec
        let names = GeneratedNames(app: spec.app.value, prefix: options.typePrefix)
        let plan = GeneratedFilePlan.files(of: spec, names: names).filter {
            $0.kind == .navigation || options.ui != .none
        }
        // Checked again whatever `rules:` says of `name-collision`: two of these
        // files on one case-insensitive disk would lose one of them.
        let clashes = GeneratedFileNameCheck.findings(plan, in: spec.files)
        guard clashes.isEmpty else { throw GenerationFailure(findings: clashes) }
        let router = deepLinks?.router
        let model = AppModel(model: model, typePrefix: options.typePrefix)
        let index = SkeletonIndex(model: model)
        let renderer = SwiftRenderer()
        var files: [GeneratedFile] = []
        files.reserveCapacity(plan.count)
        for file in plan {
            switch file.content {
            case .navigation:
                let navigation = try navigationFile(model, options: options, router: router)
                files.append(
                    GeneratedFile(name: file.name, contents: renderer.render(navigation), kind: .navigation))
            case .skeleton(let coordinator):
                guard
                    let skeleton = SkeletonBuilder.file(
                        named: file.name, for: coordinator, index: index, options: options)
                else { continue }
                files.append(
                    GeneratedFile(name: file.name, contents: renderer.render(skeleton), kind: .skeleton))
            case .rootCoordinator:
                guard
                    let skeleton = SkeletonBuilder.rootCoordinatorFile(
                        named: file.name, index: index, options: options)
                else { continue }
                files.append(
                    GeneratedFile(name: file.name, contents: renderer.render(skeleton), kind: .skeleton))
            }
        }
        return files
    }

    private static func navigationFile(
        _ model: AppModel, options: GenerateOptions, router: DeepLinkRouter?
    ) throws(GenerationFailure) -> SwiftFile {
        do {
            return try NavigationFileBuilder(model: model, access: options.access, router: router)
                .build()
        } catch let error as GenerationError {
            throw GenerationFailure(findings: error.findings)
        } catch {
            throw GenerationFailure(findings: [
                Finding(
                    file: model.spec.file, location: .start, rule: .deeplinkUnbuildable, message: "\(error)")
            ])
        }
    }
}

/// What `navgen generate` produces, before any defaults from the command line.
package struct GenerateOptions: Sendable, Hashable {
    package var ui: UIFramework
    package var access: AccessLevel
    /// The oldest iOS the skeletons must build for.
    package var minimumOS: MinimumOS
    /// Put before every generated type name (and so every file name); empty for none.
    package var typePrefix: String

    package init(
        ui: UIFramework = .swiftui, access: AccessLevel = .internal, minimumOS: MinimumOS = .iOS17,
        typePrefix: String = ""
    ) {
        self.ui = ui
        self.access = access
        self.minimumOS = minimumOS
        self.typePrefix = typePrefix
    }
}

/// One output file, named relative to the output folder.
package struct GeneratedFile: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// `<App>Navigation.swift`: always rewritten, checked by `--check`.
        case navigation
        /// `<Coordinator>Coordinator.swift`: written once, then the app's own.
        case skeleton
    }

    package var name: String
    package var contents: String
    package var kind: Kind

    package init(name: String, contents: String, kind: Kind) {
        self.name = name
        self.contents = contents
        self.kind = kind
    }
}

/// Generation refused: the findings say why, as validation's do.
package struct GenerationFailure: Error, Sendable {
    package var findings: [Finding]
}
