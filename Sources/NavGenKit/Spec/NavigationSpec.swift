/// A whole `navgen.yaml`, decoded: the format of docs/spec.md, with locations.
///
/// References (route and coordinator ids) are kept as written; the graph stage
/// resolves them, so that this model can hold a spec with mistakes in it and every
/// rule can still report on it.
public struct NavigationSpec: Sendable {
    /// The spec's path as the user gave it, used in findings.
    public var file: String
    /// The files the spec was read from, the main file first: the paths its
    /// locations' file indexes name.
    public var files: SpecFiles
    public var app: Located<String>
    /// The coordinator shown at launch.
    public var root: Located<String>
    public var deepLinks: DeepLinkSettings
    public var generate: GenerateSettings
    public var rules: [RuleSetting]
    /// In spec order.
    public var coordinators: [Coordinator]
    /// `conditions:`, in spec order.
    public var conditions: [Condition] = []

    public init(
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

    public func coordinator(named id: String) -> Coordinator? {
        coordinators.first { $0.id.value == id }
    }

    public func condition(named id: String) -> Condition? {
        conditions.first { $0.id.value == id }
    }
}

/// `deeplinks:` — where URLs are accepted.
public struct DeepLinkSettings: Sendable, Hashable {
    public var schemes: [Located<String>] = []
    public var hosts: [Located<String>] = []

    public init(schemes: [Located<String>] = [], hosts: [Located<String>] = []) {
        self.schemes = schemes
        self.hosts = hosts
    }
}

/// `generate:` — defaults for `navgen generate`.
public struct GenerateSettings: Sendable, Hashable {
    public var output: Located<String>?
    public var ui: Located<UIFramework>?
    public var access: Located<AccessLevel>?
    /// `minimumOS: { iOS: 17 }`: the oldest system the skeletons' APIs must run on.
    public var minimumOS: Located<MinimumOS>?
    /// `typePrefix: IC`: put before every generated type name, so that generated
    /// types cannot collide with the app's own.
    public var typePrefix: Located<String>?

    public init(
        output: Located<String>? = nil, ui: Located<UIFramework>? = nil, access: Located<AccessLevel>? = nil,
        minimumOS: Located<MinimumOS>? = nil, typePrefix: Located<String>? = nil
    ) {
        self.output = output
        self.ui = ui
        self.access = access
        self.minimumOS = minimumOS
        self.typePrefix = typePrefix
    }
}

/// The iOS releases generated code can target. iOS 17 brought Observation
/// (`@Observable`, `@Bindable`), which the skeletons use from 17 on; iOS 18 brought
/// SwiftUI's `Tab`.
public enum MinimumOS: Int, Sendable, Hashable, CaseIterable, Comparable {
    case iOS16 = 16
    case iOS17 = 17
    case iOS18 = 18

    public static func < (lhs: MinimumOS, rhs: MinimumOS) -> Bool { lhs.rawValue < rhs.rawValue }
}

public enum UIFramework: String, Sendable, Hashable, CaseIterable {
    case swiftui
    case uikit
    case none
}

public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
    case `internal`
    case `public`
}

/// One entry of `rules:`.
public struct RuleSetting: Sendable, Hashable {
    public var rule: Located<RuleID>
    public var severity: Located<ConfiguredSeverity>

    public init(rule: Located<RuleID>, severity: Located<ConfiguredSeverity>) {
        self.rule = rule
        self.severity = severity
    }
}
