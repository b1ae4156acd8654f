import Foundation
import Testing
@testable import IslandCore

/// The dashboard's reducer with an injected clock: the simulated trip, Beenden, end all.
@Suite struct AppReducerTests {
    let start = Date(timeIntervalSince1970: 1_764_417_600)

    func makeModel(seed: UInt64 = 42) -> (AppModel, TripSimulator) {
        let simulation = TripSimulator(seed: seed, start: start)
        return (AppModel(simulations: [SimulationRun(simulation)]), simulation)
    }

    func outputs(_ effects: [AppEffect]) -> [OutputRecord] {
        effects.compactMap { if case .output(let record) = $0 { return record } else { return nil } }
    }

    func intents(_ effects: [AppEffect]) -> [Intent] {
        outputs(effects).compactMap { if case .intent(let intent, _) = $0 { return intent } else { return nil } }
    }

    func tripState(_ model: AppModel) -> TripLiveActivityAttributes.ContentState? {
        guard case .trip(_, let state) = model.selected?.content else { return nil }
        return state
    }

    /// Runs the model from deadline to deadline until `time`, as the run loop would.
    func run(_ model: inout AppModel, until time: Date, from now: Date) -> [AppEffect] {
        var effects = AppReducer.update(&model, .tick, now: now)
        var clock = now
        while let next = AppReducer.nextDeadline(model, after: clock), next <= time {
            clock = next
            effects += AppReducer.update(&model, .tick, now: clock)
        }
        return effects
    }

    @Test func firstTickStartsTheTrip() {
        var (model, _) = makeModel()
        let effects = AppReducer.update(&model, .tick, now: start)
        #expect(model.selected?.id == "rnv5-trip")
        #expect(model.selected?.state == .active)
        #expect(outputs(effects) == [.lifecycle(.started(activityID: "rnv5-trip"), at: start)])
        #expect(tripState(model)?.phase == .beforeDeparture)
        #expect(model.isExpanded(at: start), "the start alert expands the island")
    }

    @Test func phasesSwitchAsTheTripGoesOn() {
        var (model, sim) = makeModel()
        _ = run(&model, until: sim.departure.addingTimeInterval(-1), from: start)
        #expect(tripState(model)?.phase == .beforeDeparture)
        _ = run(&model, until: sim.departure, from: sim.departure.addingTimeInterval(-1))
        #expect(tripState(model)?.phase == .inProgress)
        _ = run(&model, until: sim.arrival, from: sim.departure)
        #expect(tripState(model)?.phase == .arrived)
        #expect(model.selected?.state == .active)
    }

    @Test func activityEndsThirtySecondsAfterArrival() {
        var (model, sim) = makeModel()
        _ = run(&model, until: sim.arrival.addingTimeInterval(29), from: start)
        #expect(model.selected?.state == .active)
        let effects = run(&model, until: sim.arrival.addingTimeInterval(30), from: sim.arrival.addingTimeInterval(29))
        #expect(model.selected?.state == .ended)
        #expect(model.selected?.endReason == .endEvent)
        #expect(outputs(effects).contains(.lifecycle(.ended(activityID: "rnv5-trip", reason: .endEvent), at: sim.arrival.addingTimeInterval(30))))
        #expect(model.islandActivities.isEmpty)
        #expect(model.lockScreenActivities.count == 1)
    }

    @Test func beendenWhenLockedAsksToAuthenticate() {
        var (model, _) = makeModel()
        _ = AppReducer.update(&model, .tick, now: start)
        #expect(model.locked)
        let asked = AppReducer.update(&model, .key(.character("b")), now: start)
        #expect(intents(asked).isEmpty)
        #expect(model.pending == .stop(activityID: "rnv5-trip"))
        let confirmed = AppReducer.update(&model, .key(.character("y")), now: start)
        #expect(intents(confirmed) == [.stopRide(activityID: "rnv5-trip")])
        #expect(outputs(confirmed).last == .lifecycle(.ended(activityID: "rnv5-trip", reason: .userStopped), at: start))
        #expect(model.selected?.state == .ended)
        #expect(model.pending == nil)
    }

    @Test func anyOtherKeyCancelsAuthentication() {
        var (model, _) = makeModel()
        _ = AppReducer.update(&model, .tick, now: start)
        _ = AppReducer.update(&model, .key(.enter), now: start)
        let cancelled = AppReducer.update(&model, .key(.character("n")), now: start)
        #expect(intents(cancelled).isEmpty)
        #expect(model.pending == nil)
        #expect(model.selected?.state == .active)
        #expect(model.note?.text == "cancelled")
    }

    @Test func beendenWhenUnlockedEndsAtOnceAndStopsTheTrip() {
        var (model, sim) = makeModel()
        _ = AppReducer.update(&model, .tick, now: start)
        _ = AppReducer.update(&model, .key(.character("l")), now: start)
        #expect(!model.locked)
        let effects = AppReducer.update(&model, .key(.enter), now: start.addingTimeInterval(1))
        #expect(intents(effects) == [.stopRide(activityID: "rnv5-trip")])
        #expect(model.selected?.state == .ended)
        #expect(model.simulations[0].stopped)
        // The simulator pushes nothing more for the stopped trip.
        let later = AppReducer.update(&model, .tick, now: sim.arrival)
        #expect(outputs(later).allSatisfy { if case .lifecycle(.dismissed, _) = $0 { return true } else { return false } })
        #expect(model.selected?.updateCount == 0)
    }

    @Test func secondBeendenIsANoOpWithANote() {
        var (model, _) = makeModel()
        _ = AppReducer.update(&model, .tick, now: start)
        _ = AppReducer.update(&model, .key(.character("l")), now: start)
        _ = AppReducer.update(&model, .key(.character("b")), now: start)
        let again = AppReducer.update(&model, .key(.character("b")), now: start)
        #expect(again.isEmpty)
        #expect(model.note?.text.contains("already ended") == true)
    }

    @Test func mouseClickOnBeendenIsTheSameAsB() {
        var (model, _) = makeModel()
        _ = AppReducer.update(&model, .tick, now: start)
        _ = AppReducer.update(&model, .activate(.stopButton(activityID: "rnv5-trip")), now: start)
        #expect(model.pending == .stop(activityID: "rnv5-trip"))
    }

    @Test func endAllEndsEveryActivity() {
        var model = AppModel(simulations: [
            SimulationRun(TripSimulator(seed: 1, start: start, activityID: "a")),
            SimulationRun(TripSimulator(seed: 2, start: start, activityID: "b")),
        ])
        _ = AppReducer.update(&model, .tick, now: start)
        #expect(model.islandActivities.count == 2)
        _ = AppReducer.update(&model, .key(.character("E")), now: start)
        let effects = AppReducer.update(&model, .key(.character("y")), now: start)
        #expect(intents(effects) == [.endAllActivities])
        #expect(model.islandActivities.isEmpty)
        #expect(model.system.activities.allSatisfy { $0.endReason == .endAll })
        #expect(model.simulations.allSatisfy { $0.stopped })
    }

    @Test func dismissRemovesFromTheLockScreen() {
        var (model, _) = makeModel()
        _ = AppReducer.update(&model, .tick, now: start)
        let effects = AppReducer.update(&model, .key(.character("x")), now: start)
        #expect(outputs(effects).contains(.lifecycle(.dismissed(activityID: "rnv5-trip", reason: .user), at: start)))
        #expect(model.lockScreenActivities.isEmpty)
    }

    @Test func pauseStopsTheSimulatorDeadlines() {
        var (model, _) = makeModel()
        _ = AppReducer.update(&model, .tick, now: start)
        let effects = AppReducer.update(&model, .key(.character("p")), now: start)
        #expect(effects == [.setClock(speed: 1, paused: true)])
        let faster = AppReducer.update(&model, .key(.character("+")), now: start)
        #expect(faster == [.setClock(speed: 2, paused: true)])
    }

    @Test func countdownDeadlineTurnsTheMinute() {
        let target = start.addingTimeInterval(150)
        #expect(Countdown.minutes(to: target, from: start) == 3)
        #expect(Countdown.nextChange(to: target, after: start) == start.addingTimeInterval(30))
        #expect(Countdown.minutes(to: target, from: start.addingTimeInterval(30)) == 2)
        #expect(Countdown.nextChange(to: target, after: target) == nil)
    }
}

@Suite struct ContentChangeTests {
    @Test func textAndWholeNumbersComeFirst() {
        let old: JSONObject = JSONObject([("nextStop", "Paradeplatz"), ("delay", 0), ("progress", 0.25), ("remainingTime", 40)])
        let new: JSONObject = JSONObject([("nextStop", "Wasserturm"), ("delay", 2), ("progress", 0.3), ("remainingTime", 40)])
        #expect(ContentChange.summary(from: old, to: new) == "nextStop → Wasserturm, delay → 2, progress → 0.3")
        #expect(ContentChange.summary(from: old, to: old) == nil)
    }

    @Test func manyChangesAreCounted() {
        let old = JSONObject([("a", 1), ("b", 1), ("c", 1), ("d", 1), ("e", "x")])
        let new = JSONObject([("a", 2), ("b", 2), ("c", 2), ("d", 2)])
        #expect(ContentChange.summary(from: old, to: new) == "e removed, a → 2, b → 2 +2")
    }
}
