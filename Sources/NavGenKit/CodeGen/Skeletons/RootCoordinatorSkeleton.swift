/// `<App>RootCoordinator`, the skeleton of a spec whose `root` is a list of entries:
/// it owns the conditions and the opening of links, and shows the coordinator of the
/// entry they select. A condition change that selects another entry makes that
/// entry's coordinator fresh, in its launch state, and lets the old one go with its
/// state, as the navigation state's `Root` does. The root an entry's coordinator
/// shows is the app's business everywhere else, so the type only swaps and forwards.
struct RootCoordinatorSkeleton {
    /// One entry of the `root` list: its coordinator's id (the case of the state's
    /// `Root`), its class, and whether it is a tab bar (UIKit shows `tabBarController`).
    struct Entry: Hashable {
        var id: String
        var type: String
        /// The case of `Shown` (and of the state's `Root`): the id, in backticks where Swift needs them.
        var name: String { SwiftSpelling.declaration(id) }
        /// The UIKit controller its coordinator shows: `tabBarController`, `splitViewController`
        /// or `navigationController`.
        var controller: String
        /// Whether the entry's coordinator keeps the conditions itself, so that the
        /// root coordinator hands them on and hears their changes.
        var ownsConditions: Bool
        /// Whether it has `apply(_:of:reopening:)`, which shows a waiting link's flow.
        var appliesWaiting: Bool
        /// Whether it shows a `go`'s destination through its `go` callback, which the root
        /// coordinator sets to its own `go(to:)`.
        var goes: Bool
    }

    let names: GeneratedNames
    let entries: [Entry]
    /// Whether the root coordinator opens URLs: always, as every root coordinator does.
    let opensLinks: Bool
    /// Whether the state has `open(_ destination:)`/`init?(opening:conditions:)`.
    let opensDestinations: Bool
    /// Whether a guard's `otherwise: web` sends links to the browser (`<App>Link`).
    let opensWeb: Bool
    /// Whether `open(_ url:)` takes the link's `source`: some pattern maps `open` by source.
    let takesSource: Bool

    init(index: SkeletonIndex) {
        let model = index.model
        names = model.names
        entries = model.model.rootEntries.compactMap { entry in
            guard let coordinator = model.coordinator(entry.id.value) else { return nil }
            let plan = SkeletonPlan(index: index, coordinator: coordinator, reserved: [])
            return Entry(
                id: entry.id.value, type: model.names.coordinatorClass(entry.id.value),
                controller: coordinator.kind == .tabs
                    ? "tabBarController"
                    : coordinator.kind == .split ? "splitViewController" : "navigationController",
                ownsConditions: plan.ownsConditions,
                appliesWaiting: !plan.rootEntryApply.isEmpty, goes: index.rootMoves.goes(entry.id.value))
        }
        opensLinks = true
        opensDestinations = model.opensByMode
        opensWeb = model.spec.usesWebFallback
        takesSource = opensDestinations && model.spec.usesLinkSource
    }

    var type: String { names.rootCoordinator }
    private var root: String { names.state + ".Root" }

    // MARK: - Shared members

    /// `enum Shown`, the stored `shown`, `conditions`, and the swap.
    private func stateLines(observable: Bool) -> [String] {
        var lines = [
            "    /// A root entry on screen, with its coordinator.",
            "    enum Shown {",
        ]
        lines += entries.map { "        case \($0.name)(\($0.type))" }
        lines += [
            "    }",
            "",
            "    /// The root entry on screen: the first of the spec's `root` list whose `requires` hold.",
            "    \(observable ? "" : "@Published ")private(set) var shown: Shown",
            "",
            "    /// The app's conditions. Setting them shows the root entry they select: another entry's",
            "    /// coordinator is made fresh, in its launch state, and the old one's state is discarded.",
            "    \(observable ? "" : "@Published ")var conditions: \(names.conditions) {",
            "        didSet { show(\(names.state)(conditions: conditions).root) }",
            "    }",
            "",
            "    init(conditions: \(names.conditions) = \(names.conditions)()) {",
            "        self.conditions = conditions",
            "        self.shown = Self.fresh(\(names.state)(conditions: conditions).root)",
            "        wire(shown)",
            "    }",
            "",
            "    /// A fresh coordinator for `root`'s entry, in its launch state.",
            "    private static func fresh(_ root: \(root)) -> Shown {",
            "        switch root {",
        ]
        lines += entries.map { "        case .\($0.name): .\($0.name)(\($0.type)())" }
        lines += [
            "        }",
            "    }",
            "",
            "    /// Shows `root`'s entry: the coordinator on screen keeps its screens when it is that",
            "    /// entry's; else a fresh one, in its launch state, takes its place.",
            "    private func show(_ root: \(root)) {",
            "        switch (root, shown) {",
        ]
        for entry in entries {
            lines +=
                entry.ownsConditions
                ? [
                    "        case (.\(entry.name), .\(entry.name)(let coordinator)):",
                    "            if coordinator.conditions != conditions { coordinator.conditions = conditions }",
                ] : ["        case (.\(entry.name), .\(entry.name)): break"]
        }
        lines += [
            "        default:",
            "            shown = Self.fresh(root)",
            "            wire(shown)",
            "            didSwap()",
            "        }",
            "    }",
            "",
            "    /// Hands the conditions to the coordinator that keeps them, and hears it change them:",
            "    /// a flow that satisfies a condition, or a `set` action.",
            "    private func wire(_ shown: Shown) {",
            "        switch shown {",
        ]
        for entry in entries {
            var wiring: [String] = []
            if entry.ownsConditions {
                wiring += [
                    "            coordinator.conditions = conditions",
                    "            coordinator.onConditionsChange = { [weak self] conditions in",
                    "                if self?.conditions != conditions { self?.conditions = conditions }",
                    "            }",
                ]
            }
            if entry.goes {
                wiring.append(
                    "            coordinator.go = { [weak self] destination in _ = self?.go(to: destination) }"
                )
            }
            lines +=
                wiring.isEmpty
                ? ["        case .\(entry.name): break"]
                : ["        case .\(entry.name)(let coordinator):"] + wiring
        }
        lines += ["        }", "    }"]
        return lines
    }

    /// `go(to:)`, which the entries' `go` callbacks call: the state the generated `go(to:)`
    /// gives from the root on screen, applied as a link's is.
    private var goLines: [String] {
        guard entries.contains(where: \.goes) else { return [] }
        return [
            "",
            "    /// Shows `destination` as a `go` item does: the state `\(names.state).go(to:)` gives from the",
            "    /// root on screen, under `conditions`, with every tab it does not select kept as it is. A",
            "    /// destination that waits for a condition shows the flow that satisfies it, and is shown",
            "    /// once that flow finishes with its outcome. Returns false, changing nothing, when a screen",
            "    /// below needs a param the destination lacks. The entries' `go` methods call it.",
            "    @discardableResult",
            "    func go(to destination: \(names.destination)) -> Bool {",
            "        var state = \(names.state)(root: currentRoot, conditions: conditions)",
            "        guard state.go(to: destination) else { return false }",
            "        apply(state) { [weak self] in self?.go(to: destination) }",
            "        return true",
            "    }",
        ]
    }

    /// `open(_ url:)` and `open(_ destination:)`: the state for the conditions, its link
    /// applied to the coordinator of the root it shows.
    private var openLines: [String] {
        var lines: [String] = []
        if opensLinks {
            lines += [
                "",
                opensDestinations
                    ? "    /// Opens a deep link on the root on screen, as `\(names.state).open(_:)` does: from the"
                    : "    /// Opens a deep link under `conditions`, as `\(names.state)(url:conditions:)` does: from the",
                "    /// root the conditions select; a target that root cannot show is no match. A link that waits",
                "    /// opens again once the flow that satisfies its condition finishes with its outcome, from the",
                "    /// root shown then. Returns false, changing nothing, when the URL matches no pattern.",
            ]
            if takesSource {
                lines += [
                    "    /// `source` is where the link comes from: `.external` for a URL the system hands the app,",
                    "    /// `.inApp` for a link tapped in the app's own views (a pattern may open each its own way).",
                ]
            }
            lines += [
                "    @discardableResult",
                takesSource
                    ? "    func open(_ url: URL, source: \(names.linkSource) = .external) -> Bool {"
                    : "    func open(_ url: URL) -> Bool {",
            ]
            if opensWeb {
                lines += [
                    "        if case .web(let webURL)? = \(names.link)(url: url, conditions: conditions) {",
                    "            // `otherwise: web`: the browser shows the link; the screens stay as they are.",
                    "            UIApplication.shared.open(webURL)",
                    "            return true",
                    "        }",
                ]
            }
            lines +=
                opensDestinations
                ? [
                    "        var state = \(names.state)(root: currentRoot, conditions: conditions)",
                    takesSource
                        ? "        guard state.open(url, source: source) else { return false }"
                        : "        guard state.open(url) else { return false }",
                ]
                : [
                    "        guard let state = \(names.state)(url: url, conditions: conditions) else { return false }"
                ]
            lines += [
                takesSource
                    ? "        apply(state) { [weak self] in self?.open(url, source: source) }"
                    : "        apply(state) { [weak self] in self?.open(url) }",
                "        return true",
                "    }",
            ]
        }
        if opensDestinations {
            lines += [
                "",
                "    /// The root on screen, read back from the shown entry's coordinator (`currentNode`).",
                "    private var currentRoot: \(root) {",
                "        switch shown {",
            ]
            lines += entries.map {
                "        case .\($0.name)(let coordinator): .\($0.name)(coordinator.currentNode)"
            }
            lines += [
                "        }",
                "    }",
                "",
                "    /// Opens a screen by value under `conditions`, from the root they select. Returns false,",
                "    /// changing nothing, when a screen below needs a param the destination lacks.",
                "    @discardableResult",
                "    func open(_ destination: \(names.destination)) -> Bool {",
                "        guard let state = \(names.state)(opening: destination, conditions: conditions) else {",
                "            return false",
                "        }",
                "        apply(state) { [weak self] in self?.open(destination) }",
                "        return true",
                "    }",
            ]
        }
        guard opensLinks || opensDestinations else { return lines }
        lines += [
            "",
            "    /// Shows `state`: its root entry, then its part on that entry's coordinator. A link that",
            "    /// waits shows the flow that satisfies its condition, and `reopen` opens it again once the",
            "    /// flow finishes with its outcome: from the root the new conditions select.",
            "    private func apply(_ state: \(names.state), reopening reopen: @escaping () -> Void) {",
            "        show(state.root)",
            "        switch (state.root, shown) {",
        ]
        for entry in entries {
            lines.append(
                entry.appliesWaiting
                    ? "        case (.\(entry.name)(let node), .\(entry.name)(let coordinator)): coordinator.apply(node, of: state, reopening: reopen)"
                    : "        case (.\(entry.name)(let node), .\(entry.name)(let coordinator)): coordinator.apply(node)"
            )
        }
        lines += ["        default: break", "        }", "    }"]
        return lines
    }

    // MARK: - SwiftUI

    /// The SwiftUI skeleton: an observable object whose `RootView` switches between the entries' `RootView`s.
    func swiftUI(minimumOS: MinimumOS) -> [SwiftDeclaration] {
        let observable = minimumOS >= .iOS17
        let available = SkeletonBuilder.availability(minimumOS)
        var lines = [
            "/// Shows the root entry the conditions select, and swaps it when they select another.",
            "///",
            "/// In the app:",
            "///",
            "///     @main struct \(names.app)App: App {",
            "///         \(observable ? "@State" : "@StateObject") private var coordinator = \(type)()",
            "///         var body: some Scene {",
            "///             WindowGroup { \(type).RootView(coordinator: coordinator) }",
            "///         }",
            "///     }",
            available,
        ]
        lines +=
            observable
            ? ["@Observable @MainActor", "final class \(type) {"]
            : ["@MainActor", "final class \(type): ObservableObject {"]
        lines += stateLines(observable: observable)
        lines += [
            "", "    /// The root changed: SwiftUI redraws `RootView` from `shown`.",
            "    private func didSwap() {}",
        ]
        lines += openLines + goLines
        lines += [
            "}",
            "",
            available,
            "extension \(type) {",
            "    /// The root entry on screen.",
            "    struct RootView: View {",
            "        \(observable ? "var" : "@ObservedObject var") coordinator: \(type)",
            "",
            "        var body: some View {",
            "            Group {",
            "                switch coordinator.shown {",
        ]
        lines += entries.map {
            "                case .\($0.name)(let root): \($0.type).RootView(coordinator: root)"
        }
        lines += [
            "                }",
            "            }",
        ]
        lines +=
            takesSource
            ? [
                "            .environment(",
                "                \\.openURL,",
                "                OpenURLAction { url in",
                "                    coordinator.open(url, source: .inApp) ? .handled : .systemAction",
                "                }",
                "            )",
                "            .onOpenURL { url in coordinator.open(url, source: .external) }",
            ] : ["            .onOpenURL { url in coordinator.open(url) }"]
        lines += [
            "        }",
            "    }",
            "}",
        ]
        return [.verbatim(lines.map(SwiftTemplate.Line.text))]
    }

    // MARK: - UIKit

    /// The UIKit skeleton: it sets `window.rootViewController` to the shown entry's controller.
    func uiKit(minimumOS: MinimumOS) -> [SwiftDeclaration] {
        let available = SkeletonBuilder.availability(minimumOS)
        var lines = [
            "/// Shows the root entry the conditions select in the window, and swaps it when they select another.",
            "///",
            "/// In the scene delegate:",
            "///",
            "///     let coordinator = \(type)(window: window)",
            "///     window.makeKeyAndVisible()",
            available,
            "@MainActor",
            "final class \(type) {",
            "    /// The window whose `rootViewController` is the shown entry's.",
            "    let window: UIWindow",
            "",
        ]
        var state = stateLines(observable: true)
        // The UIKit initializer takes the window first, and puts the entry on it.
        if let start = state.firstIndex(where: { $0.hasPrefix("    init(") }) {
            state[start] =
                "    init(window: UIWindow, conditions: \(names.conditions) = \(names.conditions)()) {"
            state.insert("        self.window = window", at: start + 1)
            state.insert("        didSwap()", at: start + 5)
        }
        lines += state
        lines += [
            "",
            "    /// Starts the shown entry's coordinator and makes its controller the window's root.",
            "    private func didSwap() {",
            "        switch shown {",
        ]
        for entry in entries {
            lines.append("        case .\(entry.name)(let coordinator):")
            lines.append("            coordinator.start()")
            lines.append("            window.rootViewController = coordinator.\(entry.controller)")
        }
        lines += ["        }", "    }"]
        lines += openLines + goLines
        lines.append("}")
        return [.verbatim(lines.map(SwiftTemplate.Line.text))]
    }
}
