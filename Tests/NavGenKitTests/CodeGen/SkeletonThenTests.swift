import Foundation
import NavGenKit
import Testing

/// A child flow started from several routes runs, when it finishes, the `then:`
/// of the start that showed it, as `navgen simulate` does: each start passes its
/// own handler, and a flow a deep link shows gets the handler of the start on the
/// route under it. (`thens.yaml` also type-checks in ``SkeletonCompileTests``.)
@Suite struct SkeletonThenTests {
    /// The member `func name(` of a skeleton, up to its closing brace.
    static func body(of name: String, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.contains("func \(name)(") }) else { return nil }
        let indent = lines[start].prefix { $0 == " " }
        guard let end = lines[(start + 1)...].firstIndex(where: { $0 == indent + "}" }) else { return nil }
        return lines[start...end].joined(separator: "\n")
    }

    static func skeleton(_ ui: UIFramework) throws -> String {
        let spec = try CodeGenFixtures.spec("thens")
        let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui))
        return try #require(files.first { $0.name == "ShopCoordinator.swift" }).contents
    }

    /// Each start's method hands the flow its own handler, which runs that start's `then:`.
    @Test(arguments: [UIFramework.swiftui, .uikit])
    func eachStartRunsItsOwnThen(_ ui: UIFramework) throws {
        let text = try Self.skeleton(ui)
        let pushSearch = ui == .swiftui ? "path.append(.search)" : "makeViewController(for: .search)"
        let popToRoot = ui == .swiftui ? "path.removeAll()" : "popToViewController(rootViewController"
        let starts: [(method: String, handler: String, done: String)] = [
            ("startLoginFromCatalog", "loginDidFinishFromCatalog", "selectMainTab(.account)"),
            ("startLoginFromProduct", "loginDidFinishFromProduct", pushSearch),
            ("startLoginFromDeals", "loginDidFinishFromDeals", popToRoot),
        ]
        for start in starts {
            let method = try #require(Self.body(of: start.method, in: text), "\(ui): no \(start.method)")
            #expect(method.contains("self?.\(start.handler)(outcome)"), "\(ui) \(start.method):\n\(method)")
            let handler = try #require(Self.body(of: start.handler, in: text), "\(ui): no \(start.handler)")
            let done = try #require(handler.components(separatedBy: "case .done:").last)
            #expect(
                done.components(separatedBy: "case .cancelled").first?.contains(start.done) == true,
                "\(ui) \(start.handler):\n\(handler)")
        }
        // `search` shares `catalog`'s `then:`: one method, one handler.
        #expect(!text.contains("FromSearch"))
        // Each start honours its own `as:` too.
        let product = try #require(Self.body(of: "startLoginFromProduct", in: text))
        #expect(product.contains(ui == .swiftui ? "sheet = .login(" : ".pageSheet"))
        let catalog = try #require(Self.body(of: "startLoginFromCatalog", in: text))
        #expect(
            catalog.contains(ui == .swiftui ? "loginFlow = makeLogin" : "makeLogin(in: navigationController)")
        )
    }

    /// A flow a deep link shows gets the handler of the start on the screen under it.
    @Test(arguments: [UIFramework.swiftui, .uikit])
    func aDeepLinkedFlowRunsTheThenOfTheRouteUnderIt(_ ui: UIFramework) throws {
        let text = try Self.skeleton(ui)
        let lookup = try #require(Self.body(of: "loginFinishHandler", in: text))
        #expect(
            lookup.contains("case .product?: return { [weak self] outcome in self?.loginDidFinishFromProduct")
        )
        #expect(
            lookup.contains("case .deals?: return { [weak self] outcome in self?.loginDidFinishFromDeals"))
        #expect(lookup.contains("default: return { [weak self] outcome in self?.loginDidFinishFromCatalog"))
        let apply = try #require(Self.body(of: "apply", in: text))
        #expect(apply.components(separatedBy: "loginFinishHandler(startedOn:").count == 3, "\(apply)")
    }

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
                        guard case .start(let child, _, let then) = transition.action,
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
        case .show(let target, _), .tab(let target), .finish(let target), .alert(let target, _):
            action.keyword + " " + target.value
        case .start(let target, let style, _): "start \(target.value) \(String(describing: style?.value))"
        case .pop, .popToRoot, .dismiss: action.keyword
        }
    }
}
