/// Which sets of required params (``SpecIndex/requirementSets``) a state's screens
/// have: each set once, in ascending order, none (0) left out. Most routes of a spec share a
/// few sets, so this is a short list however deep the stack.
///
/// The deep-link search carries it from state to state: a move that puts a screen
/// on top adds that screen's set, so a pattern's back stack is checked without
/// looking up every screen below it again.
struct RequirementSets: Sendable {
    /// The sets of the screens below the top.
    private(set) var below: [Int] = []
    /// The sets of every screen, the top included.
    private(set) var path: [Int] = []

    /// Read off a branch, screen by screen: sorted once, so a deep stack of many
    /// distinct sets costs no more than sorting it.
    init(of branch: Branch, index: SpecIndex) {
        var screens: [Int] = []
        branch.forEachPathRoute { screens.append(index.requirementSet(of: $0)) }
        let top = screens.popLast()
        below = Self.distinct(screens)
        path = below
        if let top { Self.insert(top, into: &path) }
    }

    private static func distinct(_ sets: [Int]) -> [Int] {
        var result: [Int] = []
        for set in sets.sorted() where set != 0 && set != result.last { result.append(set) }
        return result
    }

    private init(below: [Int], path: [Int]) {
        self.below = below
        self.path = path
    }

    /// After a screen of `route` is put on top.
    func adding(_ route: RouteRef, index: SpecIndex) -> RequirementSets {
        var path = self.path
        Self.insert(index.requirementSet(of: route), into: &path)
        return RequirementSets(below: self.path, path: path)
    }

    private static func insert(_ set: Int, into sets: inout [Int]) {
        guard set != 0 else { return }
        var position = sets.count
        while position > 0, sets[position - 1] > set { position -= 1 }
        if position > 0, sets[position - 1] == set { return }
        sets.insert(set, at: position)
    }
}
