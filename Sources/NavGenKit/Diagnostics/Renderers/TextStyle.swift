/// ANSI styling for the text outputs (`validate`'s report, `simulate`), or none at all.
///
/// Every coloured span goes through ``paint(_:_:)``, so turning colour off is one
/// flag and cannot leave a stray escape byte behind.
struct TextStyle {
    /// What a span of the report is; each has one look, as in swiftc's output.
    enum Role {
        case location
        case message
        case error
        case warning
        case caret
        case label
        /// A flow that passed.
        case passed
    }

    var usesColor: Bool

    func paint(_ text: String, _ role: Role) -> String {
        guard usesColor, !text.isEmpty else { return text }
        return "\u{1B}[\(Self.parameters(for: role))m\(text)\u{1B}[0m"
    }

    /// SGR parameters: bold, plus red, magenta, green or cyan; a pass is plain green.
    private static func parameters(for role: Role) -> String {
        switch role {
        case .location, .message: "1"
        case .error: "1;31"
        case .warning: "1;35"
        case .caret: "1;32"
        case .label: "1;36"
        case .passed: "32"
        }
    }
}
