/// The first two stages in one call: YAML text to a typed spec, with findings.
public enum SpecLoader {
    public struct Result: Sendable {
        /// nil when the file could not be read as a spec at all.
        public var spec: NavigationSpec?
        public var findings: [Finding]
        /// Whether the file is sound enough in shape for the semantic rules to run
        /// without reporting consequences of a shape error as problems of their own.
        public var isWellFormed: Bool { spec != nil && !findings.hasErrors }
    }

    public static func load(_ bytes: [UInt8], file: String, limits: YAMLLimits = .standard) -> Result {
        let yaml = YAMLLoader(limits: limits).load(bytes, file: file)
        guard let document = yaml.document else {
            return Result(spec: nil, findings: yaml.findings)
        }
        let decoded = SpecDecoder.decode(document, file: file)
        return Result(spec: decoded.spec, findings: yaml.findings + decoded.findings)
    }
}
