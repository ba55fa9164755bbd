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

    /// navgen's arguments with `spec` as the command's spec, right after the command.
    func navgen(spec: String) -> [String] {
        guard let verb else { return navgen }
        return [verb, spec] + navgen.dropFirst()
    }
}
