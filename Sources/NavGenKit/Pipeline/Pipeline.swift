/// navgen's stages, in order, for one spec: load the YAML, decode the spec, resolve
/// it into the ``NavigationModel``, start the ``DeepLinkAnalysis`` and work out the
/// ``Reachability`` (``ResolvedStages``, each once), check it (the rules, handed those
/// stages built), and emit what the caller asks for from the same stages. The only place that knows the order: the CLI asks a pipeline for its outputs
/// and hands nothing from one library object to another.
package struct Pipeline: Sendable {
    /// The findings, `rules:` and `allow:` applied, and the spec they were found in.
    package let report: Validator.Report
    /// The spec resolved once, when the rules ran on it.
    private let resolved: NavigationModel?
    /// What the rules found reachable in `resolved`.
    private let reachability: Reachability?
    /// The deep-link analysis the rules ran with, kept for a pipeline built
    /// ``Use/simulation``: the simulator and the generator read it.
    let deepLinks: DeepLinkAnalysis?

    /// Runs the stages up to the report, for `use`. The files the spec includes are
    /// read from `includes`.
    package init(
        _ bytes: [UInt8], file: String, limits: YAMLLimits = .standard,
        includes: any SpecSources = SpecLoader.noIncludes, for use: Use = .validation
    ) {
        self.init(SpecLoader.load(bytes, file: file, limits: limits, includes: includes), for: use)
    }

    /// Runs the stages up to the report on an open regular file, read in chunks while
    /// it is parsed (see ``SpecLoader/load(fileDescriptor:file:limits:includes:)``).
    package init(
        fileDescriptor: Int32, file: String, limits: YAMLLimits = .standard,
        includes: any SpecSources = SpecLoader.noIncludes
    ) {
        self.init(
            SpecLoader.load(fileDescriptor: fileDescriptor, file: file, limits: limits, includes: includes),
            for: .validation)
    }

    /// Runs the stages up to the report on the spec at `path` and every file it
    /// includes, all read from `sources` (the file system, memory, a git revision).
    package init(
        path: String, sources: any SpecSources, limits: YAMLLimits = .standard, for use: Use = .validation
    ) throws(SpecSourceError) {
        self.init(try SpecLoader.load(path: path, sources: sources, limits: limits), for: use)
    }

    /// The stages after loading: validation on the resolved stages, then what the
    /// later outputs read is kept and the rest let go.
    init(_ loaded: SpecLoader.Result, for use: Use) {
        let validation = SpecValidation(loaded, keeping: use.keeping)
        report = validation.report
        resolved = validation.stages?.model
        reachability = validation.stages?.reachability
        deepLinks = use == .simulation ? validation.stages?.deepLinks : nil
        validation.stages?.releaseAside()
    }

    /// The decoded spec, nil when it did not load.
    package var spec: NavigationSpec? { report.spec }

    /// The model the rules read, or for a spec they did not check, the spec resolved now.
    private var model: NavigationModel? { resolved ?? report.spec.map(NavigationModel.init) }

    /// The simulator, reusing the deep-link analysis the rules ran with when it was kept.
    /// The rules' deep-link analysis is the compact class's; another class searches
    /// its own, as adaptive presentations show in other styles there.
    package func simulator(sizeClass: SizeClass = .compact) throws(Simulator.SetupError) -> Simulator {
        guard let model else { throw Simulator.SetupError(description: "the spec did not load") }
        return try Simulator(
            model: model, deepLinks: sizeClass == .compact ? deepLinks : nil, sizeClass: sizeClass)
    }

    /// `navgen routes`: every route with its patterns and the state each opens.
    package func routesReport() throws(Simulator.SetupError) -> RoutesReport {
        RoutesReport(simulator: try simulator())
    }

    /// `navgen aasa`: the `apple-app-site-association` file of `deeplinks.hosts` (of the
    /// entries `hosts` names, when given); nil when the spec did not load or lists no
    /// host, a failure when the hosts' patterns differ and `hosts` does not choose.
    package func associationFile(appIDs: [String], hosts: [String] = []) -> Result<
        AASADocument, AASAHostScope.Problem
    >? {
        guard let spec = report.spec else { return nil }
        return AASAHostScope.choose(in: DeepLinkCatalog(spec: spec), hosts: hosts)?.map { scope in
            AASADocument(appIDs: appIDs, components: AASAComponents.components(for: scope.patterns))
        }
    }

    /// `navgen aasa --check`: where a deployed association file and the patterns (of
    /// the host entries `hosts` names, when given) disagree; nil when the spec did not
    /// load or lists no host.
    package func associationDisagreements(_ file: AASADeployedFile, hosts: [String] = []) -> Result<
        [AASADisagreement], AASAHostScope.Problem
    >? {
        guard let spec = report.spec else { return nil }
        return AASAHostScope.choose(in: DeepLinkCatalog(spec: spec), hosts: hosts)?.map { scope in
            AASACheck.disagreements(file, patterns: scope.patterns, host: scope.host.exampleHost)
        }
    }

    /// `navgen generate`: the Swift files, in the order they are written. Only for a
    /// usable spec (``Validator/Report/isUsable``).
    package func generatedFiles(_ options: GenerateOptions) throws(GenerationFailure) -> [GeneratedFile] {
        guard let model else { throw GenerationFailure(findings: report.findings) }
        return try CodeGenerator.generate(model, deepLinks: deepLinks, options: options)
    }

    /// `navgen generate`'s coverage warnings: what the kept skeletons, given by file
    /// name with their text, no longer cover (``SkeletonCoverage``).
    package func skeletonGaps(_ options: GenerateOptions, skeletons: [String: String]) -> [SkeletonGap] {
        guard let spec = report.spec else { return [] }
        return SkeletonCoverage.gaps(spec, model: model, options: options, skeletons: skeletons)
    }

    /// `navgen diff OLD NEW`, asked of NEW's pipeline: what changed since `old` that an
    /// app built from it relies on (``SpecDiff``). Both pipelines must be built for ``Use/simulation``.
    package func changes(since old: Pipeline) throws(Simulator.SetupError) -> SpecDiffReport {
        SpecDiffReport(changes: SpecDiff.changes(from: try old.simulator(), to: try simulator()))
    }

    /// `navgen graph --focus`: the part of the diagram around one coordinator (the
    /// whole app for nil); nil when the spec did not load.
    package func diagram(focus: DiagramFocus?) throws(DiagramFocus.UnknownCoordinator) -> Diagram? {
        guard let diagram = wholeDiagram() else { return nil }
        guard let focus else { return diagram }
        return try focus.apply(to: diagram)
    }

    private func wholeDiagram() -> Diagram? {
        guard let model else { return nil }
        let highlights = GraphHighlights(
            model: model, reachability: reachability ?? Reachability(model), findings: report.findings)
        return DiagramBuilder(model: model, highlights: highlights).build()
    }
}
