/// The arguments of `swift package navgen ...`: what navgen gets, and the targets named
/// with `--target` (Xcode passes one per target the user picked), which navgen does not
/// know and the plugin turns into spec paths.
struct CommandArguments: Equatable {
    /// The arguments for navgen, without the `--target` options.
    var navgen: [String]
    /// The targets named, in order.
    var targets: [String]

    init(_ arguments: [String]) {
        navgen = []
        targets = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                navgen.append(argument)
                navgen.append(contentsOf: remaining)
                break
            }
            if argument == "--target", let name = remaining.first {
                targets.append(name)
                remaining = remaining.dropFirst()
            } else if argument.hasPrefix("--target=") {
                targets.append(String(argument.dropFirst("--target=".count)))
            } else {
                navgen.append(argument)
            }
        }
    }

    /// The navgen command (`validate`, `generate`, `aasa`...), when the first argument
    /// is one rather than an option such as `--help`.
    var verb: String? {
        navgen.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
    }

    /// Whether the plugin should find the spec: the command reads one (every navgen
    /// command but those below, and any it does not know yet, such as `aasa`), and no
    /// argument after it is a `.yaml` or `.yml` path.
    var needsSpec: Bool {
        guard let verb, !Self.commandsWithoutSpec.contains(verb) else { return false }
        return !navgen.dropFirst().contains { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
    }

    /// navgen's commands that read no existing spec: `init` writes a new one.
    static let commandsWithoutSpec: Set<String> = ["help", "init", "rules", "schema"]

    /// Whether navgen writes files into the package: `init`, `generate` but for
    /// `generate --check`, and `validate --write-baseline`. Every other command only
    /// reads, or prints to standard output.
    var writes: Bool {
        let options = navgen.dropFirst()
        switch verb {
        case "init": return true
        case "generate": return !options.contains("--check")
        case "validate":
            return options.contains { $0 == "--write-baseline" || $0.hasPrefix("--write-baseline=") }
        default: return false
        }
    }

    /// navgen's arguments with `spec` as the command's spec, right after the command.
    /// For a spec the plugin found among a target's files (`ofTarget`), `generate`
    /// writes the skeletons only: such a spec is there for NavGenPlugin, which
    /// generates the navigation file when the target builds, and a second copy in the
    /// target's folder would not compile. `--navigation-file` still writes it.
    func navgen(spec: String, ofTarget: Bool = false) -> [String] {
        guard let verb else { return navgen }
        let options = navgen.dropFirst()
        let skeletonsOnly =
            ofTarget && verb == "generate"
            && !options.contains { $0 == "--skeletons-only" || $0.hasPrefix("--navigation-file") }
        return [verb, spec] + options + (skeletonsOnly ? ["--skeletons-only"] : [])
    }
}
