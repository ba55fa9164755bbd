#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where `navgen init --plugin TARGET` writes: the spec in the target's folder
/// (`Sources/TARGET`, SwiftPM's default, unless a spec path is given), and a Swift
/// file beside it when the folder has none. SwiftPM decides what a target is before
/// any plugin runs: a folder holding only `navgen.yaml` is an empty target, which it
/// refuses when a product names it and skips otherwise, so NavGenPlugin never gets
/// to say what is missing.
struct PluginTargetFolder {
    /// The target's name, as Package.swift spells it.
    var target: String
    /// The spec's path, relative to the working directory (the package's folder).
    var spec: String

    init(target: String, spec: String?) {
        self.target = target
        self.spec = spec ?? "Sources/\(target)/navgen.yaml"
    }

    /// The folder of the spec, as typed (`.` when the path has none), which the
    /// target's Swift file goes into.
    var folder: String {
        guard let slash = spec.lastIndex(of: "/") else { return "." }
        return slash == spec.startIndex ? "/" : String(spec[..<slash])
    }

    /// `<folder>/<target>.swift`, the name `swift package init` gives a target's file.
    var swiftFile: String {
        folder == "." ? "\(target).swift" : "\(folder)/\(target).swift"
    }

    /// Whether the folder or one below it already holds a `.swift` file, as SwiftPM
    /// counts a target's sources.
    var holdsSwiftFile: Bool { Self.holdsSwiftFile(folder) }

    private static func holdsSwiftFile(_ folder: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.contains { name in
            let path = folder + "/" + name
            var status = stat()
            guard stat(path, &status) == 0 else { return false }
            return FileKind(mode: status.st_mode) == .folder ? holdsSwiftFile(path) : name.hasSuffix(".swift")
        }
    }

    /// The file's text: it says why it exists, so nobody deletes it.
    var swiftFileText: String {
        """
        // SwiftPM builds a target only when it holds a Swift file, and runs NavGenPlugin
        // only on a target it builds: keep this file (or any other Swift file) here.
        // The navigation code itself is generated from navgen.yaml at build time.

        """
    }

    /// A name SwiftPM accepts as a target's and that is a single path component.
    static func isTargetName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/")
    }
}
