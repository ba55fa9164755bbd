import NavGenKit

/// A spec written with `↓` before each place a finding must point at, as rule
/// examples are: the text without the markers, and the markers' positions.
struct MarkedSpec {
    var text: String
    var markers: [SourceLocation]

    init(_ marked: String) {
        var text = ""
        var markers: [SourceLocation] = []
        var line = 1
        var column = 1
        for scalar in marked.unicodeScalars {
            if scalar == "↓" {
                markers.append(SourceLocation(line: line, column: column))
                continue
            }
            text.unicodeScalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.text = text
        self.markers = markers
    }

    /// The positions as spots of one rule, for comparing with findings.
    func spots(_ rule: RuleID) -> [Spot] {
        markers.map { Spot(rule, $0.line, $0.column) }
    }
}

extension Array where Element == Finding {
    /// The spots of one rule's findings, in report order.
    func spots(of rule: RuleID) -> [Spot] {
        filter { $0.rule == rule }.spots
    }
}

/// A spec with the usual four-line header (`navgen: 1`, `app: Demo`, `root: main`,
/// `coordinators:`): the first line of `body` is line 5.
func spec(_ body: String) -> String {
    "navgen: 1\napp: Demo\nroot: main\ncoordinators:\n" + body
}

/// Every finding of a whole validation, as spots in report order.
func spots(_ yaml: String) -> [Spot] {
    validate(yaml).findings.spots
}
