import Foundation
import PackagePlugin

/// The spec files among a target's files: its one `navgen.yaml`, and every other YAML
/// file, which the build plugin lists as inputs too: the files the spec includes are
/// among them, so a change to any of them rebuilds.
struct SpecFiles {
    /// The target's `navgen.yaml`.
    var spec: URL
    /// The target's other `.yaml` and `.yml` files.
    var others: [URL]

    /// Why a target's files hold no usable spec.
    enum Problem: Error, CustomStringConvertible {
        /// The target's folder, as the message shows it, when SwiftPM says where it is.
        case none(target: String, folder: String?)
        case several(target: String, [URL])

        var description: String {
            switch self {
            case .none(let target, let folder?):
                "target '\(target)' holds no navgen.yaml; add \(folder)/navgen.yaml (`swift package --allow-writing-to-package-directory navgen-write init --target \(target)` writes a starter)"
            case .none(let target, nil):
                "target '\(target)' holds no navgen.yaml; add one"
            case .several(let target, let specs):
                "target '\(target)' holds \(specs.count) navgen.yaml files (\(specs.map(\.path).joined(separator: ", "))); keep one per target"
            }
        }
    }

    /// The spec of a target: exactly one file named `navgen.yaml`, wherever it is in
    /// the target's folders. `folder` is the target's folder as a message names it.
    init(files: FileList, target: String, folder: String? = nil) throws(Problem) {
        let urls = files.map(\.url)
        let specs = urls.filter { $0.lastPathComponent == "navgen.yaml" }
        guard let spec = specs.first else { throw .none(target: target, folder: folder) }
        guard specs.count == 1 else { throw .several(target: target, specs) }
        self.spec = spec
        others = urls.filter { $0 != spec && ["yaml", "yml"].contains($0.pathExtension) }
    }
}

extension URL {
    /// The path relative to `package` when below it (`Sources/MyAppNavigation`), else
    /// the absolute path: how a message names a file of the package.
    func path(relativeTo package: URL) -> String {
        let base = package.standardizedFileURL.path
        let path = standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}

extension FileList {
    /// The folder of a target holding these files: SwiftPM's `Sources/NAME` when it
    /// holds them all, else the deepest folder that does. (PackagePlugin gives a
    /// target's folder as a URL only from tools version 6.1 on.)
    func folder(target: String, package: URL) -> URL? {
        let folders = map { $0.url.deletingLastPathComponent().standardizedFileURL.pathComponents }
        guard var common = folders.first else { return nil }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        let conventional = package.appendingPathComponent("Sources").appendingPathComponent(target)
        let components = conventional.standardizedFileURL.pathComponents
        return common.starts(with: components)
            ? conventional : URL(fileURLWithPath: "/" + common.dropFirst().joined(separator: "/"))
    }
}
