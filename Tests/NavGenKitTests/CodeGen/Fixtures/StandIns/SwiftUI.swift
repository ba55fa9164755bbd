// A stand-in for the parts of SwiftUI the generated skeletons use, with the
// signatures, actor isolation and iOS availability of the iOS 18 SDK, so that the
// skeletons are type-checked on Linux. Compiled as a module named SwiftUI: `#if
// canImport(SwiftUI)` holds and `import SwiftUI` resolves to it. Swift does not
// check `@available(iOS ...)` on Linux; SkeletonAvailabilityTests reads it instead.

import Combine
@_exported import Foundation
@_exported import Observation

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

/// A view made of others; the builder keeps their types, as SwiftUI's does.
public struct CompositeView<Parts>: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

public struct ConditionalView<First: View, Second: View>: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> CompositeView<
        (repeat each Content)
    > { CompositeView() }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<First: View, Second: View>(first: First) -> ConditionalView<First, Second>
    {
        ConditionalView()
    }
    public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalView<
        First, Second
    > {
        ConditionalView()
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content { content }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

public struct Text: View {
    nonisolated public init(verbatim content: String) {}
    nonisolated public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError() }
}

public struct Button<Label: View>: View {
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

extension Button {
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
}

public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
}

public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
}

public enum Edge: Int8, CaseIterable, Sendable {
    case top
    case leading
    case bottom
    case trailing
}

public struct UnitPoint: Hashable, Sendable {}

public struct Anchor<Value> {
    public struct Source {}
}

extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}

public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// What `<App>RootCoordinator.RootView` switches the shown root entry's view in.
public struct Group<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

public struct EnvironmentValues {
    public var horizontalSizeClass: UserInterfaceSizeClass? { nil }
    public var openURL: OpenURLAction {
        get { OpenURLAction() }
        set {}
    }
}

/// Opens a URL; a view's links (`Link`, Markdown text) call the one in the environment.
@MainActor @preconcurrency
public struct OpenURLAction {
    @available(iOS 15.0, *)
    public struct Result: Sendable {
        public static let handled = Result()
        public static let discarded = Result()
        public static let systemAction = Result()
    }

    @available(iOS 15.0, *)
    public init(handler: @escaping (URL) -> OpenURLAction.Result) {}

    /// The system's action, the environment's default.
    nonisolated init() {}
}

/// Reads a value of the environment; the stand-in's is always the default.
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

public struct VStack<Content: View>: View {
    public init(spacing: Double? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 16.0, *)
public struct NavigationStack<Data, Root: View>: View {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable
    {}
    public var body: Never { fatalError() }
}

@available(iOS 16.0, *)
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    private let value: Int
    public static var detailOnly: NavigationSplitViewVisibility { .init(value: 0) }
    public static var doubleColumn: NavigationSplitViewVisibility { .init(value: 1) }
    public static var all: NavigationSplitViewVisibility { .init(value: 2) }
    public static var automatic: NavigationSplitViewVisibility { .init(value: 3) }
}

// iOS 17 in the SDK: StandInAvailability.byTypeName says so, since the reading would take
// its members' names (`detail`) for the SDK's wherever a skeleton uses them.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    private let value: Int
    public static var sidebar: NavigationSplitViewColumn { .init(value: 0) }
    public static var content: NavigationSplitViewColumn { .init(value: 1) }
    public static var detail: NavigationSplitViewColumn { .init(value: 2) }
}

@available(iOS 16.0, *)
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    nonisolated public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {}

    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {}

    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)
    where Content == EmptyView {}

    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {}

    @available(iOS 17.0, *)
    nonisolated public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {}

    @available(iOS 17.0, *)
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {}

    @available(iOS 17.0, *)
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {}

    public var body: Never { fatalError() }
}

public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 18.0, *)
extension TabView {
    nonisolated public init<C: TabContent>(
        selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
    ) where Content == TabContentBuilder<SelectionValue>.Content<C>, C.TabValue == SelectionValue {}
}

/// What a `TabView` built of `Tab`s holds.
@available(iOS 18.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable
}

@available(iOS 18.0, *)
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
    public typealias TabValue = Value

    nonisolated public init(
        value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {}
}

/// Tabs in sequence, as the builder keeps them.
@available(iOS 18.0, *)
public struct TupleTabContent<TabValue: Hashable, Parts>: TabContent {
    nonisolated public init() {}
}

@available(iOS 18.0, *)
extension Optional: TabContent where Wrapped: TabContent {
    public typealias TabValue = Wrapped.TabValue
}

@available(iOS 18.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    public struct Content<C: TabContent>: View {
        nonisolated public init() {}
        public var body: Never { fatalError() }
    }

    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue {
        content
    }
    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }
    public static func buildBlock<each C: TabContent>(_ content: repeat each C) -> TupleTabContent<
        TabValue, (repeat each C)
    > { TupleTabContent() }
    public static func buildIf<C: TabContent>(_ content: C?) -> C? where C.TabValue == TabValue { content }
}

public struct ModifiedContent<Content, Modifier>: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

public enum Modifier {}

extension View {
    @available(iOS 16.0, *)
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> ModifiedContent<Self, Modifier> { ModifiedContent() }

    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedContent<Self, Modifier> { ModifiedContent() }

    @available(iOS 14.0, *)
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedContent<Self, Modifier> { ModifiedContent() }

    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedContent<Self, Modifier> { ModifiedContent() }

    @available(iOS 15.0, *)
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
        -> ModifiedContent<Self, Modifier>
    { ModifiedContent() }

    @available(iOS 15.0, *)
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> ModifiedContent<Self, Modifier> { ModifiedContent() }

    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, Modifier> {
        ModifiedContent()
    }

    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, Modifier> { ModifiedContent() }

    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> ModifiedContent<Self, Modifier>
    { ModifiedContent() }

    @available(iOS 14.0, *)
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> ModifiedContent<Self, Modifier> {
        ModifiedContent()
    }

    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, Modifier> {
        ModifiedContent()
    }

    // Deprecated in iOS 17 for the two below (`initial:`), which skeletons for iOS 17 use.
    @available(iOS 14.0, *)
    @available(iOS, deprecated: 17.0)
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
        -> ModifiedContent<Self, Modifier>
    { ModifiedContent() }

    @available(iOS 17.0, *)
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> ModifiedContent<Self, Modifier> { ModifiedContent() }

    @available(iOS 17.0, *)
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> ModifiedContent<Self, Modifier>
    { ModifiedContent() }
}

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value> { self }

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

@available(iOS 17.0, *)
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    public var wrappedValue: Value
    public var projectedValue: Bindable<Value> { self }

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<
        Subject
    > {
        fatalError()
    }
}

/// Holds an `ObservableObject` that someone else owns, and updates the view when it
/// publishes a change.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    @dynamicMemberLookup
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        { fatalError() }
    }

    public var wrappedValue: ObjectType
    public var projectedValue: Wrapper { Wrapper() }

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }
}

/// Makes and owns an `ObservableObject` for the life of the view.
@available(iOS 14.0, *)
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
}
