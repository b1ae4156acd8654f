import Foundation
import Testing
@testable import IslandCore

/// The events pane's bounded history is a ring: it must keep exactly what an array that drops
/// its first entries keeps, in the same order, at every size.
@Suite struct EventLogEntriesTests {
    func entry(_ number: Int) -> LogEntry {
        LogEntry(time: Date(timeIntervalSince1970: Double(number)), level: .info, text: "entry \(number)")
    }

    @Test func theRingKeepsWhatAnArrayThatDropsItsFirstKeeps() {
        var cases = 0
        for capacity in [1, 2, 3, 7, 500] {
            var log = EventLog(capacity: capacity)
            var expected: [LogEntry] = []
            for number in 0..<(capacity * 3 + 2) {
                log.append(entry(number))
                expected.append(entry(number))
                if expected.count > capacity { expected.removeFirst(expected.count - capacity) }
                #expect(Array(log.entries) == expected)
                #expect(log.entries.count == expected.count && log.total == number + 1)
                #expect(log.entry(number: log.firstNumber) == expected.first)
                #expect(log.entries.last == expected.last)
                cases += 1
            }
        }
        #expect(cases >= 1_500)
    }

    @Test func logsWithTheSameEntriesAreEqualWhereverTheRingStands() {
        var turned = EventLog(capacity: 3)
        for number in 0..<5 { turned.append(entry(number)) }
        var fresh = EventLog(capacity: 3)
        fresh.append(entry(2))
        fresh.append(entry(3))
        fresh.append(entry(4))
        #expect(turned.entries == fresh.entries)
        #expect(turned.entries.hashValue == fresh.entries.hashValue)
        fresh.append(entry(5))
        #expect(turned.entries != fresh.entries)
    }

    @Test func aLogOfNoCapacityKeepsNothing() {
        var log = EventLog(capacity: 0)
        log.append(entry(1))
        #expect(log.entries.isEmpty && log.total == 1)
    }
}
