/// The words of the spec format that the decoder dispatches on: keys, actions and
/// `stay`.
///
/// The loader interns them before parsing (``SpecRouteConsumer``), so in a document
/// it reads, the symbol of a keyword is its raw value and recognising a key is an
/// integer comparison.
enum SpecKeyword: Int32, CaseIterable {
    case navgen, app, root, deeplinks, generate, rules, coordinators
    case schemes, hosts
    case output, ui, access
    case kind, children, initial, routes, outcomes
    case params, deeplink, transitions, allow
    case push, sheet, cover, start, tab, finish, pop, popToRoot, dismiss
    case `as`, then, stay
    case pattern, open, via, entry
    case alerts, style, popover, alert
    case uses
    case conditions, requires, otherwise, satisfiedBy, initially, setByApp, outcome
    case minimumOS, typePrefix, iOS
    case include
    case actions
    case caseInsensitive
    case set
    case redirects, redirect
    case types
    case replace
    case at, args
    case web
    case compact, regular
    case go
    case external, inApp
    case events, emit, on
    case sidebar, content, detail

    /// The word as the spec writes it: each case is named after its word.
    var spelling: String { Self.spellings[Int(rawValue)] }

    /// Read off the case names once, so that a keyword's text costs an array access.
    private static let spellings = allCases.map { String(describing: $0) }

    /// The actions that name a target: `push: route`.
    var takesTarget: Bool {
        switch self {
        case .start, .tab, .finish, .alert, .replace, .go, .emit: true
        default: PresentationStyle(keyword: self) != nil
        }
    }

    /// The actions written as a bare word: `pop`.
    var isBareAction: Bool {
        switch self {
        case .pop, .popToRoot, .dismiss: true
        default: false
        }
    }

    /// Whether the word starts an item of `transitions` or a `then` value: a move with
    /// a target, a bare move, or `set`, whose value is a mapping of conditions.
    var isAction: Bool { takesTarget || isBareAction || self == .set }
}

/// Which symbols of a document are keywords.
///
/// Built by looking each keyword up, so it works for any document: for one loaded
/// with the keywords interned first the table is just the keywords in order; for
/// one loaded without them, words the document never uses are simply absent.
struct SpecKeywords {
    private var bySymbol: [SpecKeyword?] = []

    init(_ symbols: SymbolTable) {
        for keyword in SpecKeyword.allCases {
            guard let symbol = symbols.lookup(keyword.spelling) else { continue }
            if bySymbol.count <= Int(symbol) {
                bySymbol.append(contentsOf: repeatElement(nil, count: Int(symbol) + 1 - bySymbol.count))
            }
            bySymbol[Int(symbol)] = keyword
        }
    }

    /// The table for a document whose first symbols are the keywords in order.
    static let predefined = SpecKeywords(predefined: ())

    private init(predefined: Void) {
        bySymbol = SpecKeyword.allCases
    }

    /// The keyword a symbol spells; nil for other texts, for loose symbols (negative:
    /// long values, never keywords) and for -1 (no key).
    func keyword(_ symbol: Int32) -> SpecKeyword? {
        symbol >= 0 && Int(symbol) < bySymbol.count ? bySymbol[Int(symbol)] : nil
    }
}

extension PresentationStyle {
    /// The style a move's key shows its target in (`sheet` for `sheet: R`); nil for
    /// any other word. The one place a move key becomes a style.
    init?(keyword: SpecKeyword) { self.init(rawValue: keyword.spelling) }
}
