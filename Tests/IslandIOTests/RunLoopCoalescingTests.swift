import Foundation
import IslandTestSupport
import IslandCore
import IslandInput
import IslandTestSupport
import Testing
@testable import IslandIO
import IslandSimulator

/// Frames cost what changed: the loop takes in everything already waiting before it draws,
/// draws at most one frame per `RunLoop.frameInterval` however fast lines come, and serves
/// the keyboard before any other source on every turn. Timed on manual clocks, checked by
/// the order of events and frames — no wall time.
@Suite struct RunLoopCoalescingTests {
    let start = Date(timeIntervalSince1970: 1_764_417_600)

    func tripModel() -> AppModel {
        AppModel(simulations: [SimulationRun(TripSimulator(seed: 1, start: start))])
    }

    /// A bare content state for the running trip; `n` tells the lines apart.
    static func update(_ n: Int) -> String {
        #"{"currentStop":"A","nextStop":"B","nextStopTime":786114810,"remainingTime":\#(n),"delay":0,"occupancy":"low","phase":"inProgress","progress":0.5}"#
    }

    static func lineNumbers(_ entries: [RunLoopJournal.Entry]) -> [Int] {
        entries.compactMap { if case .applied(.line(let line)) = $0 { return line.number } else { return nil } }
    }

    @Test func aBurstOfLinesIsOneFrame() {
        let appTime = ManualMonotonic()
        let frameTime = ManualMonotonic()
        let journal = RunLoopJournal()
        let keyboard = RunLoopPipeSource()
        let lines = RunLoopLineSource()
        defer { keyboard.close(); lines.close() }
        let frontend = RunLoopRecordingFrontend(journal: journal)
        frontend.onPresent = { _, _ in
            if journal.presents.count == 1 {
                // A while after the first frame, 50 lines arrive at once.
                frameTime.seconds += 1
                lines.write((1...50).map(Self.update))
            } else {
                keyboard.type("q")
            }
        }
        let loop = RunLoop(model: tripModel(), clock: VirtualClock(start: start, monotonic: { appTime.seconds }),
                           sources: [lines, keyboard], frontend: frontend, observers: [RunLoopEventRecorder(journal: journal)],
                           frameClock: { frameTime.seconds })
        let final = loop.run()

        #expect(lines.reads == 50, "one line per turn: the burst took 50 turns")
        #expect(journal.presents.count == 2, "the first frame, then one for the whole burst")
        let secondFrame = journal.entries.lastIndex { if case .present = $0 { return true } else { return false } }!
        #expect(Self.lineNumbers(Array(journal.entries[..<secondFrame])) == Array(1...50), "every line before the frame")
        #expect(journal.presents.last?.system.activity("rnv5-trip")?.contentState["remainingTime"] == .int(50))
        #expect(final.quitting)
    }

    @Test func linesThatTrickleInGiveAtMostOneFrameAnInterval() {
        let appTime = ManualMonotonic()
        let frameTime = ManualMonotonic()
        let journal = RunLoopJournal()
        let keyboard = RunLoopPipeSource()
        let lines = RunLoopLineSource()
        defer { keyboard.close(); lines.close() }
        let count = 300
        // One line a millisecond: each read moves the clock on and lets the next line arrive.
        lines.onRead = { read in
            frameTime.seconds += 0.001
            if read < count { lines.write([Self.update(read + 1)]) } else { keyboard.type("q") }
        }
        var frameTimes: [Double] = []
        let frontend = RunLoopRecordingFrontend(journal: journal)
        frontend.onPresent = { _, _ in
            frameTimes.append(frameTime.seconds)
            if frameTimes.count == 1 { lines.write([Self.update(1)]) }
        }
        let loop = RunLoop(model: tripModel(), clock: VirtualClock(start: start, monotonic: { appTime.seconds }),
                           sources: [lines, keyboard], frontend: frontend, frameClock: { frameTime.seconds })
        loop.run()

        #expect(lines.reads == count)
        let gaps = zip(frameTimes.dropFirst(), frameTimes).map { $0 - $1 }
        #expect(gaps.allSatisfy { $0 >= RunLoop.frameInterval - 1e-9 }, "\(gaps)")
        // 300 ms of lines: about 18 frames at 60 Hz, never one per line, and the screen stays live.
        #expect(frameTimes.count <= 20, "\(frameTimes.count) frames")
        #expect(frameTimes.count >= 12, "\(frameTimes.count) frames")
    }

    @Test func withNothingWaitingAChangeIsDrawnAtOnce() {
        let appTime = ManualMonotonic()
        let frameTime = ManualMonotonic()
        let journal = RunLoopJournal()
        let keyboard = RunLoopPipeSource()
        let lines = RunLoopLineSource()
        defer { keyboard.close(); lines.close() }
        var drawnAt: [Double] = []
        let frontend = RunLoopRecordingFrontend(journal: journal)
        frontend.onPresent = { _, _ in
            drawnAt.append(frameTime.seconds)
            switch drawnAt.count {
            case 1, 2:
                // A lone line long after the last frame: drawn in the turn it arrives.
                frameTime.seconds += 5
                lines.write([Self.update(drawnAt.count)])
            default: keyboard.type("q")
            }
        }
        let loop = RunLoop(model: tripModel(), clock: VirtualClock(start: start, monotonic: { appTime.seconds }),
                           sources: [lines, keyboard], frontend: frontend, frameClock: { frameTime.seconds })
        loop.run()
        #expect(drawnAt == [100, 105, 110], "no frame waited: the clock only moved between lines")
        #expect(journal.presents.count == 3)
    }

    /// 64 lines a turn from a flood listed before the keyboard: every key is applied before
    /// any line read in the same turn, so a key acts in the turn it arrives.
    @Test func theKeyboardIsServedBeforeAFlood() {
        let appTime = ManualMonotonic()
        let journal = RunLoopJournal()
        let keyboard = RunLoopPipeSource()
        let flood = RunLoopFloodSource(linesPerTurn: 64)
        defer { keyboard.close(); flood.close() }
        let frontend = RunLoopRecordingFrontend(journal: journal)
        frontend.onPresent = { _, _ in
            if journal.presents.count == 1 {
                flood.start()
                keyboard.type("l")
            }
        }
        // While the flood's fourth turn is read, a key arrives; on the tenth, q.
        flood.onTurn = { turn in
            if turn == 4 { keyboard.type("e") }
            if turn == 10 { keyboard.type("q") }
        }
        let loop = RunLoop(model: tripModel(), clock: VirtualClock(start: start, monotonic: { appTime.seconds }),
                           sources: [flood, keyboard], frontend: frontend, observers: [RunLoopEventRecorder(journal: journal)])
        loop.run()

        // The order the loop applied things: keys, and each flood line's turn.
        var order: [String] = []
        for entry in journal.entries {
            guard case .applied(let event) = entry else { continue }
            switch event {
            case .key(.character(let character)): order.append(String(character))
            case .line(let line): order.append("turn \(line.number / 1000)")
            default: break
            }
        }
        #expect(order.filter { $0.hasPrefix("turn") }.count >= 10 * 64)
        func firstIndex(_ label: String) -> Int { order.firstIndex(of: label) ?? .max }
        #expect(firstIndex("l") < firstIndex("turn 1"), "\(order.prefix(5))")
        #expect(firstIndex("e") < firstIndex("turn 5"), "e was typed during turn 4: \(order[firstIndex("turn 4")...].prefix(70))")
        #expect(firstIndex("e") > firstIndex("turn 4"))
        #expect(firstIndex("q") < firstIndex("turn 11"))
    }

    /// A frame that changes by itself (a countdown's next minute) is drawn again then, though
    /// nothing arrived and the model has no deadline of its own.
    @Test func theFramesOwnNextChangeWakesTheLoop() {
        let appTime = ManualMonotonic()
        let frameTime = ManualMonotonic()
        let journal = RunLoopJournal()
        let keyboard = RunLoopPipeSource()
        defer { keyboard.close() }
        let frontend = RunLoopRecordingFrontend(journal: journal)
        var moments: [Date] = []
        frontend.onPresent = { _, now in
            moments.append(now)
            frameTime.seconds += 1
            if journal.presents.count == 1 {
                frontend.nextChange = now.addingTimeInterval(60)
                appTime.seconds += 60
            } else {
                keyboard.type("q")
            }
        }
        // Only a safety net: without the wake-up the loop would sleep for ever.
        let watchdog = DispatchWorkItem { keyboard.type("q") }
        DispatchQueue.global().asyncAfter(deadline: .now() + 10, execute: watchdog)
        defer { watchdog.cancel() }
        let loop = RunLoop(model: AppModel(), clock: VirtualClock(start: start, monotonic: { appTime.seconds }),
                           sources: [keyboard], frontend: frontend, observers: [RunLoopEventRecorder(journal: journal)],
                           frameClock: { frameTime.seconds })
        #expect(AppReducer.nextDeadline(loop.model, after: start) == nil, "the model has nothing due")
        loop.run()
        #expect(moments == [start, start.addingTimeInterval(60)], "the second frame is the one the first said it would change at")
    }
}
