/// The origins a URL can arrive through: each entry of `deeplinks.schemes`, then each
/// entry of `deeplinks.hosts`, numbered in that order. A pattern's scope (`schemes:`,
/// `hosts:`) is a set of these numbers; a URL arrives through the entries that accept
/// it (``DeepLinkMatcher/accept(_:)``).
package struct DeepLinkOrigins: Sendable, Hashable {
    /// `deeplinks.schemes` as written.
    package let schemes: [String]
    /// `deeplinks.hosts` as written.
    package let hosts: [String]

    package init(schemes: [String], hosts: [String]) {
        self.schemes = schemes
        self.hosts = hosts
    }

    package init(spec: NavigationSpec) {
        self.init(schemes: spec.deepLinks.schemes.map(\.value), hosts: spec.deepLinks.hosts.map(\.value))
    }

    /// The number of an entry of `deeplinks.schemes`, written exactly as there.
    package func scheme(_ text: String) -> Int? { schemes.firstIndex(of: text) }

    /// The number of an entry of `deeplinks.hosts`, written exactly as there.
    package func host(_ text: String) -> Int? { hosts.firstIndex(of: text).map { schemes.count + $0 } }

    /// Every origin's number.
    package var all: Range<Int> { 0..<(schemes.count + hosts.count) }

    /// Whether an origin is an entry of `deeplinks.hosts`.
    package func isHost(_ origin: Int) -> Bool { origin >= schemes.count }

    /// How messages name the URLs of an origin: `blog:` for a bare scheme,
    /// `ksr://www.kickstarter.com`, and `https://blog.example.com` for a host.
    package func describe(_ origin: Int) -> String {
        guard origin >= schemes.count else {
            let scheme = schemes[origin]
            return scheme.contains("://") ? scheme : scheme + ":"
        }
        return "https://" + hosts[origin - schemes.count]
    }

    /// `blog:`, `blog: and https://blog.example.com`, `a:, b: and c:`.
    package func describe(scope: [Int]) -> String {
        let names = scope.map(describe)
        guard names.count > 1 else { return names.first ?? "no" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }

    /// A pattern's scope from its long-hand form: the origins its `schemes` and `hosts`
    /// entries name (entries that name none are `unknown-reference`, and left out), sorted;
    /// nil for a pattern without scope, which applies to every origin.
    package func scope(of form: DeepLinkForm?) -> [Int]? {
        guard let form, form.isScoped else { return nil }
        let schemes = form.schemes?.value.compactMap { scheme($0.value) } ?? []
        let hosts = form.hosts?.value.compactMap { host($0.value) } ?? []
        return Array(Set(schemes + hosts)).sorted()
    }
}

/// Precedence and clashes between scopes: nil is every origin.
package enum DeepLinkScope {
    /// Whether some origin is in both scopes.
    package static func intersects(_ lhs: [Int]?, _ rhs: [Int]?) -> Bool {
        guard let lhs, let rhs else { return lhs != [] && rhs != [] }
        return lhs.contains { rhs.contains($0) }
    }

    /// Whether `lhs` is a strict subset of `rhs`: the narrower scope wins. `total`:
    /// how many origins the spec has (a scope listing all of them is every origin).
    package static func isStrictSubset(_ lhs: [Int]?, of rhs: [Int]?, total: Int) -> Bool {
        let lhsCount = lhs?.count ?? total
        guard let lhs, lhsCount < total else { return false }
        guard let rhs else { return true }
        return lhs.count < rhs.count && lhs.allSatisfy { rhs.contains($0) }
    }

    /// Whether a pattern of this scope applies to a URL that arrived through `origins`.
    @inline(__always)
    package static func applies(_ scope: [Int]?, to origins: [Int]) -> Bool {
        guard let scope else { return true }
        return scope.contains { origins.contains($0) }
    }
}
