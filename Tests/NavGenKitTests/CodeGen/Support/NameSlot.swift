import NavGenKit
import Testing

/// A place in a spec where a name goes, and the spec that puts a batch of names
/// there: the vocabulary fixture (`specs/vocabulary.yaml`, whose shapes use every
/// part of the skeleton builders) with the names added to hubs shaped like its
/// `store` (``SlotSpec``), so that each name meets every member, local and type the
/// generated code has. `generate.typePrefix`, one per spec, has a test of its own.
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
    /// A param of a flow's root route: the flow's input, which its start takes.
    case input
    case alert
    /// An outcome of an alert or a confirmation dialog.
    case answer
    case condition
    case routeSet
    /// A route with `entry: true`.
    case entry

    var testDescription: String { rawValue }

    /// How many specs the slot's names are spread over: a coordinator brings a
    /// whole skeleton, a param a few lines.
    var batches: Int {
        switch self {
        case .coordinator, .tabBar: 2
        default: 1
        }
    }

    /// At most how many of the slot's names go into one spec, if a limit pays: a
    /// coordinator's skeleton type-checks in time that grows faster than the count
    /// (two specs of 131 take 45% less than one of 262); a spec of another slot costs
    /// the fixture's own files again (about 2 s), more than splitting saves.
    var namesPerSpec: Int? {
        self == .coordinator ? 140 : nil
    }

    /// Whether the slot takes a lowercase id or a type name.
    var takes: NamePattern { self == .customType ? .typeName : .identifier }

    /// The names of the vocabulary this slot can be given: valid there, not the
    /// fixture's own (already there), not a built-in param type, and not the
    /// `slot` names that hold the spec together.
    func candidates(_ vocabulary: [String], fixture: NavigationSpec) -> [String] {
        let taken: Set<String>
        switch self {
        case .param, .route, .outcome, .input, .alert, .answer, .entry: taken = []
        case .coordinator, .tabBar, .routeSet: taken = Set(fixture.coordinators.map(\.id.value))
        case .condition: taken = Set(fixture.conditions.map(\.id.value))
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
        case .input: spec.inputs(names)
        case .alert: spec.alerts(names)
        case .answer: spec.answers(names)
        case .condition: spec.conditions(names)
        case .routeSet: spec.routeSets(names)
        case .entry: spec.entries(names)
        }
        return spec
    }
}
