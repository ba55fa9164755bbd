/// Which patterns an association file covers: those that apply to an entry of
/// `deeplinks.hosts` (a pattern scoped to custom schemes only never reaches the web).
/// Every host serves one file, so when the hosts' patterns differ (a pattern scoped
/// to one host), the file is written for the hosts the caller names (`--host`).
package struct AASAHostScope: Sendable {
    /// Why no file can be chosen.
    package enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// The host entries see different patterns, and no `--host` chose among them.
        case differByHost(entries: [String])
        /// A `--host` that is not an entry of `deeplinks.hosts` as written.
        case unknownHost(String, entries: [String])

        package var description: String {
            switch self {
            case .differByHost(let entries):
                return "patterns differ by host; pass --host with one of "
                    + entries.map { "'\($0)'" }.joined(separator: ", ")
            case .unknownHost(let host, let entries):
                let hint = Suggestion.help(for: host, among: entries).map { " (\($0))" } ?? ""
                return "'\(host)' is not an entry of deeplinks.hosts\(hint); pass one of "
                    + entries.map { "'\($0)'" }.joined(separator: ", ")
            }
        }
    }

    /// The patterns the file covers, in the pool's order.
    package let patterns: [RoutePattern]
    /// The host entry whose example host the check's witness URLs use.
    package let host: HostPattern

    /// The patterns that apply to any of `chosen` (entries of `deeplinks.hosts` as
    /// written); with none chosen, to every host entry, which must then see the same
    /// patterns. Nil (no file) when the spec lists no host.
    package static func choose(in catalog: DeepLinkCatalog, hosts chosen: [String]) -> Result<Self, Problem>?
    {
        let origins = catalog.origins
        guard !origins.hosts.isEmpty, catalog.hosts.count == origins.hosts.count else { return nil }
        let pool = catalog.pool
        func patterns(for hostOrigins: [Int]) -> [RoutePattern] {
            pool.filter { DeepLinkScope.applies($0.scope, to: hostOrigins) }
        }
        guard !chosen.isEmpty else {
            let all = origins.hosts.indices.map { origins.schemes.count + $0 }
            let first = patterns(for: [all[0]]).map(\.order)
            guard all.dropFirst().allSatisfy({ patterns(for: [$0]).map(\.order) == first }) else {
                return .failure(.differByHost(entries: origins.hosts))
            }
            return .success(Self(patterns: patterns(for: all), host: catalog.hosts[0]))
        }
        var hostOrigins: [Int] = []
        for host in chosen {
            guard let origin = origins.host(host) else {
                return .failure(.unknownHost(host, entries: origins.hosts))
            }
            hostOrigins.append(origin)
        }
        return .success(
            Self(
                patterns: patterns(for: hostOrigins),
                host: catalog.hosts[hostOrigins[0] - origins.schemes.count]))
    }
}
