/// A whole `navgen.yaml`, decoded: the format of docs/spec.md, with locations.
///
/// References (route and coordinator ids) are kept as written; the graph stage
/// resolves them, so that this model can hold a spec with mistakes in it and every
/// rule can still report on it.
package struct NavigationSpec: Sendable {
    /// The spec's path as the user gave it, used in findings.
    package var file: String
    /// The files the spec was read from, the main file first: the paths its
    /// locations' file indexes name.
    package var files: SpecFiles
    package var app: Located<String>
    /// The coordinator shown at launch; for a `root` written as a list, its first
    /// entry (``rootList`` holds them all).
    package var root: Located<String>
    /// `root` written as a list of alternative roots, located at the list; nil when
    /// `root` is one coordinator id.
    package var rootList: Located<[RootEntry]>? = nil
    package var deepLinks: DeepLinkSettings
    package var generate: GenerateSettings
    package var rules: [RuleSetting]
    /// In spec order.
    package var coordinators: [Coordinator]
    /// `conditions:`, in spec order.
    package var conditions: [Condition] = []
    /// `actions:`, in spec order: the main file's, then each included file's.
    package var actions: [LinkAction] = []
    /// `types:`, in spec order: the main file's, then each included file's.
    package var types: [EnumerationType] = []

    package init(
        file: String, app: Located<String>, root: Located<String>, deepLinks: DeepLinkSettings = .init(),
        generate: GenerateSettings = .init(), rules: [RuleSetting] = [], coordinators: [Coordinator]
    ) {
        self.file = file
        self.files = SpecFiles(main: file)
        self.app = app
        self.root = root
        self.deepLinks = deepLinks
        self.generate = generate
        self.rules = rules
        self.coordinators = coordinators
    }

    /// Every root entry in order: the one `root` when it is a single id.
    package var rootEntries: [RootEntry] { rootList?.value ?? [RootEntry(id: root)] }

    /// Whether `root` is a list: only then do outputs speak of root entries.
    package var hasAlternativeRoots: Bool { rootList != nil }

    package func coordinator(named id: String) -> Coordinator? {
        coordinators.first { $0.id.value == id }
    }

    package func action(named id: String) -> LinkAction? {
        actions.first { $0.id.value == id }
    }
}

/// `deeplinks:` — where URLs are accepted.
package struct DeepLinkSettings: Sendable, Hashable {
    package var schemes: [Located<String>] = []
    package var hosts: [Located<String>] = []
    /// `caseInsensitive: true`: path literals, query keys and literal query values compare
    /// ASCII letters without case; nil when not written (the default, `false`).
    package var caseInsensitive: Located<Bool>? = nil
    /// `redirects:`: patterns whose URLs open the URL one of their params holds.
    package var redirects: [LinkRedirect] = []
    /// `requires:`: conditions every link checks once, after redirects, before its
    /// first move.
    package var requires: [Requirement] = []
    /// `otherwise:`: what a link does while one of ``requires`` is unmet (`web` or
    /// `stay`, or keyed by entry); nil: the condition's `satisfiedBy`, else refused.
    package var otherwise: Otherwise? = nil

    /// Whether literals and keys compare ASCII letters without case.
    package var ignoresCase: Bool { caseInsensitive?.value ?? false }
}

/// `generate:` — defaults for `navgen generate`.
package struct GenerateSettings: Sendable, Hashable {
    package var output: Located<String>?
    package var ui: Located<UIFramework>?
    package var access: Located<AccessLevel>?
    /// `minimumOS: { iOS: 17 }`: the oldest system the skeletons' APIs must run on.
    package var minimumOS: Located<MinimumOS>?
    /// `typePrefix: IC`: put before every generated type name, so that generated
    /// types cannot collide with the app's own.
    package var typePrefix: Located<String>?
}

/// The iOS releases generated code can target. iOS 17 brought Observation
/// (`@Observable`, `@Bindable`), which the skeletons use from 17 on; iOS 18 brought
/// SwiftUI's `Tab`.
package enum MinimumOS: Int, Sendable, Hashable, CaseIterable, Comparable {
    case iOS16 = 16
    case iOS17 = 17
    case iOS18 = 18

    package static func < (lhs: MinimumOS, rhs: MinimumOS) -> Bool { lhs.rawValue < rhs.rawValue }
}

package enum UIFramework: String, Sendable, Hashable, CaseIterable {
    case swiftui
    case uikit
    case none
}

package enum AccessLevel: String, Sendable, Hashable, CaseIterable {
    case `internal`
    case `public`
}

/// One entry of `rules:`.
package struct RuleSetting: Sendable, Hashable {
    package var rule: Located<RuleID>
    package var severity: Located<ConfiguredSeverity>
}
