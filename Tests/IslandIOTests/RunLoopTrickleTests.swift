import Foundation
import IslandTestSupport
import IslandCore
import IslandInput
import Testing
@testable import IslandIO
import IslandSimulator

/// A busy stream costs what a burst costs: lines that trickle in at 1 kHz wake the loop at most
/// once a frame interval (what arrived is read when the frame is due), while a line after a
/// quiet spell is applied and drawn in the turn it arrives. On a fake clock (`FakeTimePoller`):
/// counts of sleeps and the moments of frames, no wall time.
@Suite struct RunLoopTrickleTests {
    let start = Date(timeIntervalSince1970: 1_764_417_600)

    func tripModel() -> AppModel {
        AppModel(simulations: [SimulationRun(TripSimulator(seed: 1, start: start))])
    }

    /// Lines, a keyboard, a frontend and a loop on one fake clock (the app clock stands still,
    /// so the simulated trip plays nothing on its own).
    struct Rig {
        let poller = FakeTimePoller()
        let journal = RunLoopJournal()
        let keyboard = RunLoopPipeSource()
        let lines = RunLoopLineSource()
        let frontend: RunLoopRecordingFrontend
        let loop: IslandIO.RunLoop
        var frameTimes: [Double] = []

        init(model: AppModel, start: Date) {
            frontend = RunLoopRecordingFrontend(journal: journal)
            let appTime = ManualMonotonic()
            let poller = poller
            loop = IslandIO.RunLoop(model: model, clock: VirtualClock(start: start, monotonic: { appTime.seconds }),
                           sources: [lines, keyboard], frontend: frontend, observers: [RunLoopEventRecorder(journal: journal)],
                           frameClock: { poller.seconds }, poller: { poller.poll(&$0, $1) })
        }

        func close() {
            keyboard.close()
            lines.close()
        }
    }

    @Test func aTrickleAtOneKilohertzWakesTheLoopAtMostOnceAFrame() {
        let rig = Rig(model: tripModel(), start: start)
        defer { rig.close() }
        var frames: [Double] = []
        rig.frontend.onPresent = { _, _ in frames.append(rig.poller.seconds) }
        // One second of lines, 1 ms apart, from a moment after the first frame; then "q".
        let count = 1000
        for n in 1...count {
            rig.poller.at(100.5 + Double(n) / 1000) { rig.lines.write([RunLoopCoalescingTests.update(n)]) }
        }
        rig.poller.at(102) { rig.keyboard.type("q") }
        let sleepsBefore = rig.poller.sleeps
        rig.loop.run()

        #expect(rig.lines.reads == count, "every line is applied")
        let during = rig.poller.sleeps - sleepsBefore
        let intervals = Int((1.0 / IslandIO.RunLoop.frameInterval).rounded(.up))
        // At most one wake per frame interval while lines keep coming, plus the quiet before
        // and after (without the hold: one wake per line, about 1 000).
        #expect(during <= intervals + 4, "\(during) sleeps for \(count) lines in one second")
        let gaps = zip(frames.dropFirst(), frames).map { $0 - $1 }
        #expect(gaps.allSatisfy { $0 >= IslandIO.RunLoop.frameInterval - 1e-9 }, "\(gaps)")
        #expect(frames.count <= intervals + 3, "\(frames.count) frames")
        // The last line is on screen: the frame after the trickle shows it.
        #expect(rig.journal.presents.last?.system.activity("rnv5-trip")?.contentState["remainingTime"] == .int(count))
    }

    @Test func anIsolatedLineIsAppliedAndDrawnAtOnce() {
        let rig = Rig(model: tripModel(), start: start)
        defer { rig.close() }
        var frames: [Double] = []
        rig.frontend.onPresent = { _, _ in frames.append(rig.poller.seconds) }
        rig.poller.at(105) { rig.lines.write([RunLoopCoalescingTests.update(7)]) }
        // A second line a little more than a frame after the first: alone too.
        rig.poller.at(105.02) { rig.lines.write([RunLoopCoalescingTests.update(8)]) }
        rig.poller.at(110) { rig.keyboard.type("q") }
        rig.loop.run()

        #expect(frames.contains(105), "the line arriving at 105 s is drawn at 105 s: \(frames)")
        #expect(frames.contains(105.02), "\(frames)")
        let shown = rig.journal.presents.map { $0.system.activity("rnv5-trip")?.contentState["remainingTime"] }
        #expect(shown.contains(.int(7)) && shown.contains(.int(8)), "\(shown)")
    }

    /// A key typed while the stream's lines are held back for the next frame is applied in the
    /// turn it arrives: the hold leaves the user's input in the sleeping poll.
    @Test func aKeyDuringATrickleIsAppliedWhenItArrives() {
        let rig = Rig(model: tripModel(), start: start)
        defer { rig.close() }
        var keyAppliedAt: Double?
        final class KeyWatch: RunLoopObserver {
            var onKey: () -> Void = {}
            var comparesModels: Bool { false }
            func willApply(_ event: AppEvent, to model: AppModel, now: Date) {
                if case .key(.character("e")) = event { onKey() }
            }
            func didApply(_ event: AppEvent, from before: AppModel, to after: AppModel, now: Date) {}
        }
        let watch = KeyWatch()
        watch.onKey = { keyAppliedAt = rig.poller.seconds }
        rig.loop.add(observer: watch)
        for n in 1...200 {
            rig.poller.at(100.5 + Double(n) / 1000) { rig.lines.write([RunLoopCoalescingTests.update(n)]) }
        }
        rig.poller.at(100.6005) { rig.keyboard.type("e") }
        rig.poller.at(101) { rig.keyboard.type("q") }
        rig.loop.run()
        #expect(keyAppliedAt == 100.6005, "the key waited: applied at \(String(describing: keyAppliedAt))")
    }
}
