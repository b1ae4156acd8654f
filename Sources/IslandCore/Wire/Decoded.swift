/// A decoded value with the warnings its line carries if it is applied.
public struct Decoded<Value: Sendable>: Sendable {
    public var value: Value
    public var warnings: [Warning]

    public init(_ value: Value, warnings: [Warning] = []) {
        self.value = value
        self.warnings = warnings
    }
}
