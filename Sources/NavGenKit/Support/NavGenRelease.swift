/// Where navgen's releases and their documentation live, defined once.
///
/// Reports link to the documentation of the release that produced them, so a
/// rule's help in a SARIF viewer describes the rule as that navgen checks it, even
/// after the docs on the main branch have moved on.
package enum NavGenRelease {
    /// The repository, as the README's `.package(url:)` spells it.
    package static let repositoryURL = "https://github.com/OWNER/navgen"

    /// The tag of this release: `v` and ``NavGenVersion/current``.
    package static var tag: String { "v" + NavGenVersion.current }

    /// The rules document of this release; `#` and a rule's id open its section.
    package static var rulesDocumentURL: String { "\(repositoryURL)/blob/\(tag)/docs/rules.md" }
}
