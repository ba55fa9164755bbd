/// The first two stages in one call: YAML text to a typed spec, with findings, the
/// files the main file includes read and merged in (``IncludeReader``).
package enum SpecLoader {
    package struct Result: Sendable {
        /// nil when the file could not be read as a spec at all.
        package var spec: NavigationSpec?
        package var findings: [Finding]
        /// The files read, the main file first: what the findings' locations name.
        package var files: SpecFiles
        /// The names `name-collision` judges, of every file read.
        package var names = NameFacts()
    }

    /// No files besides the main one: every `include:` entry is a missing file.
    package static let noIncludes: any SpecSources = InMemorySpecSources([:])

    /// Loads a spec from its text; its `include:` entries are read from `includes`.
    package static func load(
        _ bytes: [UInt8], file: String, limits: YAMLLimits = .standard, includes: any SpecSources = noIncludes
    ) -> Result {
        load(.bytes(bytes), file: file, limits: limits, includes: includes)
    }

    /// Loads a spec from an open regular file, reading it in chunks as it is parsed, so
    /// that the text is never in memory whole: for a large spec, the least memory the
    /// load can take. `file` is the path findings name.
    package static func load(
        fileDescriptor: Int32, file: String, limits: YAMLLimits = .standard,
        includes: any SpecSources = noIncludes
    ) -> Result {
        load(.file(descriptor: fileDescriptor), file: file, limits: limits, includes: includes)
    }

    /// Loads the spec at `path` and the files it includes, every one from `sources`.
    package static func load(
        path: String, sources: any SpecSources, limits: YAMLLimits = .standard
    ) throws(SpecSourceError) -> Result {
        load(.bytes(try sources.bytes(at: path)), file: path, limits: limits, includes: sources)
    }

    /// Routes are decoded while the YAML is read (``SpecRouteConsumer``), so the YAML
    /// tree of the whole file and the whole model never exist at the same time.
    static func load(_ input: YAMLInput, file: String, limits: YAMLLimits, includes: any SpecSources)
        -> Result
    {
        var routes = SpecRouteConsumer(file: file)
        let yaml = YAMLLoader(limits: limits).load(input, file: file, consumer: &routes)
        guard let document = yaml.document else {
            return Result(spec: nil, findings: yaml.findings, files: SpecFiles(main: file))
        }
        var decoder = SpecDecoder(document: document, file: file, routes: routes)
        var spec = decoder.decodeSpec()
        var findings = yaml.findings
        var files = SpecFiles(main: file)
        if !decoder.includes.isEmpty {
            var reader = IncludeReader(main: file, sources: includes, limits: limits)
            reader.read(decoder.includes)
            files = reader.files
            findings += reader.findings
            decoder.names.append(reader.names)
            findings += spec?.include(reader.definitions, files: files) ?? []
        }
        if spec != nil { decoder.checkWholeSpec(&spec!) }
        findings += decoder.findings
        files.place(&findings)
        return Result(spec: spec, findings: findings, files: files, names: decoder.names)
    }
}
