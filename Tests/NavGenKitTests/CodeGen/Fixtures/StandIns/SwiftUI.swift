// A stand-in for the parts of SwiftUI the generated skeletons use, with the
// signatures and actor isolation of the real framework, so that the skeletons are
// type-checked on Linux. Compiled as a module named SwiftUI: `#if
// canImport(SwiftUI)` holds and `import SwiftUI` resolves to it.

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

public struct VStack<Content: View>: View {
    public init(spacing: Double? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct NavigationStack<Data, Root: View>: View {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable
    {}
    public var body: Never { fatalError() }
}

public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct ModifiedContent<Content, Modifier>: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

public enum Modifier {}

extension View {
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> ModifiedContent<Self, Modifier> { ModifiedContent() }

    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedContent<Self, Modifier> { ModifiedContent() }

    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedContent<Self, Modifier> { ModifiedContent() }

    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedContent<Self, Modifier> { ModifiedContent() }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
        -> ModifiedContent<Self, Modifier>
    { ModifiedContent() }

    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> ModifiedContent<Self, Modifier> { ModifiedContent() }

    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, Modifier> {
        ModifiedContent()
    }

    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, Modifier> { ModifiedContent() }

    public func onOpenURL(perform action: @escaping (URL) -> Void) -> ModifiedContent<Self, Modifier> {
        ModifiedContent()
    }
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
