import Foundation
import Testing
@testable import island

/// The handoff between `island lint`'s reading thread and its printing thread.
@Suite struct BoundedQueueTests {
    @Test func elementsArriveInOrderAcrossThreads() {
        let queue = BoundedQueue<Int>(capacity: 3)
        let count = 10_000
        let producer = Thread {
            for value in 0..<count { queue.put(value) }
        }
        producer.start()
        var received: [Int] = []
        for _ in 0..<count { received.append(queue.take()) }
        #expect(received == Array(0..<count))
        #expect(queue.tryTake() == nil)
    }

    @Test func aFullQueueHoldsItsProducerBack() {
        let queue = BoundedQueue<Int>(capacity: 2)
        let progress = Progress()
        let producer = Thread {
            for value in 0..<5 {
                queue.put(value)
                progress.advance()
            }
        }
        producer.start()
        #expect(progress.wait(for: 2, seconds: 30) == 2)
        // Room for two: the third put waits until an element is taken.
        #expect(progress.wait(for: 3, seconds: 0.2) == 2)
        #expect(queue.take() == 0)
        #expect(progress.wait(for: 3, seconds: 30) == 3)
        let rest = (0..<4).map { _ in queue.take() }
        #expect(rest == [1, 2, 3, 4])
        #expect(progress.wait(for: 5, seconds: 30) == 5)
    }

    /// How many puts have returned, awaited on a condition.
    final class Progress: @unchecked Sendable {
        private let condition = NSCondition()
        private var count = 0

        func advance() {
            condition.lock()
            count += 1
            condition.broadcast()
            condition.unlock()
        }

        /// The count once it reaches `expected`, or what it is after `seconds`.
        func wait(for expected: Int, seconds: TimeInterval) -> Int {
            condition.lock()
            defer { condition.unlock() }
            let deadline = Date().addingTimeInterval(seconds)
            while count < expected, condition.wait(until: deadline) {}
            return count
        }
    }

    @Test func tryTakeDoesNotWait() {
        let queue = BoundedQueue<String>(capacity: 1)
        #expect(queue.tryTake() == nil)
        queue.put("a")
        #expect(queue.tryTake() == "a")
        #expect(queue.tryTake() == nil)
    }
}
