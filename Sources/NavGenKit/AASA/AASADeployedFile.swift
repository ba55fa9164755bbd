#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A deployed `apple-app-site-association` file, read for `navgen aasa --check`: the
/// components of every `applinks.details` entry, in order, with the keys navgen
/// does not write but can judge (`?` as one pattern, `caseSensitive`). A component
/// with `percentEncoded: false` is not understood, and is named so; `#` is taken
/// as `*`, what navgen writes.
public struct AASADeployedFile: Sendable {
    public struct Details: Sendable {
        public var appIDs: [String]
        public var components: [AASAComponent]
    }

    public var details: [Details]

    /// Why a file could not be read as an association file.
    public struct ReadError: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    public init(json bytes: [UInt8]) throws(ReadError) {
        let file: FileShape
        do {
            file = try JSONDecoder().decode(FileShape.self, from: Data(bytes))
        } catch {
            throw ReadError(description: "not an apple-app-site-association file: \(Self.reason(error))")
        }
        guard let entries = file.applinks?.details else {
            throw ReadError(description: "the file has no 'applinks.details'")
        }
        var details: [Details] = []
        for (index, entry) in entries.enumerated() {
            let appIDs = entry.appIDs ?? entry.appID.map { [$0] } ?? []
            if entry.paths != nil, entry.components == nil {
                throw ReadError(
                    description:
                        "applinks.details[\(index)] uses 'paths'; write 'components' (iOS 13 and later)")
            }
            var components: [AASAComponent] = []
            for (position, shape) in (entry.components ?? []).enumerated() {
                let place = "applinks.details[\(index)].components[\(position)]"
                if shape.percentEncoded == false {
                    throw ReadError(description: "\(place): percentEncoded false is not checked yet")
                }
                var query: [AASAComponent.QueryItem] = []
                var queryText: String?
                switch shape.query {
                case .none, .pattern("*"): break
                case .pattern(let text): queryText = text
                case .items(let items):
                    query = items.sorted { $0.key < $1.key }.map {
                        AASAComponent.QueryItem(key: $0.key, value: $0.value)
                    }
                }
                components.append(
                    AASAComponent(
                        path: shape.path ?? "*", query: query, queryText: queryText,
                        exclude: shape.exclude ?? false,
                        caseSensitive: shape.caseSensitive ?? true, comment: shape.comment ?? ""))
            }
            details.append(Details(appIDs: appIDs, components: components))
        }
        self.details = details
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): context.debugDescription
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            (context.codingPath.map(\.stringValue).joined(separator: ".") + ": " + context.debugDescription)
        default: "\(error)"
        }
    }

    private struct FileShape: Decodable {
        var applinks: Applinks?
        struct Applinks: Decodable {
            var details: [Entry]?
        }
        struct Entry: Decodable {
            var appIDs: [String]?
            var appID: String?
            var paths: [String]?
            var components: [ComponentShape]?
        }
    }

    private struct ComponentShape: Decodable {
        var path: String?
        var query: Query?
        var exclude: Bool?
        var comment: String?
        var caseSensitive: Bool?
        var percentEncoded: Bool?

        enum Query: Decodable {
            case pattern(String)
            case items([String: String])

            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let text = try? container.decode(String.self) {
                    self = .pattern(text)
                } else {
                    self = .items(try container.decode([String: String].self))
                }
            }
        }

        enum CodingKeys: String, CodingKey {
            case path = "/"
            case query = "?"
            case exclude, comment, caseSensitive, percentEncoded
        }
    }
}
