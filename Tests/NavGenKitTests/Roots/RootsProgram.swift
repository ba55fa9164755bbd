import Foundation
import NavGenKit
import Testing

/// Runs the whole generated output of a roots fixture (the navigation file, every
/// entry's skeleton and `<App>RootCoordinator`) as a program (``SkeletonProgram``), with
/// a `main.swift` that drives the root coordinator as `app`. The fixtures share the
/// coordinators `login` (with its `signIn` flow) and `main` (tabs `feed` and `profile`),
/// and their skeletons open by no mode, so they have no `currentNode`: ``reader(_:ui:)``
/// reads the state on screen back from the coordinators instead (SwiftUI: their paths,
/// sheets and selected tab; UIKit: the titles the skeletons give their controllers).
enum RootsProgram {
    /// `main` with the reader before it, built with the spec's output for `ui` and run:
    /// the lines it prints.
    static func run(_ spec: NavigationSpec, ui: UIFramework, main: String) throws -> [String] {
        let program =
            "import Foundation\nimport \(ui == .uikit ? "UIKit" : "SwiftUI")\n\n"
            + reader(spec, ui: ui) + main
        let output = try SkeletonProgram.run(spec, ui: ui, module: spec.app.value, main: program)
        return output.split(separator: "\n").map(String.init)
    }

    /// `let app = <App>RootCoordinator(...)` for a fresh app.
    static func makeApp(_ spec: NavigationSpec, ui: UIFramework) -> String {
        "let app = \(spec.app.value)RootCoordinator(\(ui == .uikit ? "window: UIWindow()" : ""))"
    }

    /// What the simulator's `state` is as the generated state encodes it (``GeneratedStateJSON``),
    /// its conditions included, and `waiting` left out: a coordinator keeps the move that waits
    /// as a closure, which the state after the flow finishes shows.
    static func expected(_ state: NavigationState, of spec: NavigationSpec) -> String {
        let conditions = Dictionary(
            uniqueKeysWithValues: zip(spec.conditions.map(\.id.value), state.conditions))
        return GeneratedStateJSON.text(GeneratedStateJSON(spec: spec).object(state, conditions: conditions))
    }

    /// The program's line read back as sorted-key JSON, to compare with ``expected(_:of:)``.
    static func normalized(_ line: String) -> String {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))).map(GeneratedStateJSON.text) ?? line
    }

    /// `func finishSignIn(_ app:)`: finishes the `signIn` flow on screen with `signedIn`, whether
    /// the link's wait or a tap on `start: signIn` showed it.
    static func finishSignIn(_ spec: NavigationSpec, ui: UIFramework) -> String {
        let app = spec.app.value
        if ui == .uikit {
            return """
                @MainActor func finishSignIn(_ app: \(app)RootCoordinator) {
                    guard case .login(let login) = app.shown else { return }
                    (login.signedInFlow ?? login.signInFlow)?.finishSignedIn()
                }

                """
        }
        return """
            @MainActor func finishSignIn(_ app: \(app)RootCoordinator) {
                guard case .login(let login) = app.shown else { return }
                if case .signedIn(let flow)? = login.conditionSheet { return flow.finishSignedIn() }
                if case .signIn(let flow)? = login.sheet { flow.finishSignedIn() }
            }

            """
    }

    /// `func printState(_ app:)`: prints the state on screen as `JSONEncoder` writes it.
    static func reader(_ spec: NavigationSpec, ui: UIFramework) -> String {
        let app = spec.app.value
        let state = app + "NavigationState"
        var text = """
            @MainActor func printState(_ app: \(app)RootCoordinator) {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                let state = \(state)(root: root(app), conditions: app.conditions)
                print(String(decoding: try! encoder.encode(state), as: UTF8.self))
            }

            """
        if ui == .swiftui {
            text += """
                @MainActor func root(_ app: \(app)RootCoordinator) -> \(state).Root {
                    switch app.shown {
                    case .login(let login):
                        var node = \(state).LoginNode(stack: [.login(.welcome)] + login.path.map { .login($0) })
                        if case .signIn(let flow)? = login.sheet { node.modal = .flow(.signIn(signIn(flow)), style: .sheet) }
                        if case .signedIn(let flow)? = login.conditionSheet {
                            node.modal = .flow(.signIn(signIn(flow)), style: .sheet)
                        }
                        return .login(node)
                    case .main(let main):
                        return .main(
                            \(state).MainNode(
                                selected: main.selectedTab,
                                tabs: .init(
                                    feed: \(state).FeedNode(stack: [.feed(.list)] + main.feed.path.map { .feed($0) }),
                                    profile: \(state).ProfileNode(
                                        stack: [.profile(.me)] + main.profile.path.map { .profile($0) }))))
                    }
                }

                @MainActor func signIn(_ flow: SignInCoordinator) -> \(state).SignInNode {
                    \(state).SignInNode(stack: [.signIn(.form)] + flow.path.map { .signIn($0) })
                }

                """
            return text
        }
        // UIKit: each controller's title is its route, as `makeViewController(for:)` sets it.
        text += """
            @MainActor func titles(_ navigation: UINavigationController) -> [String] {
                navigation.viewControllers.map { $0.title ?? "" }
            }

            @MainActor func root(_ app: \(app)RootCoordinator) -> \(state).Root {
                switch app.shown {
                case .login(let login):
                    var node = \(state).LoginNode(stack: titles(login.navigationController).map { .login(route($0)) })
                    if let flow = login.signedInFlow ?? login.signInFlow {
                        let stack = titles(flow.navigationController).map { _ in \(app)Destination.signIn(.form) }
                        node.modal = .flow(.signIn(\(state).SignInNode(stack: stack)), style: .sheet)
                    }
                    return .login(node)
                case .main(let main):
                    let profile = titles(main.profile.navigationController).map { \(app)Destination.profile(route($0)) }
                    return .main(
                        \(state).MainNode(
                            selected: main.selectedTab,
                            tabs: .init(
                                feed: \(state).FeedNode(stack: titles(main.feed.navigationController).map { .feed(route($0)) }),
                                profile: \(state).ProfileNode(stack: profile))))
                }
            }

            """
        for coordinator in spec.coordinators
        where coordinator.kind != .tabs && coordinator.id.value != "signIn" {
            let type = coordinator.id.value.prefix(1).uppercased() + coordinator.id.value.dropFirst()
            text += "func route(_ title: String) -> \(type)Route {\n"
            for route in coordinator.routes {
                let name = route.id.value
                if let param = route.params.first {
                    let prefix = "\(name)(\(param.name.value): "
                    text += "    if title.hasPrefix(\"\(prefix)\") {\n"
                    text +=
                        "        return .\(name)(\(param.name.value): Int(title.dropFirst(\(prefix.count)).dropLast())!)\n"
                    text += "    }\n"
                } else {
                    text += "    if title == \"\(name)\" { return .\(name) }\n"
                }
            }
            text += "    fatalError(\"no route titled \\(title)\")\n}\n\n"
        }
        return text
    }
}
