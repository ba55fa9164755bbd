/// A value from the spec together with where it was written, so any later stage can
/// point a finding at it.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
