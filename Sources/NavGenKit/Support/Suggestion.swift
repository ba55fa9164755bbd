/// Picks the candidate a misspelt name most likely meant, for `did you mean` hints.
package enum Suggestion {
    /// The closest candidate by edit distance, if it is close enough to be a typo:
    /// at most a third of the word's length (and at least 2) edits away. A match that
    /// differs only in letter case always counts. Ties go to the earlier candidate.
    package static func closest<C: Collection>(to word: String, among candidates: C) -> String?
    where C.Element == String {
        let lowered = word.lowercased()
        if let sameLetters = candidates.first(where: { $0 != word && $0.lowercased() == lowered }) {
            return sameLetters
        }
        let limit = max(2, word.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(
                Array(lowered.unicodeScalars), Array(candidate.lowercased().unicodeScalars))
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// `did you mean 'x'?`, or nil when nothing is close.
    package static func help<C: Collection>(for word: String, among candidates: C) -> String?
    where C.Element == String {
        closest(to: word, among: candidates).map { "did you mean '\($0)'?" }
    }

    /// Levenshtein distance over two rows, O(n·m) time and O(m) space.
    static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for (i, left) in lhs.enumerated() {
            current[0] = i + 1
            for (j, right) in rhs.enumerated() {
                let substitution = previous[j] + (left == right ? 0 : 1)
                current[j + 1] = min(substitution, previous[j + 1] + 1, current[j] + 1)
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
