import Foundation

/// Bounded polling for things that happen in another process (a screen drawn, a file written,
/// a process gone): checks `condition` every `interval` until it holds or `timeout` passes.
/// Not a sleep as synchronisation: it returns as soon as the condition holds.
enum Eventually {
    @discardableResult
    static func wait(timeout: TimeInterval = 30, interval: TimeInterval = 0.05, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if condition() { return true }
            if Date() >= deadline { return false }
            Thread.sleep(forTimeInterval: interval)
        }
    }

    /// Polls `produce` until it returns a value, or nil after `timeout`.
    static func value<T>(timeout: TimeInterval = 30, interval: TimeInterval = 0.05, _ produce: () -> T?) -> T? {
        var result: T?
        wait(timeout: timeout, interval: interval) {
            result = produce()
            return result != nil
        }
        return result
    }
}
