import Testing

@testable import NavGenKit

/// The deep-link search drops a candidate whose preview is refused or already seen,
/// without building its state; so a preview must say exactly what making the move says.
/// Checked on every state a few forward moves from launch, whatever the search keeps.
@Suite struct DeepLinkPreviewTests {
    static var specs: [SpecCorpus.Entry] {
        DeepLinkRecipeAgreementTests.specs + [
            SpecCorpus.Entry(name: "flows", text: flowsSpec),
            SpecCorpus.Entry(name: "refused moves", text: refusedMoves),
            SpecCorpus.Entry(name: "split", text: SplitEngineTests.yaml),
        ]
    }

    /// A sheet route that pushes or starts a flow `as: push`, with `modal-push` off: the
    /// engine refuses both, so the search must too.
    static let refusedMoves = """
        navgen: 1
        app: Odd
        root: main
        rules: { modal-push: off }
        coordinators:
          main:
            kind: tabs
            children: [home, more]
          home:
            root: start
            children: [wizard]
            routes:
              start:
                transitions: [{ sheet: panel }, { push: detail }]
              panel:
                transitions: [{ push: detail }, { start: wizard, as: push, then: { done: stay } }]
              detail:
                transitions: [{ cover: panel }]
          more:
            root: overview
            routes:
              overview: {}
          wizard:
            root: step
            outcomes: [done]
            routes:
              step:
                transitions: [{ finish: done }]
        """

    /// What the previews of one spec's states said, by kind of move.
    struct Tally {
        var tabSelections = 0
        var transitions = 0
        var refused = 0
        var unknown = 0
    }

    /// Every state up to `depth` forward moves from launch, each move previewed and made.
    static func tally(
        _ text: String, includes: any SpecSources = SpecLoader.noIncludes, depth: Int = 5
    ) throws -> Tally {
        let spec = try #require(
            SpecLoader.load(Array(text.utf8), file: "navgen.yaml", includes: includes).spec)
        let engine = NavigationEngine(model: NavigationModel(spec))
        var tally = Tally()
        var level = [try #require(engine.launchState)]
        var seen: Set<NavigationState> = Set(level)
        for _ in 0..<depth {
            var next: [NavigationState] = []
            for state in level {
                let branch = Branch(state)
                let signature = DeepLinkPlanner.signature(of: state, index: engine.index)
                for move in engine.forwardMoves(from: state, branch: branch) {
                    let preview = DeepLinkPlanner.preview(
                        move, branch: branch, signature: signature, engine: engine)
                    let made = engine.apply(move, to: state, branch: branch)
                    switch preview {
                    case .refused:
                        #expect(made == nil, "\(move) was previewed as refused")
                        tally.refused += 1
                    case .signature(let previewed):
                        let actual = made.map { DeepLinkPlanner.signature(of: $0, index: engine.index) }
                        #expect(actual == previewed, "\(move) from \(state.path.map(\.description))")
                        if case .selectTab = move { tally.tabSelections += 1 } else { tally.transitions += 1 }
                    case .unknown:
                        tally.unknown += 1
                    }
                    if let made, seen.insert(made).inserted { next.append(made) }
                }
            }
            level = next
        }
        return tally
    }

    @Test(arguments: specs)
    func previewsSayWhatTheMoveDoes(_ entry: SpecCorpus.Entry) throws {
        _ = try Self.tally(entry.text, includes: entry.includes)
    }

    /// Between them, the flows spec (tab bars under modals, a tabs flow shown as a
    /// cover) and the refused moves exercise every kind of preview.
    @Test func everyKindOfPreviewIsChecked() throws {
        let flows = try Self.tally(flowsSpec)
        #expect(flows.tabSelections > 0)
        #expect(flows.transitions > 0)
        #expect(flows.unknown > 0)
        let odd = try Self.tally(Self.refusedMoves)
        #expect(odd.refused >= 2)
        #expect(odd.tabSelections > 0)
    }

    /// In a split, only a select is left for the built state to tell: a push within a
    /// column (its own route, or a flow's in the column) is previewed as any push.
    @Test func aPushWithinASplitColumnIsPreviewed() throws {
        let split = try Self.tally(SplitEngineTests.yaml)
        #expect(split.transitions >= 3)
        #expect(split.unknown > 0)
    }
}
