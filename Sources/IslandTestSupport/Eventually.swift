import Foundation

/// Bounded polling for what happens in another process or on a device a test cannot await (a
/// screen drawn by tmux, a file written, a process gone): checks `condition` every `interval`
/// until it holds or `timeout` passes. Returns as soon as it holds, so it is not a sleep as
/// synchronisation; where an event can be awaited (a pipe, a socket, a child's exit), await it.
package enum Eventually {
    @discardableResult
    package static func wait(timeout: TimeInterval = 30, interval: TimeInterval = 0.05, _ condition: () -> Bool) -> Bool {
        let deadline = Monotonic.now() + timeout
        while true {
            if condition() { return true }
            if Monotonic.now() >= deadline { return false }
            Thread.sleep(forTimeInterval: interval)
        }
    }

    /// Polls `produce` until it returns a value, or nil after `timeout`.
    package static func value<T>(timeout: TimeInterval = 30, interval: TimeInterval = 0.05, _ produce: () -> T?) -> T? {
        var result: T?
        wait(timeout: timeout, interval: interval) {
            result = produce()
            return result != nil
        }
        return result
    }
}
