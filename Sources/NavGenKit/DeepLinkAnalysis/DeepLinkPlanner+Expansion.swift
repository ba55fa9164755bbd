import Dispatch

extension DeepLinkPlanner {
    /// A state of the search waiting to be expanded, with its branch (computed once)
    /// and its node in the search tree.
    struct Pending: Sendable {
        var state: NavigationState
        var branch: Branch
        var node: Int
        var sets: RequirementSets
        var signature: Signature
    }

    /// A state one forward move from a pending one, not yet checked against the
    /// states the search has seen.
    struct Candidate: Sendable {
        var move: ForwardMove
        var state: NavigationState
        var branch: Branch
        var signature: Signature
        var parent: Int
        /// Nil when the move did not put a screen on top (a tab selection): read off the
        /// branch only if the candidate is kept.
        var sets: RequirementSets?
    }

    /// Every candidate of a level, in the order that expanding its states one by one
    /// would make them.
    ///
    /// Expanding (applying moves, locating the new branches) is most of the search and
    /// needs nothing from the rest of the level, so a large level is split between two
    /// threads. The caller checks the candidates in this order, on its own thread, so
    /// the search finds the same states whatever the timing. A move whose ``Preview``
    /// is refused or already in `visited` (the earlier levels' signatures, read by both
    /// threads and changed by neither) makes no candidate: the caller would drop it.
    static func expand(
        _ level: consuming [Pending], visited: Set<Signature>, engine: NavigationEngine
    ) -> [Candidate] {
        let cut = level.count >= 32 ? level.count / 2 : level.count
        // Each half is copied out and the level let go, so every state is held by one
        // half only: its last move can then be made in place.
        let parts = [level[..<cut], level[cut...]].filter { !$0.isEmpty }.map { LevelPart(Array($0)) }
        _ = consume level
        if parts.count == 2 {
            let helped = DispatchGroup()
            helper.async(group: helped) { parts[1].expand(visited: visited, engine: engine) }
            parts[0].expand(visited: visited, engine: engine)
            helped.wait()
        } else {
            parts.first?.expand(visited: visited, engine: engine)
        }
        return parts.flatMap(\.candidates)
    }

    /// Expands the second half of each large level. A queue of its own, not
    /// `concurrentPerform`: that takes threads from the global pool, whose two are
    /// already running the search and the catalog, so both halves ran on the search's
    /// thread. A private queue gets a thread even then.
    private static let helper = DispatchQueue(label: "navgen.deep-link-search", qos: .userInitiated)

    /// One thread's share of a level; a class so each thread works on its own part in
    /// place. `@unchecked Sendable`: a part is touched by one thread at a time, and read
    /// by the caller only after both halves are done.
    private final class LevelPart: @unchecked Sendable {
        private var pending: [Pending]
        private(set) var candidates: [Candidate] = []

        init(_ pending: [Pending]) {
            self.pending = pending
        }

        func expand(visited: Set<Signature>, engine: NavigationEngine) {
            // Taken from the end of the reversed list, so the loop alone owns each state.
            pending.reverse()
            while var item = pending.popLast() {
                let moves = engine.forwardMoves(from: item.state, branch: item.branch)
                let previews = moves.map { move in
                    let preview = DeepLinkPlanner.preview(
                        move, branch: item.branch, signature: item.signature, engine: engine)
                    #if DEBUG || FUZZING
                        DeepLinkPlanner.check(preview, of: move, from: item.state, item.branch, engine)
                    #endif
                    return preview.isDropped(visited: visited) ? nil : preview
                }
                let lastBuilt = previews.lastIndex { $0 != nil }
                let sets = item.sets
                for (position, move) in moves.enumerated() {
                    guard let preview = previews[position] else { continue }
                    // A push, sheet, cover or start: the same edit `apply` would make.
                    let edit = engine.edit(for: move, branch: item.branch)
                    var next: NavigationState
                    if let edit, position == lastBuilt {
                        // The state's last candidate: nothing needs the state after it,
                        // so the edit is made in place (a push onto a deep stack copies
                        // nothing) once the branch has let go of its nodes.
                        item.branch = Branch()
                        item.state.make(edit)
                        next = item.state
                    } else if let edit {
                        next = item.state
                        next.make(edit)
                    } else {
                        guard let applied = engine.apply(move, to: item.state, branch: item.branch) else {
                            continue
                        }
                        next = applied
                    }
                    let branch = Branch(next)
                    // An edit puts one screen on top of the path; anything else (a tab
                    // selection) is read off the new branch, later.
                    let nextSets: RequirementSets? =
                        if let edit, edit.addsScreen, let top = branch.top {
                            sets.adding(top.route, index: engine.index)
                        } else {
                            nil
                        }
                    candidates.append(
                        Candidate(
                            move: move, state: next, branch: branch,
                            signature: preview.signature
                                ?? DeepLinkPlanner.signature(of: next, index: engine.index),
                            parent: item.node, sets: nextSets))
                }
            }
        }
    }
}

#if DEBUG || FUZZING
    extension DeepLinkPlanner {
        /// Stops when a preview disagrees with the move made on the state: debug builds
        /// (every test) and the fuzz targets check each one.
        static func check(
            _ preview: Preview, of move: ForwardMove, from state: NavigationState, _ branch: Branch,
            _ engine: NavigationEngine
        ) {
            let made = engine.apply(move, to: state, branch: branch).map {
                signature(of: $0, index: engine.index)
            }
            switch preview {
            case .refused: precondition(made == nil, "preview of \(move): refused, but the move was made")
            case .signature(let signature): precondition(made == signature, "preview of \(move) differs")
            case .unknown: break
            }
        }
    }
#endif
