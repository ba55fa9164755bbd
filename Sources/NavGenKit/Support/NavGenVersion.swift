/// navgen's release version, defined once.
///
/// `navgen --version` prints it and SARIF reports record it as the driver's
/// `version`, so a CI log names the navgen that produced a finding. Bump it in a
/// release commit (CONTRIBUTING.md, "Releasing").
package enum NavGenVersion {
    /// The version, as `MAJOR.MINOR.PATCH`.
    package static let current = "0.1.0"
}
