/// navgen's release version, defined once.
///
/// `navgen --version` prints it, SARIF reports record it as the driver's `version`,
/// and the SwiftPM plugins run the navgen built from the same tag, so a CI log names
/// the navgen that produced a finding. The README, docs, CHANGELOG.md and the Homebrew
/// formula name it too, and `ReleaseFilesTests` fails when one of them names another
/// version (CONTRIBUTING.md, "Releasing").
package enum NavGenVersion {
    /// The version, as `MAJOR.MINOR.PATCH` (semantic versioning).
    package static let current = "1.0.0"
}
