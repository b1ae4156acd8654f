import Foundation
import IslandTestSupport
import Testing
@testable import IslandIO

/// A monotonic source the test moves by hand.
final class ManualMonotonic: @unchecked Sendable {
    var seconds: Double = 100
}

@Suite struct VirtualClockTests {
    @Test func runsAtItsSpeedAndPauses() {
        let source = ManualMonotonic()
        let start = Date(timeIntervalSince1970: 1_000)
        var clock = VirtualClock(start: start, speed: 10, monotonic: { source.seconds })
        source.seconds += 2
        #expect(clock.now() == start.addingTimeInterval(20))
        clock.set(speed: 10, paused: true)
        source.seconds += 5
        #expect(clock.now() == start.addingTimeInterval(20))
        #expect(clock.timeoutMilliseconds(until: start.addingTimeInterval(30)) == -1)
        clock.set(speed: 1, paused: false)
        #expect(clock.timeoutMilliseconds(until: start.addingTimeInterval(30)) == 10_000)
        #expect(clock.timeoutMilliseconds(until: start) == 0)
        #expect(clock.timeoutMilliseconds(until: nil) == -1)
    }

    @Test func aSeekMovesTheClockAndItRunsOnFromThere() {
        let source = ManualMonotonic()
        let start = Date(timeIntervalSince1970: 1_000)
        var clock = VirtualClock(start: start, speed: 10, monotonic: { source.seconds })
        source.seconds += 2
        clock.set(speed: 5, paused: false, at: start.addingTimeInterval(-60))
        #expect(clock.now() == start.addingTimeInterval(-60))
        source.seconds += 1
        #expect(clock.now() == start.addingTimeInterval(-55))
        clock.set(speed: 5, paused: true, at: start)
        source.seconds += 1
        #expect(clock.now() == start, "moved and paused there")
    }
}
