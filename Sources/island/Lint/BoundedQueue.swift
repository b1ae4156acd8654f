import Foundation

/// A first-in first-out handoff between two threads that holds at most `capacity` elements:
/// `put` waits while it is full, `take` while it is empty. Bounded, so a producer that is
/// faster than its consumer cannot grow memory with the input.
final class BoundedQueue<Element: Sendable>: @unchecked Sendable {
    // Every stored property is read and written only while `condition` is locked.
    private let condition = NSCondition()
    private var elements: [Element?] = []
    private var head = 0
    private var count = 0
    let capacity: Int

    init(capacity: Int) {
        precondition(capacity > 0)
        self.capacity = capacity
        elements = Array(repeating: nil, count: capacity)
    }

    func put(_ element: Element) {
        condition.lock()
        defer { condition.unlock() }
        while count == capacity { condition.wait() }
        elements[(head + count) % capacity] = element
        count += 1
        condition.broadcast()
    }

    /// The oldest element, waiting for one.
    func take() -> Element {
        condition.lock()
        defer { condition.unlock() }
        while count == 0 { condition.wait() }
        return removeFirst()
    }

    /// The oldest element, or nil at once when there is none.
    func tryTake() -> Element? {
        condition.lock()
        defer { condition.unlock() }
        return count == 0 ? nil : removeFirst()
    }

    private func removeFirst() -> Element {
        let element = elements[head].take()!
        head = (head + 1) % capacity
        count -= 1
        condition.broadcast()
        return element
    }
}
