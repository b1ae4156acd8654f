import IslandTypes
/// A decoded value with the warnings its line carries if it is applied.
package struct Decoded<Value: Sendable>: Sendable {
    package var value: Value
    package var warnings: [Warning]

    package init(_ value: Value, warnings: [Warning] = []) {
        self.value = value
        self.warnings = warnings
    }
}
