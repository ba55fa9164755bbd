/// A column of a split view, named by the key that declares it.
///
/// The order of the cases is the order of the columns on screen, left to right: a
/// select moves from one column into the next.
package enum SplitColumn: String, Sendable, Hashable, CaseIterable {
    case sidebar
    case content
    case detail

    /// Which column each of `count` column ids is, in order: the content column is
    /// there only in a split of three.
    package static func roles(count: Int) -> [SplitColumn] {
        count == 3 ? [.sidebar, .content, .detail] : Array([.sidebar, .detail].prefix(count))
    }

    /// The key of a `kind: split` coordinator that names this column.
    var keyword: SpecKeyword {
        switch self {
        case .sidebar: .sidebar
        case .content: .content
        case .detail: .detail
        }
    }
}
