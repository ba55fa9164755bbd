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
        case none(target: String)
        case several(target: String, [URL])

        var description: String {
            switch self {
            case .none(let target):
                "target '\(target)' holds no navgen.yaml; add one"
            case .several(let target, let specs):
                "target '\(target)' holds \(specs.count) navgen.yaml files (\(specs.map(\.path).joined(separator: ", "))); keep one per target"
            }
        }
    }

    /// The spec of a target: exactly one file named `navgen.yaml`, wherever it is in
    /// the target's folders.
    init(files: FileList, target: String) throws(Problem) {
        let urls = files.map(\.url)
        let specs = urls.filter { $0.lastPathComponent == "navgen.yaml" }
        guard let spec = specs.first else { throw .none(target: target) }
        guard specs.count == 1 else { throw .several(target: target, specs) }
        self.spec = spec
        others = urls.filter { $0 != spec && ["yaml", "yml"].contains($0.pathExtension) }
    }
}
