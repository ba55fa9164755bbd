import ArgumentParser
import NavGenKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension UIFramework: ExpressibleByArgument {}
extension AccessLevel: ExpressibleByArgument {}

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift navigation code from a spec.",
        discussion: """
            Writes <App>Navigation.swift (always, byte-identical for the same spec) and one \
            <Coordinator>Coordinator.swift skeleton per coordinator where none exists yet. \
            Nothing else in the output folder is touched, but for leftover .navgen-tmp-* files \
            of killed runs. The folder is --output (relative to the working directory), else \
            the spec's generate.output (relative to the spec's folder, and inside it), else \
            Navigation next to the spec. A spec with errors is refused (exit 1); a bad output \
            folder exits 2. --navigation-file puts the navigation file at exactly the path \
            given, whatever the spec names it (skeletons still go to the output folder); \
            --skeletons-only leaves it out. With --check nothing is written: stale or missing \
            generated files are listed and navgen exits 1; --check cannot go with --force. Both \
            warn, never touching the file, about each route, transition, outcome, alert or flow a \
            kept skeleton no longer covers, and once about kept skeletons written for another \
            --ui; the warnings alone exit 0, or 1 with --strict.
            """
    )

    @OptionGroup var options: SpecOptions

    @Option(help: "The output folder, relative to the working directory.", completion: .directory)
    var output: String?

    @Option(
        help: "Skeletons to write: swiftui, uikit or none (default: the spec's generate.ui, else swiftui).")
    var ui: UIFramework?

    @Option(
        help: "Access level of the generated API: internal or public (default: the spec's, else internal).")
    var access: AccessLevel?

    @Option(
        help: ArgumentHelp(
            "Access level when neither --access nor the spec's generate.access sets one (default: internal).",
            discussion:
                "The SwiftPM plugin passes public: the module it generates into is imported by the app.",
            valueName: "access"))
    var defaultAccess: AccessLevel?

    @Flag(
        help: ArgumentHelp(
            "Write the coordinator skeletons only, not the navigation file.",
            discussion: "For a target whose navigation file NavGenPlugin generates at build time."))
    var skeletonsOnly = false

    @Flag(help: "Write nothing; list generated files that are missing or differ, and exit 1 if any.")
    var check = false

    @Flag(help: "Overwrite existing coordinator skeletons.")
    var force = false

    @Flag(help: "Exit 1 when a kept skeleton no longer covers the spec (those warnings alone exit 0).")
    var strict = false

    @Option(
        help: ArgumentHelp(
            "Write the navigation file at exactly this path (relative to the working directory), whatever the spec names it; skeletons still go to the output folder.",
            discussion:
                "For build systems that must name their outputs before navgen reads the spec, such as the SwiftPM plugin.",
            valueName: "path"),
        completion: .file(extensions: ["swift"]))
    var navigationFile: String?

    func validate() throws {
        if check, force { throw ValidationError("--check writes nothing, so --force cannot go with it") }
        if skeletonsOnly, navigationFile != nil {
            throw ValidationError(
                "--skeletons-only writes no navigation file, so --navigation-file cannot go with it")
        }
        if let navigationFile, NavigationFilePlacement(path: navigationFile) == nil {
            throw ValidationError("--navigation-file must name a file, not '\(navigationFile)'")
        }
    }

    func run() throws {
        let file = try SpecFile.read(options.spec)
        let includes = try options.sources()
        let pipeline = Pipeline(file.bytes, file: file.path, includes: includes, for: .simulation)
        let report = pipeline.report
        if !report.findings.isEmpty { printFindings(report.findings, file: file, includes: includes) }
        guard report.isUsable, let spec = report.spec else {
            Console.error("'\(file.path)' has errors; nothing was generated")
            throw ExitCode(1)
        }
        let settings = GenerateOptions(
            ui: ui ?? spec.generate.ui?.value ?? .swiftui,
            access: access ?? spec.generate.access?.value ?? defaultAccess ?? .internal,
            minimumOS: spec.generate.minimumOS?.value ?? .iOS17,
            typePrefix: spec.generate.typePrefix?.value ?? "")
        let files: [GeneratedFile]
        do {
            files = try pipeline.generatedFiles(settings).filter { !skeletonsOnly || $0.kind == .skeleton }
        } catch {
            printFindings(error.findings, file: file, includes: includes)
            Console.error("'\(file.path)' cannot be generated; nothing was written")
            throw ExitCode(1)
        }
        var folder = OutputFolder(
            path: OutputLocation.resolve(
                flag: output, specSetting: spec.generate.output?.value, specPath: file.path))
        let placement = navigationFile.flatMap { NavigationFilePlacement(path: $0) }
        do {
            // A folder the spec chose stays in the spec's folder, links followed;
            // `--output` and `--navigation-file` are the runner's own choice.
            let usesFolder = navigationFile == nil || files.contains { $0.kind == .skeleton }
            if output == nil, usesFolder {
                folder = try folder.confined(to: OutputLocation.folder(of: file.path))
            }
            let generated =
                placement?.outputs(of: files, skeletonFolder: folder) ?? [
                    GeneratedOutput(files: files, folder: folder)
                ]
            if check {
                try runCheck(
                    generated, coverage: SkeletonCoverageReport(pipeline: pipeline, options: settings))
            } else {
                // Every place is checked before anything is written.
                let specFiles = SpecFileIdentities(report.files)
                for part in generated { try part.refuseReplacing(specFiles) }
                var kept: [String] = []
                for part in generated {
                    for entry in try part.write(force: force) {
                        Console.write(
                            TerminalText.sanitized(
                                "\(Self.verb(entry.action)) \(part.folder.filePath(entry.name))")
                                + "\n")
                        if entry.action == .kept { kept.append(entry.name) }
                    }
                }
                let warnings = SkeletonCoverageReport(pipeline: pipeline, options: settings).print(
                    kept, in: folder)
                if strict, warnings > 0 { throw ExitCode(1) }
            }
        } catch let error as FileSystemError {
            Console.error(error.message)
            throw ExitCode(2)
        }
    }

    /// Lists the stale generated files (exit 1), then warns about the skeletons that
    /// exist and no longer cover the spec (exit 1 only with `--strict`).
    private func runCheck(_ generated: [GeneratedOutput], coverage: SkeletonCoverageReport) throws {
        let stale = try generated.flatMap { output in try output.check().map { (output.folder, $0) } }
        for (folder, file) in stale {
            Console.write(
                TerminalText.sanitized(
                    "\(folder.filePath(file.name)): \(file.reason.rawValue); run `navgen generate`")
                    + "\n")
        }
        // The skeletons are all in one output: the output folder's.
        var warnings = 0
        for output in generated where output.files.contains(where: { $0.kind == .skeleton }) {
            warnings += coverage.print(try output.existingSkeletons(), in: output.folder)
        }
        guard stale.isEmpty else { throw ExitCode(1) }
        if warnings == 0 {
            Console.write("generated files are up to date\n")
        } else {
            Console.write(
                "generated files are up to date; \(warnings) skeleton coverage warning\(warnings == 1 ? "" : "s")\n"
            )
        }
        if strict, warnings > 0 { throw ExitCode(1) }
    }

    private static func verb(_ action: GeneratedOutput.Action) -> String {
        switch action {
        case .wrote: "wrote"
        case .unchanged: "unchanged"
        case .created: "created"
        case .overwrote: "overwrote"
        case .kept: "kept"
        }
    }

    /// Errors and warnings as `navgen validate` prints them.
    private func printFindings(_ findings: [Finding], file: SpecFile, includes: DiskSpecSources) {
        let input = ReportInput(
            findings: findings, displayPath: file.path, sourceText: file.text,
            includedTexts: includes.texts(of: findings), useColor: ColorChoice.standardOutput,
            toolVersion: NavGen.configuration.version)
        Console.write(ReportRenderer.render(input, as: .text))
    }
}
