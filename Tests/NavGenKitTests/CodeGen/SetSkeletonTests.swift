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
        let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: .swiftui))
        let timeline = try #require(files.first { $0.name == "TimelineCoordinator.swift" }).contents
        #expect(timeline.contains("composer.input = .reply(replyTo: replyTo)"))
        #expect(timeline.contains("sheet = .route(.common(.statusEditHistory(id: id)))"))
        #expect(timeline.contains("popover = .route(.common(.shareStatus(id: id)))"))
        #expect(timeline.contains("func answerDeleteStatus(_ answer: CommonDeleteStatusAnswer)"))
        #expect(
            timeline.contains(
                ".alert(Text(verbatim: \"deleteStatus\"), isPresented: $coordinator.isShowingDeleteStatus)"))
        #expect(
            timeline.contains("case .common(let route): CommonRoutes(coordinator: self).view(for: route)"))
        let common = try #require(files.first { $0.name == "CommonRoutes.swift" }).contents
        #expect(
            common.contains(
                "Button { coordinator.showDeleteStatus() } label: { Text(verbatim: \"showDeleteStatus()\") }")
        )
    }

    /// A stack's own alert and a set's alert of the same name are two alerts, each
    /// with its flag and answers; the set's keeps the name the protocol requires.
    @Test(arguments: [UIFramework.swiftui, .uikit])
    func aSetsAlertNamedLikeTheStacksOwnIsAnotherAlert(_ ui: UIFramework) throws {
        let spec = try CodeGenFixtures.spec("setwiring")
        let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui))
        let a = try #require(files.first { $0.name == "ACoordinator.swift" }).contents
        #expect(a.contains("func answerConfirm(_ answer: AConfirmAnswer)"))
        #expect(a.contains("func answerConfirm2(_ answer: SharedConfirmAnswer)"))
        #expect(a.contains("    func showConfirm() {\n"))
        #expect(a.contains("    func showConfirm2() {\n"))
    }

    /// `protocol Name: AnyObject { func ... }`: the requirement lines.
    static func requirements(of proto: String, in text: String) -> [String] {
        guard let start = text.range(of: "protocol \(proto): AnyObject {\n") else { return [] }
        let body = text[start.upperBound...].prefix { $0 != "}" }
        return body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("func ") }
    }

    static func upperCamel(_ id: String) -> String { id.prefix(1).uppercased() + id.dropFirst() }
}
