import Foundation
import Testing

@testable import NavGenKit

/// Skeletons that keep up (docs/generate.md, "Bringing a skeleton up to date"):
/// a skeleton written for an older spec is read for what the spec has since
/// gained, and each missing case, method or flow is reported once, with its file.
struct SkeletonCoverageTests {
    /// A tab bar over a stack that starts a flow with outcomes, and answers an alert.
    static let before = """
        navgen: 1
        app: Shop
        root: main
        coordinators:
          main:
            kind: tabs
            children: [catalog, cart]
          catalog:
            root: list
            children: [checkout]
            alerts:
              remove: { outcomes: [confirm, cancel] }
            routes:
              list:
                transitions:
                  - push: product
                  - alert: remove
                    then: { confirm: stay, cancel: stay }
                  - start: checkout
                    as: sheet
                    then: { paid: popToRoot, abandoned: stay }
              product:
                params: { id: Int }
                transitions: [pop]
          cart:
            root: items
            routes:
              items: {}
          checkout:
            root: payment
            outcomes: [paid, abandoned]
            routes:
              payment:
                transitions: [{ finish: paid }, { finish: abandoned }]
        """

    /// `before`, plus a route (`reviews`), a transition (`push: reviews`), an
    /// outcome of the flow (`failed`), an answer of the alert (`later`), a new alert
    /// (`share`), a child flow (`gift`) and a tab (`account`).
    static let after =
        before
        .replacingOccurrences(of: "children: [catalog, cart]", with: "children: [catalog, cart, account]")
        .replacingOccurrences(of: "children: [checkout]", with: "children: [checkout, gift]")
        .replacingOccurrences(
            of: "remove: { outcomes: [confirm, cancel] }",
            with: "remove: { outcomes: [confirm, cancel, later] }\n      share: { outcomes: [ok] }"
        )
        .replacingOccurrences(
            of: "then: { confirm: stay, cancel: stay }",
            with: "then: { confirm: stay, cancel: stay, later: stay }"
        )
        .replacingOccurrences(
            of: "          - push: product\n",
            with: "          - push: product\n          - push: reviews\n          - alert: share\n"
                + "            then: { ok: stay }\n          - start: gift\n"
        )
        .replacingOccurrences(
            of: "then: { paid: popToRoot, abandoned: stay }",
            with: "then: { paid: popToRoot, abandoned: stay, failed: stay }"
        )
        .replacingOccurrences(of: "outcomes: [paid, abandoned]", with: "outcomes: [paid, abandoned, failed]")
        .replacingOccurrences(
            of: "transitions: [{ finish: paid }, { finish: abandoned }]",
            with: "transitions: [{ finish: paid }, { finish: abandoned }, { finish: failed }]"
        )
        .replacingOccurrences(
            of: "        transitions: [pop]\n",
            with: "        transitions: [pop]\n      reviews: {}\n")
            + """

              gift:
                root: card
                routes:
                  card: {}
              account:
                root: profile
                routes:
                  profile: {}
            """

    /// The skeletons `generate` writes for `spec`, by file name.
    static func skeletons(_ spec: NavigationSpec, _ options: GenerateOptions) throws -> [String: String] {
        let files = try CodeGenerator.generate(spec, options: options).filter { $0.kind == .skeleton }
        return Dictionary(files.map { ($0.name, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }

    /// What the kept skeletons of `before` lack under `after`, as `file kind name`.
    static func evolvedGaps(_ ui: UIFramework, editing edit: (String) -> String = { $0 }) throws -> [String] {
        let options = GenerateOptions(ui: ui)
        let kept = try skeletons(CodeGenFixtures.spec(text: before), options).mapValues(edit)
        return SkeletonCoverage.gaps(try CodeGenFixtures.spec(text: after), options: options, skeletons: kept)
            .map { "\($0.file) \($0.kind.rawValue) \($0.name)" }
    }

    static let expected = [
        "MainCoordinator.swift tab account",
        "CatalogCoordinator.swift route reviews",
        "CatalogCoordinator.swift transition showReviews",
        "CatalogCoordinator.swift transition showShare",
        "CatalogCoordinator.swift transition startGift",
        "CatalogCoordinator.swift alert share",
        "CatalogCoordinator.swift answer later",
        "CatalogCoordinator.swift child gift",
        "CatalogCoordinator.swift outcome failed",
        "CheckoutCoordinator.swift transition finishFailed",
    ]

    @Test(arguments: [UIFramework.swiftui, .uikit])
    func eachAdditionIsReportedOnceWithItsFile(_ ui: UIFramework) throws {
        #expect(try Self.evolvedGaps(ui) == Self.expected)
    }

    /// The skeletons of the new spec itself cover it, so every gap above is a real one.
    @Test(arguments: [UIFramework.swiftui, .uikit])
    func theNewSpecsOwnSkeletonsCoverIt(_ ui: UIFramework) throws {
        let spec = try CodeGenFixtures.spec(text: Self.after)
        let options = GenerateOptions(ui: ui)
        #expect(
            SkeletonCoverage.gaps(spec, options: options, skeletons: try Self.skeletons(spec, options))
                .isEmpty)
    }

    /// A name in a comment, a doc comment, a string or a multi-line string is not code.
    @Test(arguments: [UIFramework.swiftui, .uikit])
    func aNameOnlyInACommentOrAStringIsStillReported(_ ui: UIFramework) throws {
        let mentions = """

            // case .reviews: func showReviews() func showShare() func startGift() makeGift GiftCoordinator
            /* case .later: /* nested */ case .failed: func finishFailed() AccountCoordinator */
            /// func answerShare(_ answer: CatalogShareAnswer) { switch answer { case .ok: break } }
            let note = "case .reviews: func showReviews() \\(1) GiftCoordinator AccountCoordinator"
            let more = #"case .later: func answerShare() "# + \"\"\"
                switch x { case .failed: break }
                func finishFailed() {}
                \"\"\"

            """
        let gaps = try Self.evolvedGaps(ui) { $0 + mentions }
        #expect(gaps == Self.expected)
    }

    /// The same names in code do count: the test above fails for the right reason.
    @Test func theSameNamesInCodeCoverThem() throws {
        let code = """

            enum Stand { case reviews, later, failed }
            func check(_ value: Stand) {
                switch value {
                case .reviews, .later: break
                case .failed: break
                }
            }
            func showReviews() {}
            func showShare() {}
            func startGift() {}
            func answerShare(_ answer: Int) {}
            func finishFailed() {}
            let tab = AccountCoordinator.self
            let gift = GiftCoordinator.self

            """
        // `answerShare` has no `case .ok`: the one gap left.
        #expect(try Self.evolvedGaps(.swiftui) { $0 + code } == ["CatalogCoordinator.swift answer ok"])
    }

    /// A skeleton's formatting is the app's: all on one line, comments gone, it
    /// covers as much as before.
    @Test(arguments: [UIFramework.swiftui, .uikit])
    func formattingDoesNotMatter(_ ui: UIFramework) throws {
        let gaps = try Self.evolvedGaps(ui) { text in
            text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                .joined(separator: " ")
        }
        #expect(gaps == Self.expected)
    }

    /// Every example and fixture, in both frameworks, at every minimum OS and with a
    /// type prefix: the skeletons navgen writes for a spec cover it; and without
    /// them, each of their files has gaps, so the check is not empty.
    @Test(arguments: CodeGenFixtures.examples + CodeGenFixtures.specials)
    func upToDateSkeletonsHaveNoGaps(_ name: String) throws {
        let spec = try CodeGenFixtures.spec(name)
        let variants = [
            (MinimumOS.iOS17, ""), (.iOS16, "IC"), (.iOS18, "IC"),
        ]
        for ui in [UIFramework.swiftui, .uikit] {
            for (minimumOS, prefix) in variants {
                let options = GenerateOptions(ui: ui, minimumOS: minimumOS, typePrefix: prefix)
                let label = "\(name) \(ui) iOS \(minimumOS.rawValue) prefix '\(prefix)'"
                let skeletons = try Self.skeletons(spec, options)
                #expect(!skeletons.isEmpty, "\(label): no skeletons")
                let gaps = SkeletonCoverage.gaps(spec, options: options, skeletons: skeletons)
                #expect(gaps.isEmpty, "\(label): \(gaps.map { $0.warning(path: $0.file) })")
                let emptied = SkeletonCoverage.gaps(
                    spec, options: options, skeletons: skeletons.mapValues { _ in "" })
                let names = GeneratedNames(app: spec.app.value, prefix: prefix)
                for file in skeletons.keys.sorted() where Self.hasRoutesOrTabs(file, spec, names) {
                    #expect(emptied.contains { $0.file == file }, "\(label) \(file): nothing required")
                }
            }
        }
    }

    private static func hasRoutesOrTabs(_ file: String, _ spec: NavigationSpec, _ names: GeneratedNames)
        -> Bool
    {
        GeneratedFilePlan.files(of: spec, names: names).contains { plan in
            guard plan.name == file, case .skeleton(let coordinator) = plan.content else { return false }
            return !coordinator.routes.isEmpty || !coordinator.children.isEmpty
        }
    }

    /// The warning Xcode and CI annotators read: the path, the line of the switch
    /// the case belongs in, the message, how to fix it, and the rule id.
    @Test func theWarningPointsAtTheSwitch() throws {
        let options = GenerateOptions(ui: .swiftui)
        let kept = try Self.skeletons(CodeGenFixtures.spec(text: Self.before), options)
        let gaps = SkeletonCoverage.gaps(
            try CodeGenFixtures.spec(text: Self.after), options: options, skeletons: kept)
        let route = try #require(gaps.first { $0.kind == .route })
        let text = try #require(kept[route.file])
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[try #require(route.line) - 1]
        #expect(line.contains("switch route {"))
        #expect(
            route.warning(path: "Navigation/\(route.file)")
                == "Navigation/CatalogCoordinator.swift:\(route.line ?? 0): warning: the spec's route 'reviews' has no "
                + "case in the skeleton; add `case .reviews` to the switch over `CatalogRoute`, or generate the file "
                + "into a scratch folder (`navgen generate --output <folder>`) and move the new code over "
                + "[skeleton-coverage]")
        let outcome = try #require(gaps.first { $0.kind == .outcome })
        let outcomeLine = text.split(separator: "\n", omittingEmptySubsequences: false)[
            try #require(outcome.line) - 1]
        #expect(outcomeLine.contains("switch outcome {"))
    }

    /// The root waits for each condition a flow satisfies and handles that flow's
    /// outcomes: a new condition and a new outcome of its flow are reported there.
    @Test(arguments: [UIFramework.swiftui, .uikit])
    func theRootKeepsUpWithConditions(_ ui: UIFramework) throws {
        let recipes = try String(contentsOf: CodeGenFixtures.specURL("recipes"), encoding: .utf8)
        let options = GenerateOptions(ui: ui)
        let kept = try Self.skeletons(CodeGenFixtures.spec(text: recipes), options)
        let after =
            recipes
            .replacingOccurrences(
                of: "outcomes: [signedIn, cancelled]", with: "outcomes: [signedIn, cancelled, failed]"
            )
            .replacingOccurrences(
                of: "transitions: [{ finish: signedIn }, { finish: cancelled }]",
                with: "transitions: [{ finish: signedIn }, { finish: cancelled }, { finish: failed }]"
            )
            .replacingOccurrences(
                of: "  premium:\n",
                with: "  verified:\n    satisfiedBy: { start: signIn, outcome: signedIn }\n  premium:\n")
        let gaps = SkeletonCoverage.gaps(
            try CodeGenFixtures.spec(text: after), options: options, skeletons: kept)
        #expect(
            gaps.map { "\($0.file) \($0.kind.rawValue) \($0.name)" } == [
                "MainCoordinator.swift outcome failed",
                "MainCoordinator.swift condition verified",
                "SignInCoordinator.swift transition finishFailed",
            ])
    }

    /// With `--ui none` there are no skeletons to check.
    @Test func noSkeletonsNoGaps() throws {
        let kept = try Self.skeletons(CodeGenFixtures.spec(text: Self.before), GenerateOptions(ui: .swiftui))
        let spec = try CodeGenFixtures.spec(text: Self.after)
        #expect(SkeletonCoverage.gaps(spec, options: GenerateOptions(ui: .none), skeletons: kept).isEmpty)
    }
}
