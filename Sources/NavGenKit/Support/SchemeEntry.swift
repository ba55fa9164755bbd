/// A `deeplinks.schemes` entry (docs/spec.md, "Deep links"): a custom scheme whose
/// host is the first path segment (`recipes`), or one that carries a real host
/// (`ksr://www.kickstarter.com`), whose URLs read their segments from the path as
/// `https` URLs do. Both forms of one scheme may be listed: URLs with the named host
/// take the `scheme://host` reading, the others the bare one.
package struct SchemeEntry: Hashable, Sendable {
    /// The scheme, lowercased.
    package var scheme: String
    /// The host of a `scheme://host` entry, lowercased; nil for a bare scheme.
    package var host: String?

    package init(scheme: String, host: String? = nil) {
        self.scheme = scheme
        self.host = host
    }

    /// Why an entry is not a scheme entry.
    enum Problem: Error, Equatable {
        /// Not `scheme` nor `scheme://host`.
        case notAScheme
        /// `scheme://host` whose host is not plain, or has a path, port or user info.
        case notAHost
        /// `scheme://*.example.com`: the host of a scheme is written out.
        case wildcardHost
    }

    static func parse(_ text: String) -> Result<SchemeEntry, Problem> {
        guard let range = text.firstRange(of: "://") else {
            return isScheme(text) ? .success(SchemeEntry(scheme: text.lowercased())) : .failure(.notAScheme)
        }
        let scheme = String(text[..<range.lowerBound])
        let host = String(text[range.upperBound...])
        // `recipes://` is a scheme written as a URL prefix, not one with a host.
        guard isScheme(scheme), !host.isEmpty else { return .failure(.notAScheme) }
        if host.contains("*") { return .failure(.wildcardHost) }
        guard !host.contains(where: { "/:?#@ ".contains($0) }), PlainHost.contains(host) else {
            return .failure(.notAHost)
        }
        return .success(SchemeEntry(scheme: scheme.lowercased(), host: host.lowercased()))
    }

    /// The entry as written in the spec, or nil when the decoder reports it.
    package init?(parsing text: String) {
        guard case .success(let entry) = Self.parse(text) else { return nil }
        self = entry
    }

    /// The entry in its written form: `recipes`, `ksr://www.kickstarter.com`.
    package var text: String { host.map { "\(scheme)://\($0)" } ?? scheme }

    /// RFC 3986: a letter, then letters, digits, `+`, `-` or `.`.
    static func isScheme(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else {
            return false
        }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII
                && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
                    || "+-.".unicodeScalars.contains($0))
        }
    }
}
