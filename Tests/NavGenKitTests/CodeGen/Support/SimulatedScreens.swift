import NavGenKit

/// The simulator's screens in the short form the skeleton-harness programs print, so
/// a harness test compares the two as text: a stack's routes and what its top
/// presents, a tab bar's tabs with `*` at the selected one.
enum SimulatedScreens {
    static func describe(_ node: NavigationNode) -> String {
        switch node {
        case .tabs(let tabs):
            let shown = tabs.tabs.enumerated().map {
                ($0.offset == tabs.selected ? "*" : "") + describe($0.element)
            }
            return tabs.coordinator + "(" + shown.joined(separator: ", ") + ")"
        case .stack(let stack):
            var text = stack.coordinator + ": " + stack.entries.map(\.route.route).joined(separator: " ")
            if let modal = stack.modal {
                guard case .flow(let flow, _) = modal.content else { return text + " [?]" }
                text += " [" + modal.style.keyword + " " + describe(flow) + "]"
            }
            return text
        case .split(let split):
            let shown = split.columns.enumerated().map {
                ($0.offset >= 1 && $0.offset <= split.selected ? "*" : "") + describe(.stack($0.element))
            }
            return split.coordinator + "(" + shown.joined(separator: ", ") + ")"
        }
    }
}
