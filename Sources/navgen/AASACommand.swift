import ArgumentParser
import NavGenKit

extension AASACheckFormat: ExpressibleByArgument {}

/// `navgen aasa`: the `apple-app-site-association` file that sends the spec's
/// universal links to the app, or with `--check`, how a deployed one disagrees.
struct AASACommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "aasa",
        abstract:
            "Print the apple-app-site-association file for the spec's deep-link hosts, or check a deployed one.",
        discussion: """
            The file is the same for every host in 'deeplinks.hosts'. See docs/deeplinks.md \
            for what it cannot express.
            """)

    @OptionGroup var options: SpecOptions

    @Option(
        name: .customLong("app-id"), help: "An app that opens the links, as TEAMID.BUNDLEID (repeatable).")
    var appIDs: [String] = []

    @Option(help: "Compare this deployed file with the spec instead of printing one.", completion: .file())
    var check: String?

    @Option(help: "Output format of --check.")
    var format: AASACheckFormat = .text

    func validate() throws {
        guard !appIDs.isEmpty || check != nil else {
            throw ValidationError("give the app with --app-id TEAMID.BUNDLEID")
        }
        for appID in appIDs {
            if let problem = AppID.problem(of: appID) {
                throw ValidationError(
                    "'\(TerminalText.sanitized(appID))' is not an app id (TEAMID.BUNDLEID): \(problem)")
            }
        }
    }

    func run() throws {
        if let check { return try runCheck(check) }
        let file = try SimulationSupport.load(options, purpose: "write its association file") {
            pipeline throws(Simulator.SetupError) in pipeline.associationFile(appIDs: appIDs)
        }
        guard let file else { throw Self.noHosts(options.spec) }
        Console.write(file.rendered)
    }

    private func runCheck(_ path: String) throws {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.bytes(atPath: path, limit: Self.associationFileLimit)
        } catch {
            throw SpecFile.cannotRead(path, error)
        }
        let deployed: AASADeployedFile
        do {
            deployed = try AASADeployedFile(json: bytes)
        } catch {
            Console.error(error.located(in: path))
            throw ExitCode(2)
        }
        let found = try SimulationSupport.load(options, purpose: "check an association file") {
            pipeline throws(Simulator.SetupError) in pipeline.associationDisagreements(deployed)
        }
        guard let found else { throw Self.noHosts(options.spec) }
        Console.write(format.render(found, in: path) + "\n")
        if !found.isEmpty { throw ExitCode(SimulationSupport.specErrors) }
    }

    /// A deployed association file: as much as a spec, named as what it is.
    static let associationFileLimit = InputLimit(
        bytes: InputLimit.spec.bytes, what: "an apple-app-site-association file")

    private static func noHosts(_ spec: String) -> ExitCode {
        Console.error("'\(spec)' lists no 'deeplinks.hosts': universal links need a web domain")
        return ExitCode(SimulationSupport.specErrors)
    }
}
