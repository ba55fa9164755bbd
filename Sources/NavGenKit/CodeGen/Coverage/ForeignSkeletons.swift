/// Kept skeletons written for another UI framework than the one generating asked
/// for: `navgen generate --ui uikit` over the skeletons of a SwiftUI run.
///
/// navgen never writes over a skeleton (it is the app's code), so nothing changes
/// them; one warning names them and says how to get the other framework's, rather
/// than a coverage warning for each thing the other framework would have.
package struct ForeignSkeletons: Sendable, Equatable {
    /// Their names in the output folder, in the order they were given.
    package var files: [String]
    /// The framework they were written for.
    package var written: UIFramework
    /// The framework generating asked for.
    package var asked: UIFramework

    /// The skeletons of `texts` (by file name, listed in `order`) written for
    /// another framework than `asked`; nil when there are none.
    package static func among(_ texts: [String: String], order: [String], asked: UIFramework)
        -> ForeignSkeletons?
    {
        guard asked != .none else { return nil }
        var files: [String] = []
        var written: UIFramework?
        for name in order {
            guard let text = texts[name], let framework = SkeletonFramework.written(in: text),
                framework != asked
            else { continue }
            files.append(name)
            written = framework
        }
        guard let written else { return nil }
        return ForeignSkeletons(files: files, written: written, asked: asked)
    }

    /// One line naming the files, as `paths` gives them, and what to do:
    /// `warning: the kept skeletons A.swift, B.swift were written for SwiftUI, not UIKit; ...`.
    package func warning(paths: [String]) -> String {
        let those = paths.count == 1 ? "the kept skeleton" : "the kept skeletons"
        let them = paths.count == 1 ? "it" : "them"
        let were = paths.count == 1 ? "was" : "were"
        return
            "warning: \(those) \(paths.joined(separator: ", ")) \(were) written for \(Self.name(written)), "
            + "not \(Self.name(asked)), and navgen does not write over a skeleton: delete \(them) (or pass "
            + "--force) to have \(them) written for \(Self.name(asked)), or generate with --ui "
            + "\(written.rawValue) [\(SkeletonGap.ruleID)]"
    }

    private static func name(_ framework: UIFramework) -> String {
        switch framework {
        case .swiftui: "SwiftUI"
        case .uikit: "UIKit"
        case .none: "none"
        }
    }
}
