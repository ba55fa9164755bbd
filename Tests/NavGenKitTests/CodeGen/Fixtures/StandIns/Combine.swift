// A stand-in for the parts of Combine the iOS 16 SwiftUI skeletons use
// (`ObservableObject`, `@Published`), with the signatures and isolation of the iOS 18
// SDK: Combine's protocols are not main-actor isolated. Compiled as a module named
// Combine, so that `import Combine` resolves to it on Linux.

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

/// What `objectWillChange` publishes by default.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    public init() {}

    public func send() {}
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable {} }
}

/// Cancels a subscription when it is released.
public final class AnyCancellable: Hashable {
    public init(_ cancel: @escaping () -> Void) {}

    public func cancel() {}

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Publishes a property of an `ObservableObject`; the real wrapper reaches its
/// object through the enclosing-instance subscript, which only classes allow.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set { object[keyPath: storageKeyPath].value = newValue }
    }
}
