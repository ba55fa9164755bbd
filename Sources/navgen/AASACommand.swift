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
            The file is the same for every host in 'deeplinks.hosts'. When patterns' 'hosts' \
            scopes tell hosts apart, name the hosts the file is for with --host. See \
            docs/deeplinks.md for what it cannot express.
            """)

    @OptionGroup var options: SpecOptions

    @Option(
        name: .customLong("app-id"), help: "An app that opens the links, as TEAMID.BUNDLEID (repeatable).")
    var appIDs: [String] = []

    @Option(help: "Compare this deployed file with the spec instead of printing one.", completion: .file())
    var check: String?

    @Option(help: "Output format of --check.")
    var format: AASACheckFormat = .text

    @Option(
        name: .customLong("host"),
        help: "An entry of 'deeplinks.hosts', as written, whose patterns the file covers (repeatable).")
    var hosts: [String] = []

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
            pipeline throws(Simulator.SetupError) in pipeline.associationFile(appIDs: appIDs, hosts: hosts)
        }
        guard let file else { throw Self.noHosts(options.spec) }
        Console.write(try Self.chosen(file).rendered)
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
        let checked = try SimulationSupport.load(options, purpose: "check an association file") {
            pipeline throws(Simulator.SetupError) in pipeline.associationDisagreements(deployed, hosts: hosts)
        }
        guard let result = checked else { throw Self.noHosts(options.spec) }
        let found = try Self.chosen(result)
        Console.write(format.render(found, in: path) + "\n")
        if !found.isEmpty { throw ExitCode(SimulationSupport.specErrors) }
    }

    /// A deployed association file: as much as a spec, named as what it is.
    static let associationFileLimit = InputLimit(
        bytes: InputLimit.spec.bytes, what: "an apple-app-site-association file")

    /// The output for the chosen hosts, or a usage error (exit 64) when the hosts'
    /// patterns differ and `--host` does not choose, or names no entry.
    private static func chosen<Output>(_ result: Result<Output, AASAHostScope.Problem>) throws -> Output {
        switch result {
        case .success(let output): return output
        case .failure(let problem): throw ValidationError(TerminalText.sanitized(problem.description))
        }
    }

    private static func noHosts(_ spec: String) -> ExitCode {
        Console.error("'\(spec)' lists no 'deeplinks.hosts': universal links need a web domain")
        return ExitCode(SimulationSupport.specErrors)
    }
}
