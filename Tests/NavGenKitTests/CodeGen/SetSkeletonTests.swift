import Foundation
import NavGenKit
import Testing

/// A route set's screens navigate through the coordinator of the stack that shows
/// them (docs/spec.md, Shared route sets): every transition of a set route is a
/// method of each using stack's coordinator, the set's protocol requires exactly
/// those, and each using stack conforms.
struct SetSkeletonTests {
    /// Every spec with a route set: each requirement of the set's protocol is a
    /// method of each using stack's coordinator, with the same signature.
    @Test(arguments: CodeGenFixtures.examples + CodeGenFixtures.specials)
    func everyUsingStackHasTheMethodsTheSetRequires(_ name: String) throws {
        let spec = try CodeGenFixtures.spec(name)
        let sets = spec.coordinators.filter { $0.kind == .routes }
        guard !sets.isEmpty else { return }
        for ui in [UIFramework.swiftui, .uikit] {
            let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui)).dropFirst()
            let byID = Dictionary(
                zip(spec.coordinators.map(\.id.value), files.map(\.contents)), uniquingKeysWith: { a, _ in a }
            )
            for set in sets {
                let upper = Self.upperCamel(set.id.value)
                let setFile = try #require(byID[set.id.value])
                let requirements = Self.requirements(of: "\(upper)Navigating", in: setFile)
                let transitions = set.routes.reduce(0) { $0 + $1.transitions.count }
                #expect(transitions == 0 || !requirements.isEmpty, "\(name) \(ui) \(set.id.value)")
                let users = spec.coordinators.filter { $0.uses.contains { $0.value == set.id.value } }
                for user in users {
                    let file = try #require(byID[user.id.value])
                    let type = Self.upperCamel(user.id.value) + "Coordinator"
                    #expect(
                        file.contains("extension \(type): \(upper)Navigating {}"), "\(name) \(ui) \(type)")
                    for requirement in requirements {
                        #expect(
                            file.contains("\n    " + requirement + " {\n"),
                            "\(name) \(ui) \(type) lacks `\(requirement)`")
                    }
                }
            }
        }
    }

    /// The social example: a status shown on any tab starts the composer with its
    /// input, presents its sheet and popover, and answers its alert on that tab.
    @Test func aSetRouteStartsPresentsAndAnswersOnTheStackThatShowsIt() throws {
        let spec = try CodeGenFixtures.spec("social")
        let timeline = try GeneratedSnippet.file("TimelineCoordinator.swift", of: spec, ui: .swiftui)
        #expect(GeneratedSnippet.declarations(Self.timelineHeads, in: timeline) == Self.timeline)
        #expect(
            timeline.contains(
                "\n        case .common(let route): CommonRoutes(coordinator: self).view(for: route)\n"))
        let common = try GeneratedSnippet.file("CommonRoutes.swift", of: spec, ui: .swiftui)
        #expect(
            common.contains(
                "\n                Button { coordinator.showDeleteStatus() } label: { Text(verbatim: \"showDeleteStatus()\") }\n"
            ))
    }

    static let timelineHeads = [
        "func presentStatusEditHistory(",
        "func presentShareStatus(",
        "func startComposer(",
        "func answerDeleteStatus(",
        "var body: some View {",
    ]

    static let timeline = #"""
        /// `sheet: statusEditHistory`
        func presentStatusEditHistory(id: String) {
            sheet = .route(.common(.statusEditHistory(id: id)))
        }

        /// `popover: shareStatus`
        func presentShareStatus(id: String) {
            popover = .route(.common(.shareStatus(id: id)))
        }

        /// `start: composer`
        /// Requires `signedIn`.
        func startComposer(replyTo: String) {
            guard conditions().signedIn else {
                waitForSignedIn { [weak self] in self?.startComposer(replyTo: replyTo) }
                return
            }
            let composer = makeComposer()
            composer.input = .reply(replyTo: replyTo)
            sheet = .composer(composer)
        }

        /// What each answer of the `deleteStatus` alert does: its `then:`.
        func answerDeleteStatus(_ answer: CommonDeleteStatusAnswer) {
            switch answer {
            case .delete:
                guard !path.isEmpty else { return }
                path.removeLast()
            case .cancel: break
            }
        }

        var body: some View {
            NavigationStack(path: $coordinator.path) {
                coordinator.view(for: .home)
                    .navigationDestination(for: TimelineRoute.self) { route in coordinator.view(for: route) }
            }
            .sheet(item: $coordinator.sheet) { presentation in coordinator.presentedView(for: presentation) }
            .fullScreenCover(item: $coordinator.cover) { presentation in
                coordinator.presentedView(for: presentation)
            }
            .popover(item: $coordinator.popover) { presentation in
                coordinator.presentedView(for: presentation)
            }
            .alert(Text(verbatim: "deleteStatus"), isPresented: $coordinator.isShowingDeleteStatus) {
                Button(role: nil, action: { coordinator.answerDeleteStatus(.delete) }) {
                    Text(verbatim: "delete")
                }
                Button(role: .cancel, action: { coordinator.answerDeleteStatus(.cancel) }) {
                    Text(verbatim: "cancel")
                }
            }
            .confirmationDialog(
                Text(verbatim: "blockAccount"),
                isPresented: $coordinator.isShowingBlockAccount
            ) {
                Button(role: nil, action: { coordinator.answerBlockAccount(.block) }) {
                    Text(verbatim: "block")
                }
                Button(role: .cancel, action: { coordinator.answerBlockAccount(.cancel) }) {
                    Text(verbatim: "cancel")
                }
            }
        }
        """#

    /// A stack's own alert and a set's alert of the same name are two alerts, each
    /// with its flag and answers; the set's keeps the name the protocol requires.
    @Test(arguments: [UIFramework.swiftui, .uikit])
    func aSetsAlertNamedLikeTheStacksOwnIsAnotherAlert(_ ui: UIFramework) throws {
        let a = try GeneratedSnippet.file(
            "ACoordinator.swift", of: try CodeGenFixtures.spec("setwiring"), ui: ui)
        #expect(GeneratedSnippet.declarations(Self.alertHeads, in: a) == Self.alerts[ui])
    }

    static let alertHeads = [
        "func showConfirm(",
        "func showConfirm2(",
        "func answerConfirm(",
        "func answerConfirm2(",
    ]

    static let alerts: [UIFramework: String] = [
        .swiftui:
            #"""
        /// `alert: confirm`
        func showConfirm() {
            isShowingConfirm2 = true
        }

        /// `alert: confirm`
        func showConfirm2() {
            isShowingConfirm = true
        }

        /// What each answer of the `confirm` alert does: its `then:`.
        func answerConfirm(_ answer: AConfirmAnswer) {
            switch answer {
            case .ok: break
            }
        }

        /// What each answer of the `shared.confirm` alert does: its `then:`.
        func answerConfirm2(_ answer: SharedConfirmAnswer) {
            switch answer {
            case .yes: path.removeAll()
            case .no: break
            }
        }
        """#,
        .uikit:
            #"""
        /// `alert: confirm`
        func showConfirm() {
            let alert = UIAlertController(title: "confirm", message: nil, preferredStyle: .alert)
            alert.addAction(
                UIAlertAction(title: "yes", style: .`default`) { [weak self] _ in self?.answerConfirm2(.yes) }
            )
            alert.addAction(
                UIAlertAction(title: "no", style: .`default`) { [weak self] _ in self?.answerConfirm2(.no) }
            )
            var presenter: UIViewController = navigationController
            while let presented = presenter.presentedViewController {
                presenter = presented
            }
            presenter.present(alert, animated: true)
        }

        /// `alert: confirm`
        func showConfirm2() {
            let alert = UIAlertController(title: "confirm", message: nil, preferredStyle: .alert)
            alert.addAction(
                UIAlertAction(title: "ok", style: .`default`) { [weak self] _ in self?.answerConfirm(.ok) }
            )
            var presenter: UIViewController = navigationController
            while let presented = presenter.presentedViewController {
                presenter = presented
            }
            presenter.present(alert, animated: true)
        }

        /// What each answer of the `confirm` alert does: its `then:`.
        func answerConfirm(_ answer: AConfirmAnswer) {
            switch answer {
            case .ok: break
            }
        }

        /// What each answer of the `shared.confirm` alert does: its `then:`.
        func answerConfirm2(_ answer: SharedConfirmAnswer) {
            switch answer {
            case .yes:
                if let rootViewController = rootViewController {
                    navigationController.popToViewController(rootViewController, animated: true)
                }
            case .no: break
            }
        }
        """#,
    ]

    /// `protocol Name: AnyObject { func ... }`: the requirement lines.
    static func requirements(of proto: String, in text: String) -> [String] {
        guard let start = text.range(of: "protocol \(proto): AnyObject {\n") else { return [] }
        let body = text[start.upperBound...].prefix { $0 != "}" }
        return body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("func ") }
    }

    static func upperCamel(_ id: String) -> String { id.prefix(1).uppercased() + id.dropFirst() }
}
