/// Reads the files a spec includes, depth first, and decodes each.
///
/// The walk keeps its own stack rather than recursing, so how deep includes nest
/// cannot exhaust the thread's stack. A file's definitions come before those of the
/// files it includes, and the main file's before all: the order in which the first
/// of two equal names is the one kept (docs/spec.md, Several files).
///
/// A file included a second time without a cycle (two features including one
/// common file) is read once, as `#import` would: its definitions are already in.
///
/// No entry may climb above the ``IncludeRoot`` (the main file's folder unless the
/// sources name another), and a file that is not a part of a spec is refused at its
/// entry (``IncludedFileShape``): together they keep a spec from printing the
/// files around it.
struct IncludeReader {
    /// How deep includes may nest below the main file: far more than feature
    /// modules nest, and a bound on the walk's stack.
    static let maxDepth = 32

    let sources: any SpecSources
    let limits: YAMLLimits
    let root: IncludeRoot
    private(set) var files: SpecFiles
    /// Each included file's definitions, in depth-first order.
    private(set) var definitions: [SpecDecoder.IncludedDefinitions] = []
    private(set) var findings: [Finding] = []
    /// The names the included files recorded for `name-collision`.
    private(set) var names = NameFacts()

    /// A file whose includes are being read: its path, the comparison key of that
    /// path, its entries, and the next entry to read.
    private struct Frame {
        var path: String
        var key: String
        var entries: [Located<String>]
        var next = 0
    }

    init(main: String, sources: any SpecSources, limits: YAMLLimits) {
        self.sources = sources
        self.limits = limits
        root = sources.includeRoot ?? IncludeRoot(folderOf: main)
        files = SpecFiles(main: main)
    }

    /// Reads every file `entries` (the main file's `include:`) lead to.
    mutating func read(_ entries: [Located<String>]) {
        var stack = [Frame(path: files.main, key: IncludePath.normalized(files.main), entries: entries)]
        var read: Set<String> = [stack[0].key]
        while let top = stack.last {
            guard top.next < top.entries.count else {
                stack.removeLast()
                continue
            }
            let entry = top.entries[top.next]
            stack[stack.count - 1].next += 1
            guard let path = resolve(entry, from: top.path) else { continue }
            if let start = stack.firstIndex(where: { $0.key == path }) {
                let cycle = stack[start...].map(\.path) + [path]
                fail(
                    entry, "including '\(path)' here makes a cycle: \(cycle.joined(separator: " → "))",
                    help: "remove this entry: the files of the cycle are read already")
                continue
            }
            if read.contains(path) { continue }
            guard stack.count <= Self.maxDepth else {
                fail(
                    entry, "includes nest deeper than \(Self.maxDepth) files below the main file",
                    help: "include '\(path)' from a file nearer the main file")
                continue
            }
            guard let index = files.add(path) else {
                fail(
                    entry, "the spec has more than \(SpecFiles.maxCount) files",
                    help: "merge small feature files into larger ones")
                continue
            }
            read.insert(path)
            let bytes: [UInt8]
            do {
                bytes = try sources.bytes(at: path)
            } catch {
                fail(
                    entry, "cannot read included file '\(path)': \(error.description)",
                    help: help(for: error.kind))
                continue
            }
            let included = decode(bytes, path: path, index: index, entry: entry)
            stack.append(Frame(path: path, key: path, entries: included))
        }
    }

    /// The path an entry names, or nil after reporting why it names none.
    private mutating func resolve(_ entry: Located<String>, from includingFile: String) -> String? {
        switch IncludePath.resolve(entry.value, from: includingFile) {
        case .success(let path):
            guard root.contains(path) else {
                fail(entry, "cannot include '\(entry.value)': \(root.refusal)", help: root.help)
                return nil
            }
            return path
        case .failure(let problem):
            fail(entry, "cannot include '\(entry.value)': \(problem.description)", help: problem.help)
            return nil
        }
    }

    /// Loads and decodes one included file; returns its `include:` entries. A file
    /// that is not a part of a spec is one finding at `entry`, and adds nothing.
    private mutating func decode(_ bytes: [UInt8], path: String, index: Int, entry: Located<String>)
        -> [Located<String>]
    {
        var routes = SpecRouteConsumer(file: path)
        let yaml = YAMLLoader(limits: limits).load(
            .bytes(bytes), file: path, fileIndex: index, consumer: &routes)
        guard IncludedFileShape.showsSpecKey(document: yaml.document, findings: yaml.findings, bytes: bytes)
        else {
            fail(
                entry, "cannot include '\(path)': \(IncludedFileShape.refusal(of: bytes))",
                help:
                    "include only YAML files that hold `coordinators:` (and maybe `conditions:` and `include:`)"
            )
            return []
        }
        findings += yaml.findings
        guard let document = yaml.document else { return [] }
        var decoder = SpecDecoder(document: document, file: path, routes: routes)
        definitions.append(decoder.decodeIncludedFile(start: SourceLocation.start.inFile(index)))
        findings += decoder.findings
        names.append(decoder.names)
        return decoder.includes
    }

    /// How to fix an entry whose file cannot be read, by why.
    private func help(for kind: SpecSourceError.Kind) -> String {
        switch kind {
        case .missing: "fix the path: it is relative to the file that lists it"
        case .tooLarge: "split the file into smaller ones, each included from here"
        case .unreadable:
            "make the path name a readable file (not a folder, a FIFO or a device), or remove the entry"
        case .outsideRoot: root.help
        }
    }

    private mutating func fail(_ entry: Located<String>, _ message: String, help: String?) {
        findings.append(
            Finding(
                file: files.path(of: entry.location), location: entry.location, rule: .includeError,
                message: message, help: help))
    }
}
