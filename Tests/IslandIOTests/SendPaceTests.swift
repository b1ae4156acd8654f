import Foundation
import IslandCore
import Testing
@testable import IslandIO
import IslandSimulator

/// `island send --pace` / `--speed N`: lines go out with the gaps of their `aps.timestamp`s.
/// The pace is kept on a clock the test moves by hand: no sleeping, no timing assertions.
@Suite struct SendPaceTests {
    let t0 = Date(timeIntervalSince1970: 1_764_421_200)

    func payload(_ offset: Int?, id: String = "x") -> [UInt8] {
        guard let offset else { return Array(#"{"delay":1}"#.utf8) }
        return Array(#"{"aps":{"timestamp":\#(Int(t0.timeIntervalSince1970) + offset),"event":"update"},"activity-id":"\#(id)"}"#.utf8)
    }

    @Test func theQueueKeepsTheGapsScaledBySpeed() {
        var queue = PaceQueue<Void>(speed: 10)
        // Untimed before the first timed line: at once.
        queue.add(payload(nil), tag: (), now: 50)
        queue.add(payload(0), tag: (), now: 50)
        queue.add(payload(100), tag: (), now: 50)
        queue.add(payload(nil), tag: (), now: 50)  // with the line before
        queue.add(payload(40), tag: (), now: 50)   // older: right after the line before
        queue.add(Array(#"{"aps":{"timestamp":1764421500000}}"#.utf8), tag: (), now: 50)  // milliseconds: with the line before
        queue.add(payload(300), tag: (), now: 51)  // read later: still timed from the first line
        #expect(queue.count == 7)
        #expect(queue.takeDue(now: 50).count == 2)
        #expect(queue.nextDue == 60)
        #expect(queue.takeDue(now: 59.9).isEmpty)
        #expect(queue.takeDue(now: 60).count == 4)
        #expect(queue.nextDue == 80)
        #expect(queue.byteCount == payload(300).count)
        #expect(queue.takeDue(now: 80).count == 1)
        #expect(queue.isEmpty && queue.nextDue == nil && queue.byteCount == 0)
    }

    @Test func theFirstTimedLineWaitsForTheUntimedOnesBeforeIt() {
        var queue = PaceQueue<Void>(speed: 1)
        queue.add(payload(0), tag: (), now: 10)
        queue.add(payload(5), tag: (), now: 12)
        #expect(queue.takeDue(now: 12).count == 1)
        #expect(queue.nextDue == 15)
    }

    @Test func aPacedClientSendsEachLineWhenItsTimeComes() throws {
        let directory = TemporaryDirectory()
        let dashboard = TestDashboard(server: try SocketServer(path: directory.file("s.sock")))
        defer {
            dashboard.server.close()
            directory.remove()
        }
        let trip = TripSimulator(seed: 1, start: t0)
        let file = directory.file("trip.ndjson")
        FileWriter.append((0..<3).map { PushEncoder.line(trip.push(at: $0)) + "\n" }.joined(), to: file)
        let gaps = (1..<3).map { trip.schedule[$0].timeIntervalSince(trip.schedule[0]) }

        let clock = ManualMonotonic()
        let client = try SendClient(socketPath: dashboard.server.path, inputs: [.file(file)], follow: false, pace: 10,
                                    monotonic: { clock.seconds })
        let driver = SendClientDriver(client)
        defer { driver.close() }
        var pump = dashboard.pump([driver])

        pump.until { _ in client.outcome.applied == 1 }
        #expect(client.outcome.sent == 1, "the others wait for their time")
        #expect(client.nextDeadline == 100 + gaps[0] / 10)
        #expect(!client.isFinished)

        clock.seconds = 100 + gaps[0] / 10
        client.releaseDue()
        pump.until { _ in client.outcome.applied == 2 }
        #expect(client.outcome.sent == 2)

        clock.seconds = 100 + gaps[1] / 10
        client.releaseDue()
        pump.until { _ in client.isFinished }
        #expect(client.outcome.applied == 3)
        #expect(client.outcome.exitCode == 0)
        #expect(dashboard.model.system.activity(trip.activityID)?.updateCount == 2)
    }
}
