extension PresentationStyle {
    /// The case of the generated state's `PresentationStyle` a modal of this style is
    /// saved with; nil for a push, which the state keeps in a path, not a modal.
    ///
    /// The one place the navigation file spells a style, so a new style adds a line here.
    var stateCase: String? {
        switch self {
        case .push: nil
        case .sheet: "sheet"
        case .cover: "cover"
        case .popover: "popover"
        }
    }

    /// "sheet, cover or popover": the modal styles, as the generated docs list them.
    static var modalWords: String {
        let words = allCases.compactMap(\.stateCase)
        return words.dropLast().joined(separator: ", ") + " or " + words.last!
    }
}

extension AppModel {
    /// The state's `PresentationStyle`: modal styles no alias of another's, or shown.
    var stateStyles: [PresentationStyle] {
        PresentationStyle.allCases.filter { $0.isModal && ($0.behavesAs == $0 || shownStyles.contains($0)) }
    }
}
