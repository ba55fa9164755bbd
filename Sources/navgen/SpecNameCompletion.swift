import NavGenKit

/// Shell completion of the names a spec declares: route ids for `simulate --open`,
/// coordinator ids for `graph --focus`.
///
/// ArgumentParser runs these while the user presses Tab, with the words typed so
/// far. The spec is the command's one positional word (default `navgen.yaml`, as
/// ``SpecOptions`` has it), read with navgen's own loader and its includes. A spec
/// that cannot be read or has errors completes nothing: a completion never prints an
/// error into the user's command line.
enum SpecNameCompletion {
    /// `coordinator.route` for every route of every coordinator, in spec order: the
    /// spelling `--open` always resolves, even where two coordinators share a route name.
    static func routes(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        names(words, index, prefix) { spec in
            spec.coordinators.flatMap { coordinator in
                coordinator.routes.map { "\(coordinator.id.value).\($0.id.value)" }
            }
        }
    }

    /// Every coordinator id, in spec order.
    static func coordinators(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        names(words, index, prefix) { spec in spec.coordinators.map(\.id.value) }
    }

    /// The options of `simulate` and `graph` that take no value: every other word
    /// that starts with `-` is followed by its value (unless written `--name=value`).
    static let flags: Set<String> = ["--trace", "--interactive", "-h", "--help"]

    private static func names(
        _ words: [String], _ index: Int, _ prefix: String, of read: (NavigationSpec) -> [String]
    ) -> [String] {
        let path = specPath(words, completing: index)
        guard let loaded = try? SpecLoader.load(path: path, sources: DiskSpecSources(spec: path)),
            let spec = loaded.spec, !loaded.findings.hasErrors
        else { return [] }
        return read(spec).filter { $0.hasPrefix(prefix) }
    }

    /// The spec among the words: the first positional word after the command and its
    /// subcommand, skipping option values and the word being completed.
    static func specPath(_ words: [String], completing index: Int) -> String {
        var position = 2
        while position < words.count {
            defer { position += 1 }
            let word = words[position]
            guard position != index else { continue }
            if word == "--" {
                return words.indices.contains(position + 1) && position + 1 != index
                    ? words[position + 1] : "navgen.yaml"
            }
            if word.hasPrefix("-") {
                if !flags.contains(word), !word.contains("=") { position += 1 }
                continue
            }
            return word
        }
        return "navgen.yaml"
    }
}
