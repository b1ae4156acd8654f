import Foundation

/// The last value a pure function gave and the input it gave it for: a frame whose input is
/// the one before's gets the value without working it out again (the footer's hints change
/// when a key's meaning does, not with every frame). Used by the one thread that renders; the
/// lock only keeps it sound if two did.
package final class FrameMemo<Input: Equatable, Value>: @unchecked Sendable {
    private var last: (input: Input, value: Value)?
    private let lock = NSLock()

    package init() {}

    func value(for input: Input, _ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let last, last.input == input { return last.value }
        let value = make()
        last = (input, value)
        return value
    }
}
