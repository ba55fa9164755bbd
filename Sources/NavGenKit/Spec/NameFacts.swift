/// The names the decoder met that must neither repeat nor clash, recorded for
/// `name-collision`, which judges them with the decoded spec. Kept beside the spec,
/// not in it: they are judged even when the file does not decode, so one run lists
/// them with the other shape findings.
package struct NameFacts: Sendable {
    /// A list whose entries must differ, and what messages call it (`children`).
    package struct List: Sendable {
        package var names: [Located<String>]
        package var what: String
    }

    /// A coordinator's or a route set's alerts, with the routes and children whose
    /// names they must not take.
    package struct Namespace: Sendable {
        package var alerts: [Alert]
        package var routes: [Route]
        package var children: [Located<String>]
    }

    package var lists: [List] = []
    package var namespaces: [Namespace] = []

    var isEmpty: Bool { lists.isEmpty && namespaces.isEmpty }

    mutating func append(_ other: NameFacts) {
        lists += other.lists
        namespaces += other.namespaces
    }
}

extension SpecDecoder {
    /// Records a list whose entries must differ.
    mutating func recordDistinct(_ list: [Located<String>], _ what: String) {
        guard list.count > 1 else { return }
        names.lists.append(NameFacts.List(names: list, what: what))
    }

    /// Records a coordinator's alerts with the names they share a namespace with.
    mutating func recordAlertNames(_ alerts: [Alert], routes: [Route], children: [Located<String>]) {
        guard !alerts.isEmpty else { return }
        names.namespaces.append(NameFacts.Namespace(alerts: alerts, routes: routes, children: children))
    }
}
