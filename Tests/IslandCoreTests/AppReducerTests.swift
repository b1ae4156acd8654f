import Foundation
import IslandInput
import IslandTestSupport
import Testing
@testable import IslandCore
@testable import IslandTypes
@testable import IslandSimulator

/// The dashboard's reducer with an injected clock: the simulated trip, and ending by hand as
/// iOS does it — the button asks the app, the app ends the activity.
@Suite struct AppReducerTests {
    let start = Date(timeIntervalSince1970: 1_764_417_600)

    func makeModel(seed: UInt64 = 42) -> (AppModel, TripSimulator) {
        let simulation = TripSimulator(seed: seed, start: start)
        return (AppModel(system: BuiltInTypes.system(), simulations: [SimulationRun(simulation)]), simulation)
    }

    func outputs(_ effects: [AppEffect]) -> [OutputRecord] {
        effects.compactMap { if case .output(let record) = $0 { return record } else { return nil } }
    }

    func intents(_ effects: [AppEffect]) -> [Intent] {
        outputs(effects).compactMap { if case .intent(let intent, _) = $0 { return intent } else { return nil } }
    }

    func ends(_ effects: [AppEffect]) -> [EndReason] {
        outputs(effects).compactMap { if case .lifecycle(.ended(_, let reason), _, _) = $0 { return reason } else { return nil } }
    }

    func phase(_ model: AppModel) -> ContentValue? {
        model.selected?.contentState["phase"]
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

    static let tripApp = TripSimulator.app

    @Test func firstTickStartsTheTrip() {
        var (model, _) = makeModel()
        let effects = AppReducer.update(&model, .tick, now: start)
        #expect(model.selected?.id == "rnv5-trip")
        #expect(model.selected?.state == .active)
        #expect(model.selected?.app.bundle == Self.tripApp)
        #expect(outputs(effects) == [.lifecycle(.started(activityID: "rnv5-trip"), app: Self.tripApp, at: start)])
        #expect(phase(model) == .enumCase("beforeDeparture"))
        #expect(model.isExpanded(at: start), "the start alert expands the island")
    }

    @Test func phasesSwitchAsTheTripGoesOn() {
        var (model, sim) = makeModel()
        _ = run(&model, until: sim.departure.addingTimeInterval(-1), from: start)
        #expect(phase(model) == .enumCase("beforeDeparture"))
        _ = run(&model, until: sim.departure, from: sim.departure.addingTimeInterval(-1))
        #expect(phase(model) == .enumCase("inProgress"))
        _ = run(&model, until: sim.arrival, from: sim.departure)
        #expect(phase(model) == .enumCase("arrived"))
        #expect(model.selected?.state == .active)
        #expect(!model.log.entries.contains { $0.level == .error || $0.level == .warning }, "the simulator's own pushes are clean")
    }

    @Test func activityEndsThirtySecondsAfterArrival() {
        var (model, sim) = makeModel()
        _ = run(&model, until: sim.arrival.addingTimeInterval(29), from: start)
        #expect(model.selected?.state == .active)
        let effects = run(&model, until: sim.arrival.addingTimeInterval(30), from: sim.arrival.addingTimeInterval(29))
        #expect(model.selected?.state == .ended)
        #expect(model.selected?.endReason == .endEvent)
        #expect(ends(effects) == [.endEvent])
        #expect(model.islandActivities.isEmpty)
        #expect(model.lockScreenActivities.count == 1)
        #expect(model.simulationsFinished)
        #expect(model.note?.message == .simulationFinished)
    }

    // MARK: The button asks the app; the app ends it

    /// Locked: Face ID first; confirmed, one intent with the type's name and the app's topic
    /// goes out, the card waits ("ending…"), and the simulated app ends the trip a moment later
    /// with its final state.
    @Test func theButtonAsksTheSimulatedAppWhichEndsIt() {
        var (model, _) = makeModel()
        _ = AppReducer.update(&model, .tick, now: start)
        #expect(model.locked)
        let asked = AppReducer.update(&model, .key(.character("b")), now: start)
        #expect(intents(asked).isEmpty)
        #expect(model.pending == .stop(activityID: "rnv5-trip"))
        let confirmed = AppReducer.update(&model, .key(.character("y")), now: start)
        #expect(intents(confirmed) == [Intent(name: "EndTripIntent", activityID: "rnv5-trip", app: Self.tripApp)])
        #expect(ends(confirmed).isEmpty, "the app ends it, not island")
        #expect(model.selected?.endRequest?.intent == "EndTripIntent")
        #expect(model.simulations[0].stopped)
        let answered = run(&model, until: start.addingTimeInterval(AppReducer.simulatedAppDelay), from: start)
        #expect(ends(answered) == [.userStopped])
        #expect(model.selected?.state == .ended)
        #expect(model.pending == nil)
    }

    /// A producer on the socket ends the simulated trip before the simulated app answers: the
    /// app finds its activity ended and sends nothing, so nothing is ignored after the end.
    @Test func theSimulatedAppLeavesAnActivityAnotherProducerEnded() {
        var (model, _) = makeModel()
        model.locked = false
        _ = AppReducer.update(&model, .tick, now: start)
        _ = AppReducer.update(&model, .sourceStatus(SourceStatus(name: "socket", state: .clients(1))), now: start)
        #expect(intents(AppReducer.update(&model, .key(.character("b")), now: start)).count == 1)
        let end = PayloadBuilder.end("rnv5-trip", at: 0.5)
        #expect(ends(AppReducer.update(&model, .line(end), now: start.addingTimeInterval(0.5))) == [.userStopped])
        let before = model.log.entries.count
        _ = run(&model, until: start.addingTimeInterval(AppReducer.simulatedAppDelay + 1), from: start.addingTimeInterval(0.5))
        let later = model.log.entries.dropFirst(before)
        #expect(!later.contains { if case .notApplied = $0.message { return true } else { return false } }, "\(later.map(\.message.english))")
    }

    /// A producer on the socket hears the intent; its end push is applied with its own final
    /// content and dismissal date, and the end is the user's.
    @Test func theAppsEndPushAfterTheIntentIsApplied() throws {
        var model = AppModel(system: BuiltInTypes.system())
        model.locked = false
        _ = AppReducer.update(&model, .sourceStatus(SourceStatus(name: "socket", state: .clients(1))), now: start)
        _ = AppReducer.update(&model, .line(PayloadBuilder.start(at: 0, app: "com.stefanfriedrich.rnvapp")), now: start)
        let pressed = AppReducer.update(&model, .key(.character("b")), now: start.addingTimeInterval(5))
        #expect(intents(pressed).map(\.name) == ["EndTripIntent"])
        #expect(model.system.activity("trip")?.isOnIsland == true)
        let end = PayloadBuilder.end(at: 7, state: PayloadBuilder.tripState(delay: 4, stop: "Endhalt"), dismissal: PayloadBuilder.unix(60))
        let effects = AppReducer.update(&model, .line(end), now: start.addingTimeInterval(7))
        #expect(ends(effects) == [.userStopped])
        let trip = try #require(model.system.activity("trip"))
        #expect(trip.text("currentStop") == "Endhalt")
        #expect(trip.dismissAt == start.addingTimeInterval(60))
    }

    /// The app has listeners but does not answer: island ends it after --intent-timeout.
    @Test func anAppThatDoesNotAnswerIsEndedAfterTheTimeout() {
        var model = AppModel(system: BuiltInTypes.system())
        model.locked = false
        model.intentListeners = ["intents"]
        _ = AppReducer.update(&model, .line(PayloadBuilder.start(at: 0)), now: start)
        _ = AppReducer.update(&model, .key(.enter), now: start)
        #expect(model.system.nextDeadline(after: start) == start.addingTimeInterval(model.intentTimeout))
        let effects = run(&model, until: start.addingTimeInterval(model.intentTimeout), from: start.addingTimeInterval(1))
        #expect(ends(effects) == [.userStoppedTimeout])
    }

    /// Nobody can hear (a file or stdin source, no --intents, no client): island ends it at once
    /// and says so.
    @Test func nobodyListeningIslandEndsItAndSaysSo() {
        var model = AppModel(system: BuiltInTypes.system())
        model.locked = false
        _ = AppReducer.update(&model, .line(PayloadBuilder.start(at: 0)), now: start)
        let effects = AppReducer.update(&model, .key(.character("b")), now: start)
        #expect(intents(effects).count == 1)
        #expect(ends(effects) == [.userStoppedUnheard])
        #expect(model.note?.message == .intentUnheard)
        #expect(model.log.entries.contains { if case .intent(_, .nobody) = $0.message { return true } else { return false } })
    }

    /// A second press while the app is ending it, or after, sends nothing and says so.
    @Test func aSecondPressIsANoOpWithANote() {
        var (model, _) = makeModel()
        _ = AppReducer.update(&model, .tick, now: start)
        model.locked = false
        #expect(intents(AppReducer.update(&model, .key(.character("b")), now: start)).count == 1)
        let again = AppReducer.update(&model, .key(.character("b")), now: start)
        #expect(intents(again).isEmpty)
        #expect(model.note?.message == .alreadyEnding(activityID: "rnv5-trip"))
        _ = run(&model, until: start.addingTimeInterval(2), from: start)
        let after = AppReducer.update(&model, .activate(.stopButton(activityID: "rnv5-trip")), now: start.addingTimeInterval(3))
        #expect(intents(after).isEmpty)
        #expect(model.note?.message == .alreadyEnded(activityID: "rnv5-trip"))
    }

    @Test func mouseClickOnTheButtonIsTheSameAsB() {
        var (model, _) = makeModel()
        _ = AppReducer.update(&model, .tick, now: start)
        _ = AppReducer.update(&model, .activate(.stopButton(activityID: "rnv5-trip")), now: start)
        #expect(model.pending == .stop(activityID: "rnv5-trip"))
    }

    // MARK: Prompts in the chrome's language

    @Test(arguments: [("de", "j", true), ("de", "y", true), ("en", "j", false), ("en", "y", true), ("de", "n", false)])
    func promptsTakeTheLanguagesYes(language: String, key: Character, confirms: Bool) {
        var (model, _) = makeModel()
        model.languages = LanguagePreferences([language])
        _ = AppReducer.update(&model, .tick, now: start)
        _ = AppReducer.update(&model, .key(.character("b")), now: start)
        let effects = AppReducer.update(&model, .key(.character(key)), now: start)
        #expect(intents(effects).count == (confirms ? 1 : 0))
    }

    /// Keys other than the answers do nothing while the prompt is open.
    @Test func thePromptSwallowsOtherKeys() {
        var (model, _) = makeModel()
        _ = AppReducer.update(&model, .tick, now: start)
        _ = AppReducer.update(&model, .key(.character("b")), now: start)
        for key in ["x", "t", "p", "l", "E", "v"] {
            #expect(AppReducer.update(&model, .key(.character(Character(key))), now: start).isEmpty)
        }
        #expect(model.pending == .stop(activityID: "rnv5-trip"))
        #expect(model.locked && model.themeIndex == 0 && !model.paused && model.viewMode == .dashboard)
        #expect(model.system.activity("rnv5-trip")?.state == .active)
    }

    // MARK: End all, one app's

    /// E ends the selected activity's app's activities only, after one confirmation, with one
    /// intent that names the app.
    @Test func endAllEndsOneAppsActivities() {
        var model = AppModel(system: BuiltInTypes.system(), simulations: [
            SimulationRun(TripSimulator(seed: 1, start: start, activityID: "a")),
            SimulationRun(TripSimulator(seed: 2, start: start, activityID: "b")),
            SimulationRun(RideSimulator(seed: 3, start: start)),
        ])
        model.locked = false
        _ = AppReducer.update(&model, .tick, now: start)
        #expect(model.islandActivities.count == 3)
        model.selectedID = "a"
        #expect(AppReducer.update(&model, .key(.character("E")), now: start).isEmpty)
        #expect(model.pending == .endAll(app: Self.tripApp), "End all always asks")
        let effects = AppReducer.update(&model, .key(.enter), now: start)
        #expect(intents(effects) == [Intent.endAll(app: Self.tripApp, activityIDs: ["a", "b"])])
        _ = run(&model, until: start.addingTimeInterval(2), from: start)
        #expect(model.islandActivities.map(\.id) == ["vescape-ride"])
        #expect(model.system.activity("a")?.endReason == .endAll)
        #expect(model.system.activity("b")?.endReason == .endAll)
    }

    /// `E` when every activity of the app is already ending asks nothing ("End all 0 …?"):
    /// it says the activity is ending.
    @Test func endAllWithNothingLeftToEndSaysSo() {
        var (model, _) = makeModel()
        _ = AppReducer.update(&model, .tick, now: start)
        model.locked = false
        #expect(intents(AppReducer.update(&model, .key(.character("b")), now: start)).count == 1)
        #expect(AppReducer.update(&model, .key(.character("E")), now: start).isEmpty)
        #expect(model.pending == nil, "no prompt to end none")
        #expect(model.note?.message == .alreadyEnding(activityID: "rnv5-trip"))
    }

    /// A type island has no presentation for gets no invented button: `b` sends no intent the
    /// app may not have, and says why.
    @Test func aGenericCardHasNoButtonToPress() throws {
        var model = AppModel(system: BuiltInTypes.system())
        model.locked = false
        let line = PayloadBuilder.start("p1", at: 0, type: "ParkingAttributes", attributes: ["orderId": "1"], state: ["status": "ok"])
        _ = AppReducer.update(&model, .line(line), now: start)
        let activity = try #require(model.system.activity("p1"))
        #expect(activity.presentation.button == nil)
        let effects = AppReducer.update(&model, .key(.character("b")), now: start)
        #expect(intents(effects).isEmpty)
        #expect(model.pending == nil)
        #expect(model.note?.message == .noButton(activityID: "p1"))
        #expect(model.system.activity("p1")?.state == .active)
    }

    // MARK: Swipe away

    @Test func swipingAwayHasItsOwnReasonAndNeedsNoAuthentication() {
        var (model, _) = makeModel()
        _ = AppReducer.update(&model, .tick, now: start)
        #expect(model.locked)
        let effects = AppReducer.update(&model, .key(.character("x")), now: start)
        #expect(model.pending == nil)
        #expect(ends(effects) == [.userDismissed])
        #expect(outputs(effects).contains(.lifecycle(.dismissed(activityID: "rnv5-trip", reason: .user), app: Self.tripApp, at: start)))
        #expect(model.lockScreenActivities.isEmpty)
        #expect(intents(effects).isEmpty)
    }

    // MARK: Overlays are modal

    @Test(arguments: ["b", "E", "x", "t", "p", "l", "v", "s", "e"])
    func helpSwallowsEveryOtherKey(key: String) {
        var (model, _) = makeModel()
        _ = AppReducer.update(&model, .tick, now: start)
        _ = AppReducer.update(&model, .key(.character("?")), now: start)
        #expect(model.showHelp)
        let before = (model.locked, model.themeIndex, model.paused, model.viewMode, model.expandedHeld)
        #expect(AppReducer.update(&model, .key(.character(Character(key))), now: start).isEmpty)
        #expect(model.pending == nil)
        #expect(model.showHelp)
        #expect(before == (model.locked, model.themeIndex, model.paused, model.viewMode, model.expandedHeld))
        #expect(model.system.activity("rnv5-trip")?.state == .active)
    }

    @Test(arguments: [KeyPress.escape, .character("?"), .character("q")])
    func helpClosesWithItsKeys(key: KeyPress) {
        var (model, _) = makeModel()
        _ = AppReducer.update(&model, .key(.character("?")), now: start)
        #expect(AppReducer.update(&model, .key(key), now: start).isEmpty, "q closes the help, it does not quit")
        #expect(!model.showHelp)
        #expect(!model.quitting)
    }

    @Test func aClickBehindAnOverlayDoesNothing() {
        var (model, _) = makeModel()
        _ = AppReducer.update(&model, .tick, now: start)
        _ = AppReducer.update(&model, .key(.character("?")), now: start)
        _ = AppReducer.update(&model, .activate(.stopButton(activityID: "rnv5-trip")), now: start)
        #expect(model.pending == nil)
    }

    // MARK: Selection follows life

    /// The selected activity ends: the selection moves to one still live; a new one started
    /// while the selected one is over is selected.
    @Test func selectionFollowsLife() {
        var model = AppModel(system: BuiltInTypes.system())
        _ = AppReducer.update(&model, .line(PayloadBuilder.start("a", at: 0)), now: start)
        _ = AppReducer.update(&model, .line(PayloadBuilder.start("b", at: 1)), now: start.addingTimeInterval(1))
        #expect(model.selectedID == "a")
        _ = AppReducer.update(&model, .line(PayloadBuilder.end("a", at: 2)), now: start.addingTimeInterval(2))
        #expect(model.selectedID == "b")
        _ = AppReducer.update(&model, .line(PayloadBuilder.end("b", at: 3)), now: start.addingTimeInterval(3))
        #expect(model.selectedID == "b", "nothing live to move to")
        _ = AppReducer.update(&model, .line(PayloadBuilder.start("c", at: 4)), now: start.addingTimeInterval(4))
        #expect(model.selectedID == "c")
    }

    // MARK: Restart

    @Test func aFinishedSimulationRestartsWithR() {
        var (model, sim) = makeModel()
        _ = run(&model, until: sim.schedule.last!, from: start)
        #expect(model.simulationsFinished)
        let later = sim.schedule.last!.addingTimeInterval(10)
        _ = AppReducer.update(&model, .key(.character("r")), now: later)
        #expect(!model.simulationsFinished)
        #expect(model.note?.message == .simulationRestarted)
        _ = run(&model, until: later.addingTimeInterval(1), from: later)
        #expect(model.islandActivities.map(\.id) == ["rnv5-trip#2"])
        #expect(model.simulations[0].simulation.seed != sim.seed)
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

@Suite struct FieldChangeTests {
    @Test func textAndWholeNumbersComeFirst() {
        let old = ContentObject([.init(key: "nextStop", value: .string("Paradeplatz")), .init(key: "delay", value: .int(0)),
                                 .init(key: "progress", value: .double(0.25)), .init(key: "remainingTime", value: .double(40))])
        let new = ContentObject([.init(key: "nextStop", value: .string("Wasserturm")), .init(key: "delay", value: .int(2)),
                                 .init(key: "progress", value: .double(0.3)), .init(key: "remainingTime", value: .double(40))])
        #expect(FieldChange.summary(FieldChange.changes(from: old, to: new)) == "nextStop → Wasserturm, delay → 2, progress → 0.3")
        #expect(FieldChange.changes(from: old, to: old).isEmpty)
    }

    @Test func manyChangesAreCountedAndDatesAreTimes() {
        let old = ContentObject(["a", "b", "c", "d"].map { .init(key: $0, value: .int(1)) } + [.init(key: "e", value: .string("x"))])
        let new = ContentObject(["a", "b", "c", "d"].map { .init(key: $0, value: .int(2)) })
        #expect(FieldChange.summary(FieldChange.changes(from: old, to: new)) == "e removed, a → 2, b → 2 (2 more)")
        let date = ContentObject([.init(key: "eta", value: .date(Date(timeIntervalSince1970: 1_764_421_200)))])
        #expect(FieldChange.summary(FieldChange.changes(from: ContentObject(), to: date)) == "eta → 2025-11-29 13:00:00 UTC")
    }

    /// The order is a stable sort by rank (texts and removals, whole numbers, fractions) of
    /// the changes in the order found: generated objects against that sort spelled out.
    @Test func changesAreInTheOrderOfAStableSortByRank() {
        func reference(_ old: ContentObject, _ new: ContentObject) -> [FieldChange] {
            var found: [(rank: Int, change: FieldChange)] = []
            for entry in new.entries where old[entry.key] != entry.value {
                found.append((FieldChange.rank(of: entry.value), FieldChange(key: entry.key, value: entry.value)))
            }
            for key in old.keys where new[key] == nil { found.append((0, FieldChange(key: key, value: nil))) }
            return found.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element.change)
        }
        var random = SeededRandom(seed: 33)
        let values: [ContentValue] = [.string("a"), .string("b"), .int(1), .int(2), .double(0.5), .double(1.5), .bool(true)]
        func object() -> ContentObject {
            var object = ContentObject()
            for key in ["k0", "k1", "k2", "k3", "k4", "k5"].shuffled(using: &random) where Bool.random(using: &random) {
                object.append(key, values[Int.random(in: 0..<values.count, using: &random)])
            }
            return object
        }
        /// `old` with some values changed, in the same key order (what an app sends every time).
        func revised(_ old: ContentObject) -> ContentObject {
            var new = ContentObject()
            for entry in old.entries {
                new.append(entry.key, Bool.random(using: &random) ? entry.value : values[Int.random(in: 0..<values.count, using: &random)])
            }
            return new
        }
        var cases = 0
        var reordered = 0
        var sameOrder = 0
        for index in 0..<1_000 {
            let old = object()
            let new = index.isMultiple(of: 2) ? object() : revised(old)
            if new.keys == old.keys, !new.isEmpty { sameOrder += 1 }
            let changes = FieldChange.changes(from: old, to: new)
            #expect(changes == reference(old, new))
            // How many needed reordering (the path that sorts), not only the in-order one.
            let foundRanks = new.entries.filter { old[$0.key] != $0.value }.map { FieldChange.rank(of: $0.value) }
                + old.entries.filter { new[$0.key] == nil }.map { _ in 0 }
            if foundRanks != foundRanks.sorted() { reordered += 1 }
            cases += 1
        }
        #expect(cases == 1_000)
        #expect(reordered > 50)
        #expect(sameOrder > 400)
    }
}
