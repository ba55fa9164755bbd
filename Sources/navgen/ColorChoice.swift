/// Whether navgen colours what it writes: the one rule every command follows, for
/// standard output (reports, `simulate`'s labels) and standard error (the findings of
/// a spec a command refuses). Documented in docs/spec/commands.md, "Colour".
enum ColorChoice {
    /// Findings and reports on standard output.
    static var standardOutput: Bool { colors(STDOUT_FILENO) }

    /// Findings that `graph`, `simulate`, `routes` and `diff` print on standard error.
    static var standardError: Bool { colors(STDERR_FILENO) }

    /// Colour only on a terminal, and never when `NO_COLOR` is set, whatever its value
    /// (https://no-color.org): a pipe or a file gets plain text.
    private static func colors(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1 && getenv("NO_COLOR") == nil
    }
}
