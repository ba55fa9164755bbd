import NavGenKit
import Testing

/// A place in a spec where a name goes, and the spec that puts a batch of names
/// there: the vocabulary fixture (`specs/vocabulary.yaml`, whose shapes use every
/// part of the skeleton builders) with the names added to hubs shaped like its
/// `store`, so that each name meets every member, local and type the generated
/// code has.
enum NameSlot: String, CaseIterable, CustomTestStringConvertible {
    case param
    case route
    case outcome
    /// A stack coordinator: a tab of `main`, and a flow `store` starts as a push,
    /// a sheet and a cover.
    case coordinator
    /// A tabs coordinator that `store` presents.
    case tabBar
    case customType

    var testDescription: String { rawValue }

    /// How many specs the slot's names are spread over: a coordinator brings a
    /// whole skeleton, a param a few lines.
    var batches: Int {
        switch self {
        case .coordinator, .tabBar: 2
        default: 1
        }
    }

    /// Whether the slot takes a lowercase id or a type name.
    var takes: NamePattern { self == .customType ? .typeName : .identifier }

    /// The names of the vocabulary this slot can be given: valid there, not the
    /// fixture's own (already there), not a built-in param type, and not the
    /// `slot` names that hold the spec together.
    func candidates(_ vocabulary: [String], fixture: NavigationSpec) -> [String] {
        let taken: Set<String>
        switch self {
        case .param, .route, .outcome: taken = []
        case .coordinator, .tabBar: taken = Set(fixture.coordinators.map(\.id.value))
        case .customType:
            taken = Set(
                fixture.coordinators.flatMap {
                    $0.routes.flatMap { $0.params.map(\.type.value.base.swiftName) }
                })
        }
        return vocabulary.filter { name in
            guard takes.matches(name), !taken.contains(name), !name.hasPrefix("slot") else { return false }
            if self == .customType { return ParamType(spelling: name)?.isCustom == true }
            return true
        }
    }

    /// The fixture with `names` in this slot. `notTabs` are coordinator names kept
    /// off the tab bar (validation refused them as tabs).
    func spec(_ names: [String], fixture: String, notTabs: Set<String> = []) -> SlotSpec {
        var spec = SlotSpec(fixture: fixture)
        switch self {
        case .param: spec.params(names)
        case .route: spec.routes(names)
        case .outcome: spec.outcomes(names)
        case .coordinator: spec.coordinators(names, tabs: names.filter { !notTabs.contains($0) })
        case .tabBar: spec.tabBars(names)
        case .customType: spec.customTypes(names)
        }
        return spec
    }
}

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
    private(set) var customTypes: Set<String> = ["Item"]
    private let fixture: [String]

    var text: String { lines.joined(separator: "\n") + "\n" }

    init(fixture: String) {
        self.fixture = fixture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// A line; when it defines a name, where.
    private struct Line {
        var text: String
        var defines: (name: String, column: Int)?

        init(_ text: String, defines name: String? = nil, at column: Int? = nil) {
            self.text = text
            if let name { defines = (name, column ?? (text.prefix { $0 == " " }.count + 1)) }
        }
    }

    /// What one hub holds besides its fixed shape.
    private struct Hub {
        var children: [String] = []
        /// Items of its root route's `transitions`, one line each, without the `- `.
        var transitions: [String] = []
        /// Items of further routes the root pushes (`slotWay1`, `slotWay2`...): a
        /// route may start a flow only one way, so each other way gets its own.
        var ways: [[String]] = []
        var routes: [Line] = []
    }

    /// The fixture's lines with `main`'s tabs and `store`'s children extended, then
    /// the route of `store` that starts the hubs, the hubs, and `coordinators`.
    private mutating func assemble(tabs: [String] = [], hubs: [Hub], coordinators: [Line] = []) {
        let hubNames = hubs.indices.map { "slotHub\($0)" }
        for line in fixture.reversed().drop(while: \.isEmpty).reversed() {
            if line == "    children: [store, account]" {
                emitList(["store", "account"], added: tabs)
            } else if line == "    children: [login, checkout, gallery]" {
                emitList(["login", "checkout", "gallery"] + hubNames, added: [])
            } else {
                lines.append(line)
            }
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
        for (index, hub) in hubs.enumerated() {
            for line in [
                "  slotHub\(index):", "    root: slotHome", "    outcomes: [slotHubDone]", "    children:",
                "      - slotPushed",
            ] {
                emit(Line(line))
            }
            for child in hub.children { emit(Line("      - " + child)) }
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
        for line in coordinators { emit(line) }
    }

    private mutating func emitList(_ fixed: [String], added: [String]) {
        lines.append("    children:")
        for name in fixed { lines.append("      - " + name) }
        for name in added {
            lines.append("      - " + name)
            places.append((name, lines.count, 9, true))
        }
    }

    private mutating func emit(_ line: Line) {
        lines.append(line.text)
        if let defines = line.defines { places.append((defines.name, lines.count, defines.column, false)) }
    }

    private static func chunks(_ names: [String], of size: Int) -> [[String]] {
        stride(from: 0, to: names.count, by: size).map { Array(names[$0..<min($0 + size, names.count)]) }
    }

    // MARK: - Slots

    /// The names as params of every type on a route of each hub, which the hub
    /// pushes and shows as a sheet and as a cover, and which a deep link opens.
    mutating func params(_ names: [String]) {
        let types = ["String?", "Int", "Double?", "Item?", "Bool", "UUID?"]
        let hubs = Self.chunks(names, of: 60).enumerated().map { index, batch in
            var hub = Hub(transitions: ["push: slotParams", "sheet: slotParams", "cover: slotParams"])
            hub.routes = [Line("      slotParams:"), Line("        params:")]
            var query: [String] = []
            for (position, name) in batch.enumerated() {
                let type = types[position % types.count]
                hub.routes.append(Line("          \(name): \(type)", defines: name))
                if type != "Item?" { query.append("\(name)={\(name)}") }
            }
            hub.routes += [
                Line("        deeplink: /slot/params/\(index)?" + query.joined(separator: "&")),
                Line("        transitions: [pop, dismiss]"),
            ]
            return hub
        }
        assemble(hubs: hubs)
    }

    /// The names as routes of the hubs, with and without a param, each pushed and
    /// shown as a sheet or a cover, and opened by a deep link.
    mutating func routes(_ names: [String]) {
        let hubs = Self.chunks(names, of: 20).enumerated().map { index, batch in
            var hub = Hub()
            for (position, name) in batch.enumerated() {
                hub.transitions += ["push: \(name)", "\(position % 2 == 0 ? "sheet" : "cover"): \(name)"]
                hub.routes.append(Line("      \(name):", defines: name))
                if position % 2 == 1 { hub.routes.append(Line("        params: { slotValue: Int? }")) }
                hub.routes += [
                    Line("        deeplink: /slot/route/\(index)/\(name)"),
                    Line("        transitions: [pop, dismiss]"),
                ]
            }
            return hub
        }
        assemble(hubs: hubs)
    }

    /// A flow with the names as outcomes, which a hub starts as a sheet (each
    /// outcome answered by another kind of action) and as a push.
    mutating func outcomes(_ names: [String]) {
        let actions = [
            "stay", "{ tab: account }", "{ push: slotLanding }", "dismiss", "pop", "popToRoot",
            "{ sheet: slotLanding }", "{ cover: slotLanding }", "{ finish: slotHubDone }",
        ]
        var hub = Hub(children: ["slotFlow"])
        let answers = names.enumerated().map { "\($1): \(actions[$0 % actions.count])" }
        hub.transitions = ["{ start: slotFlow, as: sheet, then: { \(answers.joined(separator: ", ")) } }"]
        hub.ways = [
            [
                "{ start: slotFlow, as: push, then: { \(names.map { "\($0): stay" }.joined(separator: ", ")) } }"
            ]
        ]
        hub.routes = [Line("      slotLanding:"), Line("        transitions: [pop, dismiss]")]
        var flow = [Line("  slotFlow:"), Line("    root: slotHome"), Line("    outcomes:")]
        flow += names.map { Line("      - \($0)", defines: $0, at: 9) }
        flow += [Line("    routes:"), Line("      slotHome:"), Line("        transitions:")]
        flow += names.map { Line("          - finish: \($0)") }
        assemble(hubs: [hub], coordinators: flow)
    }

    /// The names as stack coordinators: tabs of `main` (those in `tabs`), and flows
    /// a hub starts as a push, a sheet and a cover, each answered.
    mutating func coordinators(_ names: [String], tabs: [String]) {
        let hubs = Self.chunks(names, of: 20).map { batch in
            Hub(
                children: batch,
                transitions: batch.map {
                    "{ start: \($0), as: sheet, then: { slotDone: { tab: account } } }"
                },
                ways: [
                    batch.map { "{ start: \($0), as: cover, then: { slotDone: stay } }" },
                    batch.map { "{ start: \($0), as: push, then: { slotDone: popToRoot } }" },
                ])
        }
        var flows: [Line] = []
        for name in names {
            flows += [
                Line("  \(name):", defines: name), Line("    root: slotHome"),
                Line("    outcomes: [slotDone]"),
                Line("    routes:"), Line("      slotHome:"),
                Line("        deeplink: /slot/coordinator/\(name)"),
                Line("        transitions: [{ finish: slotDone }, dismiss, { tab: account }]"),
            ]
        }
        assemble(tabs: tabs, hubs: hubs, coordinators: flows)
    }

    /// The names as tabs coordinators, which a hub presents as a sheet and as a
    /// cover; their first tab dismisses them and selects the other.
    mutating func tabBars(_ names: [String]) {
        let hubs = Self.chunks(names, of: 30).map { batch in
            Hub(
                children: batch,
                transitions: batch.map { "{ start: \($0), as: sheet }" },
                ways: [batch.map { "{ start: \($0), as: cover }" }])
        }
        var bars = [
            Line("  slotLeaf:"), Line("    root: slotHome"), Line("    routes:"), Line("      slotHome:"),
            Line("        deeplink: /slot/leaf"), Line("        transitions: [dismiss, { tab: slotOther }]"),
            Line("  slotOther:"), Line("    root: slotHome"), Line("    routes:"), Line("      slotHome:"),
        ]
        for name in names {
            bars += [
                Line("  \(name):", defines: name), Line("    kind: tabs"),
                Line("    children: [slotLeaf, slotOther]"),
            ]
        }
        assemble(hubs: hubs, coordinators: bars)
    }

    /// The names as the types of params, required and optional, on a route of each
    /// hub, which the hub pushes and shows as a sheet.
    mutating func customTypes(_ names: [String]) {
        var hubs: [Hub] = []
        for batch in Self.chunks(names, of: 60) {
            var hub = Hub(transitions: ["push: slotTypes", "sheet: slotTypes"])
            hub.routes = [Line("      slotTypes:"), Line("        params:")]
            for (position, name) in batch.enumerated() {
                let head = "          slotType\(position): "
                hub.routes.append(
                    Line(head + name + (position % 2 == 0 ? "" : "?"), defines: name, at: head.count + 1))
                customTypes.insert(name)
            }
            hub.routes.append(Line("        transitions: [pop, dismiss]"))
            hubs.append(hub)
        }
        assemble(hubs: hubs)
    }
}
