import NavGenKit

/// A spec as text, built line by line, that knows where each added name is written
/// (1-based line and column), so a finding can be traced to the name it refuses.
///
/// The names go into hubs: stack coordinators that `store` starts, shaped like it
/// (each presents a route as a sheet and as a cover, starts a flow pushed and
/// presented, selects a tab, finishes and dismisses), a few names each. One large
/// class would cost more to compile than many small ones: `@Observable` reads the
/// whole class for each of its members.
struct SlotSpec {
    private(set) var lines: [String] = []
    /// Where each name is defined, or entered as a tab of `main`, in order.
    private(set) var places: [(name: String, line: Int, column: Int, isTab: Bool)] = []
    /// The app's own types the spec uses, which a compile must declare.
    var customTypes: Set<String> = ["Item"]
    /// The lines of the fixture the names are added at, which it no longer has: the
    /// fixture changed, and the slots would put nothing there.
    private(set) var missingAnchors: [String] = []
    private let fixture: [String]

    var text: String { lines.joined(separator: "\n") + "\n" }

    init(fixture: String) {
        self.fixture = fixture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The fixture's `main` tabs, `store`'s children and its `conditions:` key, as written:
    /// where tabs, hubs and conditions are added.
    static let mainTabs = "    children: [store, account, { orders: { requires: [signedIn] } }]"
    static let storeChildren = "    children: [login, checkout, gallery, composer]"
    static let conditionsKey = "conditions:"

    /// A line; when it defines a name, where.
    struct Line {
        var text: String
        var defines: (name: String, column: Int)?

        init(_ text: String, defines name: String? = nil, at column: Int? = nil) {
            self.text = text
            if let name { defines = (name, column ?? (text.prefix { $0 == " " }.count + 1)) }
        }
    }

    /// What one hub holds besides its fixed shape.
    struct Hub {
        var children: [String] = []
        /// Items of its root route's `transitions`, one line each, without the `- `.
        var transitions: [String] = []
        /// Items of further routes the root pushes (`slotWay1`, `slotWay2`...): a
        /// route may start a flow only one way, so each other way gets its own.
        var ways: [[String]] = []
        var routes: [Line] = []
        /// The route sets it uses.
        var uses: [String] = []
        /// The lines below its `alerts:` key.
        var alerts: [Line] = []
    }

    /// The fixture's lines with `main`'s tabs (the names in `tabs`, then the raw
    /// entries `tabEntries`), `store`'s children and the conditions extended, then the
    /// route of `store` that starts the hubs, the hubs, and `coordinators`.
    mutating func assemble(
        tabs: [String] = [], tabEntries: [String] = [], conditions: [Line] = [], hubs: [Hub],
        coordinators: [Line] = []
    ) {
        let hubNames = hubs.indices.map { "slotHub\($0)" }
        var found: Set<String> = []
        for line in fixture.reversed().drop(while: \.isEmpty).reversed() {
            switch line {
            case Self.mainTabs:
                found.insert(line)
                emitList(
                    ["store", "account", "{ orders: { requires: [signedIn] } }"], added: tabs, raw: tabEntries
                )
            case Self.storeChildren:
                found.insert(line)
                emitList(["login", "checkout", "gallery", "composer"] + hubNames, added: [])
            case Self.conditionsKey:
                found.insert(line)
                lines.append(line)
                for condition in conditions { emit(condition) }
            default:
                lines.append(line)
            }
        }
        missingAnchors = [Self.mainTabs, Self.storeChildren, Self.conditionsKey].filter {
            !found.contains($0)
        }
        emit(Line("      slotHubs:"))
        emit(Line("        deeplink: /slot/hubs"))
        emit(Line("        transitions:"))
        for hub in hubNames { emit(Line("          - { start: \(hub), then: { slotHubDone: stay } }")) }
        for line in [
            "  slotPushed:", "    root: slotHome", "    outcomes: [slotDone]", "    routes:",
            "      slotHome:",
            "        transitions: [{ finish: slotDone }, dismiss]",
        ] {
            emit(Line(line))
        }
        for (index, hub) in hubs.enumerated() { emit(hub, index) }
        for line in coordinators { emit(line) }
    }

    private mutating func emit(_ hub: Hub, _ index: Int) {
        for line in ["  slotHub\(index):", "    root: slotHome", "    outcomes: [slotHubDone]"] {
            emit(Line(line))
        }
        if !hub.uses.isEmpty { emit(Line("    uses: [\(hub.uses.joined(separator: ", "))]")) }
        emit(Line("    children:"))
        for child in ["slotPushed"] + hub.children { emit(Line("      - " + child)) }
        if !hub.alerts.isEmpty {
            emit(Line("    alerts:"))
            for line in hub.alerts { emit(line) }
        }
        let fixed = [
            "sheet: slotPanel", "cover: slotPanel",
            "{ start: slotPushed, as: push, then: { slotDone: pop } }", "tab: account",
            "finish: slotHubDone", "dismiss",
        ]
        emit(Line("    routes:"))
        emit(Line("      slotHome:"))
        emit(Line("        deeplink: /slot/hub/\(index)"))
        emit(Line("        transitions:"))
        let pushes = hub.ways.indices.map { "push: slotWay\($0 + 1)" }
        for item in fixed + hub.transitions + pushes { emit(Line("          - " + item)) }
        for (way, items) in hub.ways.enumerated() {
            emit(Line("      slotWay\(way + 1):"))
            emit(Line("        transitions:"))
            for item in ["pop"] + items { emit(Line("          - " + item)) }
        }
        // The panel starts the same flow as a sheet: one route may start a flow
        // only one way.
        emit(Line("      slotPanel:"))
        emit(Line("        transitions:"))
        emit(Line("          - dismiss"))
        emit(Line("          - { start: slotPushed, as: sheet, then: { slotDone: { tab: account } } }"))
        for line in hub.routes { emit(line) }
    }

    private mutating func emitList(_ fixed: [String], added: [String], raw: [String] = []) {
        lines.append("    children:")
        for name in fixed { lines.append("      - " + name) }
        for name in added {
            lines.append("      - " + name)
            places.append((name, lines.count, 9, true))
        }
        for entry in raw { lines.append("      - " + entry) }
    }

    mutating func emit(_ line: Line) {
        lines.append(line.text)
        if let defines = line.defines { places.append((defines.name, lines.count, defines.column, false)) }
    }

    static func chunks(_ names: [String], of size: Int) -> [[String]] {
        stride(from: 0, to: names.count, by: size).map { Array(names[$0..<min($0 + size, names.count)]) }
    }
}
