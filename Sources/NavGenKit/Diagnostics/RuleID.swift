/// The id of every rule navgen has: what users write in `rules:` and `allow:` and see
/// in reports.
///
/// What a rule is beyond its id (severity, configurability, texts) its own file in
/// `Rules/` says, in its ``RuleDescription``. The cases are in the order the rules
/// doc lists the rules.
public enum RuleID: String, Hashable, Sendable, CaseIterable, Codable {
    case yamlSyntax = "yaml-syntax"
    case duplicateKey = "duplicate-key"
    case aliasLimit = "alias-limit"
    case unsupportedVersion = "unsupported-version"
    case missingField = "missing-field"
    case unknownKey = "unknown-key"
    case wrongType = "wrong-type"
    case invalidName = "invalid-name"
    case outputPath = "output-path"
    case nameCollision = "name-collision"
    case unknownReference = "unknown-reference"
    case pushTarget = "push-target"
    case rootParams = "root-params"
    case modalPush = "modal-push"
    case undeclaredChild = "undeclared-child"
    case unhandledOutcome = "unhandled-outcome"
    case unknownOutcome = "unknown-outcome"
    case setFinish = "set-finish"
    case conflictingStart = "conflicting-start"
    case tabTarget = "tab-target"
    case coordinatorCycle = "coordinator-cycle"
    case unreachableCoordinator = "unreachable-coordinator"
    case unreachableRoute = "unreachable-route"
    case deeplinkSyntax = "deeplink-syntax"
    case deeplinkParam = "deeplink-param"
    case deeplinkAmbiguous = "deeplink-ambiguous"
    case deeplinkUnbuildable = "deeplink-unbuildable"
    case deeplinkNoScheme = "deeplink-no-scheme"
    case unusedChild = "unused-child"
    case unusedRouteSet = "unused-route-set"
    case deeplinkOnly = "deeplink-only"
    case pushCycle = "push-cycle"
    case modalCycle = "modal-cycle"
    case noExit = "no-exit"
    case duplicateTransition = "duplicate-transition"
}
