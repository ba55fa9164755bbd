/// Every rule navgen knows, with its default severity and a one-line summary.
///
/// The raw value is the id users write in `rules:`, `allow:` and see in reports.
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
    case deeplinkOnly = "deeplink-only"
    case pushCycle = "push-cycle"
    case modalCycle = "modal-cycle"
    case noExit = "no-exit"
    case duplicateTransition = "duplicate-transition"

    public var defaultSeverity: Severity {
        switch self {
        case .unusedChild, .deeplinkOnly, .pushCycle, .modalCycle, .noExit, .duplicateTransition: .warning
        default: .error
        }
    }

    /// Rules about the file's shape stay errors whatever `rules:` or `allow:` say:
    /// past them the spec cannot be read reliably. So does `output-path`: a spec from
    /// a pull request must not be able to let itself write anywhere.
    public var isConfigurable: Bool {
        switch self {
        case .yamlSyntax, .duplicateKey, .aliasLimit, .unsupportedVersion, .missingField,
            .unknownKey, .wrongType, .invalidName, .outputPath:
            false
        default:
            true
        }
    }

    public var summary: String {
        switch self {
        case .yamlSyntax: "libyaml rejected the text"
        case .duplicateKey: "a mapping repeats a key"
        case .aliasLimit: "aliases expand past the limit, or nesting is too deep"
        case .unsupportedVersion: "`navgen` is not 1"
        case .missingField: "a required key is absent"
        case .unknownKey: "a key this format does not have"
        case .wrongType: "a value has the wrong YAML shape or is not a known param type"
        case .invalidName: "a name breaks the naming rules, or makes a file name too long"
        case .outputPath: "generate.output is not a folder inside the spec's folder"
        case .nameCollision:
            "a list repeats a name, or two names generate the same Swift type, or file names equal up to case"
        case .unknownReference: "a route, coordinator or rule id that does not exist"
        case .pushTarget: "push, sheet or cover to a route of another coordinator"
        case .rootParams: "a coordinator's root route has a required param"
        case .modalPush: "a modally presented route pushes"
        case .undeclaredChild: "start: C where C is not in children"
        case .unhandledOutcome: "then misses an outcome of the child"
        case .unknownOutcome: "then or finish names an outcome the coordinator does not declare"
        case .conflictingStart: "a route starts the same child twice, with another as or then"
        case .tabTarget: "tab: C where no enclosing tabs coordinator has tab C"
        case .coordinatorCycle: "the children relation has a cycle"
        case .unreachableCoordinator: "no way from launch leads to this coordinator"
        case .unreachableRoute: "no way from launch, nor any deep link, shows this route"
        case .deeplinkSyntax: "a deep-link pattern is malformed"
        case .deeplinkParam: "a pattern's params do not match the route's"
        case .deeplinkAmbiguous: "two deep-link patterns have the same shape"
        case .deeplinkUnbuildable: "the back stack for a pattern needs a param the URL cannot give"
        case .deeplinkNoScheme: "routes have deep links but no scheme or host is declared"
        case .unusedChild: "a child that its coordinator never starts"
        case .deeplinkOnly: "a route that only a deep link can show"
        case .pushCycle: "pushes that can repeat forever"
        case .modalCycle: "presentations that can nest forever"
        case .noExit: "a cover with no way to dismiss or finish"
        case .duplicateTransition: "a route lists the same transition twice"
        }
    }
}
