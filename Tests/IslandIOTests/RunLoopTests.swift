import Foundation
import IslandTestSupport
import IslandCore
import IslandTestSupport
import Testing
@testable import IslandIO
#if canImport(Glibc)
import Glibc
import IslandTypes
import IslandSimulator
#endif

@Suite struct RunLoopTests {
    let start = Date(timeIntervalSince1970: 1_764_417_600)

    func tripModel(startingAt tripStart: Date) -> AppModel {
        AppModel(system: LiveActivitySystem(types: BuiltInTypes.registry), simulations: [SimulationRun(TripSimulator(seed: 1, start: tripStart))])
    }

    /// Ended, or asked to end: the simulated app has the intent.
    func isEnded(_ model: AppModel) -> Bool {
        guard let trip = model.system.activity("rnv5-trip") else { return false }
        return trip.state == .ended || trip.endRequest != nil
    }

    @Test func keysFromASourceEndTheTripAndTheOutputComesBeforeTheFrame() {
        let time = ManualMonotonic()
        let clock = VirtualClock(start: start, monotonic: { time.seconds })
        let journal = RunLoopJournal()
        let keyboard = RunLoopPipeSource()
        defer { keyboard.close() }
        let frontend = RunLoopRecordingFrontend(journal: journal)
        frontend.onPresent = { model, _ in
            if model.system.activity("rnv5-trip") != nil, journal.presents.count == 1 { keyboard.type("lb") }
            if self.isEnded(model) { keyboard.type("q") }
        }
        let loop = RunLoop(model: tripModel(startingAt: start), clock: clock, sources: [keyboard],
                           sinks: [RunLoopRecordingSink(journal: journal)], frontend: frontend)
        let final = loop.run()

        #expect(isEnded(final))
        #expect(final.system.activity("rnv5-trip")?.endRequest?.intent == "EndTripIntent")
        #expect(final.quitting)
        let intent = journal.index {
            if case .output(.intent(let intent, _)) = $0 { return intent.activityID == "rnv5-trip" } else { return false }
        }
        let firstEndedFrame = journal.index {
            if case .present(let model) = $0 { return self.isEnded(model) } else { return false }
        }
        #expect(intent != nil)
        #expect(firstEndedFrame != nil)
        if let intent, let firstEndedFrame { #expect(intent < firstEndedFrame) }
        // One frame per wake, not one per key: "l" and "b" arrived together.
        #expect(journal.presents.count == 2, "the start, then the end; q quits without a frame")
        #expect(keyboard.reads == 2)
    }

    @Test func aDeadlineWakesTheLoopWithoutInput() {
        let time = ManualMonotonic()
        let clock = VirtualClock(start: start, monotonic: { time.seconds })
        let journal = RunLoopJournal()
        let keyboard = RunLoopPipeSource()
        defer { keyboard.close() }
        let frontend = RunLoopRecordingFrontend(journal: journal)
        var model = tripModel(startingAt: start.addingTimeInterval(5))
        model.bellEnabled = true
        frontend.onPresent = { model, _ in
            if model.system.activity("rnv5-trip") == nil {
                // Nothing yet: let the five seconds to the trip's start pass. The loop must
                // wake for the deadline on its own; nobody types.
                time.seconds += 5
            } else {
                keyboard.type("q")
            }
        }
        let loop = RunLoop(model: model, clock: clock, sources: [keyboard], frontend: frontend)
        let final = loop.run()

        #expect(final.system.activity("rnv5-trip")?.state == .active)
        #expect(journal.presents.count == 2)
        #expect(journal.presents.first?.system.activities.isEmpty == true)
        #expect(keyboard.reads == 1, "only the q was read")
        // The start push carries an alert, and the bell is on.
        #expect(journal.entries.contains { if case .bell = $0 { return true } else { return false } })
    }

    @Test func setClockEffectsChangeTheClock() {
        let time = ManualMonotonic()
        let clock = VirtualClock(start: start, monotonic: { time.seconds })
        let keyboard = RunLoopPipeSource()
        defer { keyboard.close() }
        keyboard.type("++p")
        let journal = RunLoopJournal()
        let frontend = RunLoopRecordingFrontend(journal: journal)
        frontend.onPresent = { model, _ in
            if model.paused { keyboard.type("q") }
        }
        let loop = RunLoop(model: tripModel(startingAt: start), clock: clock, sources: [keyboard], frontend: frontend)
        loop.run()
        #expect(loop.clock.paused)
        #expect(loop.clock.speed == 5)
        #expect(loop.model.speed == 5)
    }

    @Test func aSignalOnThePipeTerminates() throws {
        let signals = try SignalPipe(signals: [SIGUSR2])
        defer { signals.close() }
        let time = ManualMonotonic()
        let clock = VirtualClock(start: start, monotonic: { time.seconds })
        let journal = RunLoopJournal()
        let frontend = RunLoopRecordingFrontend(journal: journal)
        frontend.onPresent = { _, _ in
            // To the process: test threads block signals; the main thread takes it.
            if journal.presents.count == 1 { kill(getpid(), SIGUSR2) }
        }
        let loop = RunLoop(model: tripModel(startingAt: start), clock: clock, frontend: frontend, signals: signals)
        let final = loop.run()
        #expect(final.quitting)
        #expect(final.log.entries.contains { $0.text == "SIGUSR2: quitting" })
    }

    @Test func headlessRunsWithoutAFrontend() {
        let time = ManualMonotonic()
        let clock = VirtualClock(start: start, monotonic: { time.seconds })
        let keyboard = RunLoopPipeSource()
        defer { keyboard.close() }
        keyboard.type("E")  // locked: asks to authenticate
        keyboard.type("y")
        keyboard.type("q")
        let journal = RunLoopJournal()
        let loop = RunLoop(model: tripModel(startingAt: start), clock: clock, sources: [keyboard],
                           sinks: [RunLoopRecordingSink(journal: journal)])
        let final = loop.run()
        #expect(final.system.activities.first?.endRequest?.isEndAll == true, "the simulated app has the intent")
        #expect(journal.presents.isEmpty)
        let records = journal.entries.compactMap { entry -> OutputRecord? in
            if case .output(let record) = entry { return record } else { return nil }
        }
        #expect(records.map(\.line).count == 2)
        #expect(records[1] == .intent(.endAll(app: TripSimulator.app, activityIDs: ["rnv5-trip"]), at: start))
    }
}
