/// The regular expressions of the schema: the naming rules of docs/spec.md, written as
/// ECMA-262 patterns (JSON Schema's dialect).
enum SchemaPatterns {
    /// Coordinator, route, param and outcome ids. Kept equal to ``NamePattern/identifier``.
    static let identifier = "^[a-z][A-Za-z0-9]*$"
    /// A `go` target: a route id, or `coordinator.route`.
    static let goTarget = "^[a-z][A-Za-z0-9]*([.][a-z][A-Za-z0-9]*)?$"
    /// `app` and custom param types. Kept equal to ``NamePattern/typeName``.
    static let typeName = "^[A-Z][A-Za-z0-9]*$"
    /// A param type: a built-in or the app's own type, optionally `?`.
    static let paramType =
        "^(String|Int|Double|Bool|UUID|URL|Int\\((-?[0-9]+\\.\\.\\.(-?[0-9]+)?|\\.\\.\\.-?[0-9]+)\\)"
        + "|[A-Z][A-Za-z0-9]*)\\??$"
    /// RFC 3986 scheme: a letter, then letters, digits, `+`, `-`, `.`; optionally
    /// `://` and a host without a wildcard.
    static let scheme = "^[A-Za-z][A-Za-z0-9+.-]*(://[^/:?#@ *]+)?$"
    /// A bare host name: none of the characters that would make it a URL; a `*`
    /// only as a leading `*.`.
    static let host = "^(\\*\\.)?[^/:?#@ *]+$"
    /// A deep-link pattern is a path: it starts with `/` and has no spaces. The rest
    /// (segments, `{param}`, query items) is checked by `navgen validate`.
    static let deepLink = "^/\\S*$"
    /// An `include` entry: a relative path without globs (``IncludePath``).
    static let includePath = "^[^/*?][^*?]*$"
    /// `generate.typePrefix`: empty, or what ``TypePrefix`` accepts.
    static let typePrefix = "^([A-Z][A-Za-z0-9]{0,15})?$"
}
