/// The first two stages in one call: YAML text to a typed spec, with findings.
public enum SpecLoader {
    public struct Result: Sendable {
        /// nil when the file could not be read as a spec at all.
        public var spec: NavigationSpec?
        public var findings: [Finding]
    }

    public static func load(_ bytes: [UInt8], file: String, limits: YAMLLimits = .standard) -> Result {
        load(.bytes(bytes), file: file, limits: limits)
    }

    /// Loads a spec from an open regular file, reading it in chunks as it is parsed, so
    /// that the text is never in memory whole: for a large spec, the least memory the
    /// load can take. `file` is the path findings name.
    public static func load(fileDescriptor: Int32, file: String, limits: YAMLLimits = .standard) -> Result {
        load(.file(descriptor: fileDescriptor), file: file, limits: limits)
    }

    /// Routes are decoded while the YAML is read (``SpecRouteConsumer``), so the YAML
    /// tree of the whole file and the whole model never exist at the same time.
    static func load(_ input: YAMLInput, file: String, limits: YAMLLimits) -> Result {
        var routes = SpecRouteConsumer(file: file)
        let yaml = YAMLLoader(limits: limits).load(input, file: file, consumer: &routes)
        guard let document = yaml.document else {
            return Result(spec: nil, findings: yaml.findings)
        }
        let decoded = SpecDecoder.decode(document, file: file, routes: routes)
        return Result(spec: decoded.spec, findings: yaml.findings + decoded.findings)
    }
}
