import NavGenKit

/// A finding reduced to what tests assert: rule, line and column.
struct Spot: Hashable, CustomStringConvertible {
    var rule: RuleID
    var line: Int
    var column: Int

    init(_ rule: RuleID, _ line: Int, _ column: Int) {
        self.rule = rule
        self.line = line
        self.column = column
    }

    init(_ finding: Finding) {
        self.init(finding.rule, finding.location.line, finding.location.column)
    }

    var description: String { "\(rule.rawValue)@\(line):\(column)" }
}

extension Array where Element == Finding {
    var spots: [Spot] { map(Spot.init) }
}

/// Loads a spec from text and returns its shape findings in report order: the
/// decoder's and `name-collision`'s, which judges the names it recorded.
func decodeFindings(_ yaml: String) -> [Finding] {
    let loaded = SpecLoader.load(Array(yaml.utf8), file: "navgen.yaml")
    let collisions = NameCollisionRule.findings(in: loaded.spec, names: loaded.names, files: loaded.files)
    return (loaded.findings + collisions).sorted()
}

/// Runs the whole validation of a spec given as text.
func validate(_ yaml: String) -> Validator.Report {
    Validator.validate(Array(yaml.utf8), file: "navgen.yaml")
}

/// A small valid spec that tests extend.
let minimalSpec = """
    navgen: 1
    app: Demo
    root: main
    coordinators:
      main:
        root: home
        routes:
          home:
    """
