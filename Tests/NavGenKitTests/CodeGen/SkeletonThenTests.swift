import Foundation
import NavGenKit
import Testing

/// A child flow started from several routes runs, when it finishes, the `then:`
/// of the start that showed it, as `navgen simulate` does: each start passes its
/// own handler, and a flow a deep link shows gets the handler of the start on the
/// route under it. (`thens.yaml` also type-checks in ``SkeletonCompileTests``.)
@Suite struct SkeletonThenTests {
    static func skeleton(_ ui: UIFramework) throws -> String {
        try GeneratedSnippet.file("ShopCoordinator.swift", of: try CodeGenFixtures.spec("thens"), ui: ui)
    }

    static let starts = [
        "func startLoginFromCatalog(",
        "func startLoginFromProduct(",
        "func startLoginFromDeals(",
        "func loginDidFinishFromCatalog(",
        "func loginDidFinishFromProduct(",
        "func loginDidFinishFromDeals(",
    ]

    /// Each start's method hands the flow its own handler, which runs that start's
    /// `then:`, and honours its own `as:`.
    @Test(arguments: [UIFramework.swiftui, .uikit])
    func eachStartRunsItsOwnThen(_ ui: UIFramework) throws {
        let text = try Self.skeleton(ui)
        #expect(GeneratedSnippet.declarations(Self.starts, in: text) == Self.expectedStarts[ui])
        // `search` shares `catalog`'s `then:`: one method, one handler.
        #expect(!text.contains("FromSearch"))
    }

    static let expectedStarts: [UIFramework: String] = [
        .swiftui:
            #"""
        /// `start: login as: push`
        func startLoginFromCatalog() {
            loginFlow = makeLogin { [weak self] outcome in self?.loginDidFinishFromCatalog(outcome) }
        }

        /// `start: login as: sheet`
        func startLoginFromProduct() {
            sheet = .login(makeLogin { [weak self] outcome in self?.loginDidFinishFromProduct(outcome) })
        }

        /// `start: login as: sheet`
        func startLoginFromDeals() {
            sheet = .login(makeLogin { [weak self] outcome in self?.loginDidFinishFromDeals(outcome) })
        }

        /// The `then:` of `start: login` on `catalog`, `search`: closes the flow, then acts on its outcome.
        private func loginDidFinishFromCatalog(_ outcome: LoginOutcome) {
            closeLogin()
            switch outcome {
            case .done: selectMainTab(.account)
            case .cancelled: break
            }
        }

        /// The `then:` of `start: login` on `product`: closes the flow, then acts on its outcome.
        private func loginDidFinishFromProduct(_ outcome: LoginOutcome) {
            closeLogin()
            switch outcome {
            case .done: path.append(.search)
            case .cancelled:
                guard !path.isEmpty else { return }
                path.removeLast()
            }
        }

        /// The `then:` of `start: login` on `deals`: closes the flow, then acts on its outcome.
        private func loginDidFinishFromDeals(_ outcome: LoginOutcome) {
            closeLogin()
            switch outcome {
            case .done: path.removeAll()
            case .cancelled: break
            }
        }
        """#,
        .uikit:
            #"""
        /// `start: login as: push`
        func startLoginFromCatalog() {
            let login = makeLogin(in: navigationController) { [weak self] outcome in
                self?.loginDidFinishFromCatalog(outcome)
            }
            loginFlow = login
            login.start()
        }

        /// `start: login as: sheet`
        func startLoginFromProduct() {
            let login = makeLogin(in: UINavigationController()) { [weak self] outcome in
                self?.loginDidFinishFromProduct(outcome)
            }
            loginFlow = login
            login.start()
            present(login.navigationController, style: .pageSheet)
        }

        /// `start: login as: sheet`
        func startLoginFromDeals() {
            let login = makeLogin(in: UINavigationController()) { [weak self] outcome in
                self?.loginDidFinishFromDeals(outcome)
            }
            loginFlow = login
            login.start()
            present(login.navigationController, style: .pageSheet)
        }

        /// The `then:` of `start: login` on `catalog`, `search`: closes the flow, then acts on its outcome.
        private func loginDidFinishFromCatalog(_ outcome: LoginOutcome) {
            closeLogin()
            switch outcome {
            case .done: selectMainTab(.account)
            case .cancelled: break
            }
        }

        /// The `then:` of `start: login` on `product`: closes the flow, then acts on its outcome.
        private func loginDidFinishFromProduct(_ outcome: LoginOutcome) {
            closeLogin()
            switch outcome {
            case .done: navigationController.pushViewController(makeViewController(for: .search), animated: true)
            case .cancelled: navigationController.popViewController(animated: true)
            }
        }

        /// The `then:` of `start: login` on `deals`: closes the flow, then acts on its outcome.
        private func loginDidFinishFromDeals(_ outcome: LoginOutcome) {
            closeLogin()
            switch outcome {
            case .done:
                if let rootViewController = rootViewController {
                    navigationController.popToViewController(rootViewController, animated: true)
                }
            case .cancelled: break
            }
        }
        """#,
    ]

    /// A flow a deep link shows gets the handler of the start on the screen under it.
    @Test(arguments: [UIFramework.swiftui, .uikit])
    func aDeepLinkedFlowRunsTheThenOfTheRouteUnderIt(_ ui: UIFramework) throws {
        let text = try Self.skeleton(ui)
        #expect(GeneratedSnippet.declarations(["func loginFinishHandler("], in: text) == Self.lookup)
        let apply = try #require(GeneratedSnippet.declaration("func apply(", in: text))
        #expect(apply.components(separatedBy: "loginFinishHandler(startedOn:").count == 3, "\(apply)")
    }

    /// The same in both frameworks.
    static let lookup = #"""
        /// The outcome handler of the start of `login` on `route`, the screen under a flow a deep
        /// link shows (nil: the first screen): each start of `login` has its own `then:`.
        private func loginFinishHandler(startedOn route: ShopRoute?) -> (LoginOutcome) -> Void {
            switch route {
            case .product?: return { [weak self] outcome in self?.loginDidFinishFromProduct(outcome) }
            case .deals?: return { [weak self] outcome in self?.loginDidFinishFromDeals(outcome) }
            default: return { [weak self] outcome in self?.loginDidFinishFromCatalog(outcome) }
            }
        }
        """#

    /// The class: in every spec, a child gets one outcome handler per different
    /// `then:` of its starts in a coordinator (one when they agree: the goldens).
    /// A stack handles the starts of the routes of the sets it uses as its own; a
    /// set's skeleton handles none (docs/spec.md, Shared route sets).
    @Test(arguments: CodeGenFixtures.examples + CodeGenFixtures.specials)
    func oneHandlerPerDifferentThen(_ name: String) throws {
        let spec = try CodeGenFixtures.spec(name)
        let outcomes = Dictionary(
            spec.coordinators.map { ($0.id.value, $0.outcomes.map(\.value)) }, uniquingKeysWith: { a, _ in a }
        )
        let byID = Dictionary(spec.coordinators.map { ($0.id.value, $0) }, uniquingKeysWith: { a, _ in a })
        for ui in [UIFramework.swiftui, .uikit] {
            // The navigation file, then one skeleton per coordinator in spec order.
            let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui)).dropFirst()
            for (coordinator, file) in zip(spec.coordinators, files) {
                if coordinator.kind == .routes {
                    #expect(
                        !file.contents.contains("DidFinish"),
                        "\(name) \(ui) \(coordinator.id.value): a set's skeleton handles no outcome")
                    continue
                }
                let sets = coordinator.uses.compactMap { byID[$0.value] }.filter { $0.kind == .routes }
                var thens: [String: Set<[String]>] = [:]
                for route in coordinator.routes + sets.flatMap(\.routes) {
                    for transition in route.transitions {
                        guard case .start(let child, _, let then, _) = transition.action,
                            outcomes[child.value]?.isEmpty == false
                        else { continue }
                        let written = (then?.handlers ?? []).map { handler in
                            handler.outcome.value + ": "
                                + (handler.action.map { Self.spelling($0.action) } ?? "stay")
                        }
                        thens[child.value, default: []].insert(written.sorted())
                    }
                }
                for (child, distinct) in thens {
                    let handlers =
                        file.contents.components(separatedBy: "private func \(child)DidFinish").count - 1
                    #expect(
                        handlers == distinct.count,
                        "\(name) \(ui) \(coordinator.id.value): \(child) has \(distinct.count) then:s")
                }
            }
        }
    }

    static func spelling(_ action: Action) -> String {
        switch action {
        case .show(let target, _), .tab(let target), .finish(let target), .alert(let target, _),
            .replace(let target), .go(let target, _), .emit(let target):
            action.keyword + " " + target.value
        case .start(let target, let style, _, _): "start \(target.value) \(String(describing: style?.value))"
        case .pop, .popToRoot, .dismiss: action.keyword
        case .set(let pairs): "set " + pairs.text
        }
    }
}
