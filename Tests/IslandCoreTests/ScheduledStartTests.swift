import Foundation
import IslandTestSupport
import Testing
@testable import IslandCore
@testable import IslandJSON
@testable import IslandTypes
@testable import IslandSimulator

/// A start scheduled for a later date (`start-date` beside `aps`, the app's
/// `Activity.request(…, start:)` of iOS 26): pending until its date, then started as iOS starts
/// it — on the injected clock, never before.
@Suite struct ScheduledStartTests {
    typealias P = PayloadBuilder

    /// The trip's start line with `start-date` added beside `aps`.
    static func scheduled(_ id: String = "trip", at offset: TimeInterval = 0, start: TimeInterval, alert: Bool = true) -> IncomingLine {
        let base = alert ? P.start(id, at: offset) : P.start(id, at: offset, alert: nil)
        guard case .bytes(let bytes) = base.body, var object = try? JSONDocument(parsing: bytes).root.value.objectValue else {
            preconditionFailure("the builder's start is a JSON object")
        }
        object["start-date"] = P.unix(start)
        return IncomingLine(JSONWriter.string(.object(object)))
    }

    @Test func theWireCarriesTheStartDateBesideAps() throws {
        let push = try PushDecoder.decode(Self.scheduled(start: 600)).get()
        #expect(push.startDate == P.at(600))
        #expect(push.warnings.isEmpty)
        // Written back beside `aps`, and read back the same.
        let written = JSONWriter.string(.object(PushEncoder.object(push)))
        #expect(written.contains("\"start-date\":"))
        #expect(try PushDecoder.decode(IncomingLine(written)).get().startDate == P.at(600))
    }

    @Test func aStartDateThatIsNoNumberIsRejected() {
        let line = P.line(P.envelope("trip", app: nil) + [("start-date", "tomorrow")], aps: [("event", "start")])
        guard case .success(let push) = PushDecoder.decode(line) else { Issue.record("not a push"); return }
        #expect(push.problems.first?.code == .rejectedTypeMismatch)
        #expect(push.problems.first?.english.hasPrefix("start-date: expected a number of Unix seconds") == true)
    }

    @Test func itIsPendingUntilItsDateAndThenStarts() {
        var system = BuiltInTypes.system()
        let outcome = system.receive(Self.scheduled(start: 600), now: P.at(0))
        #expect(outcome.verdict.isApplied)
        #expect(outcome.changes == [.scheduled(activityID: "trip", start: P.at(600))])
        #expect(outcome.targetState == .pending)
        #expect(system.activity("trip")?.state == .pending)
        #expect(system.activity("trip")?.isOnLockScreen == false)
        #expect(system.activity("trip")?.isOnIsland == false)
        // The run loop is woken for the start, and nothing happens a second early.
        #expect(system.nextDeadline(after: P.at(0)) == P.at(600))
        #expect(system.advance(to: P.at(599)).isEmpty)
        #expect(system.activity("trip")?.state == .pending)
        #expect(system.advance(to: P.at(601)) == [.started(activityID: "trip")])
        #expect(system.activity("trip")?.state == .active)
        #expect(system.activity("trip")?.isOnLockScreen == true)
        // The 8 hours count from the start, not from the request.
        #expect(system.activity("trip")?.startedAt == P.at(600))
        #expect(system.nextDeadline(after: P.at(601)) == P.at(600 + LiveActivitySystem.activeLimit))
    }

    @Test func aDateAlreadyPastStartsAtOnce() {
        var system = BuiltInTypes.system()
        let outcome = system.receive(Self.scheduled(at: 100, start: 50), now: P.at(100))
        #expect(outcome.changes == [.started(activityID: "trip")])
        #expect(system.activity("trip")?.state == .active)
    }

    @Test func withoutADeviceClockNothingWaits() {
        var system = BuiltInTypes.system()
        system.clockKnown = false
        _ = system.receive(Self.scheduled(start: 600), now: P.at(0))
        #expect(system.activity("trip")?.state == .active)
    }

    @Test func anUpdateBeforeTheStartChangesWhatItWillShow() {
        var system = BuiltInTypes.system()
        _ = system.receive(Self.scheduled(start: 600), now: P.at(0))
        let update = system.receive(P.update(at: 60, state: P.tripState(delay: 4)), now: P.at(60))
        #expect(update.verdict.isApplied)
        #expect(system.activity("trip")?.state == .pending)
        #expect(system.activity("trip")?.int("delay") == 4)
    }

    @Test func anEndBeforeTheStartRemovesItUnseen() {
        var system = BuiltInTypes.system()
        _ = system.receive(Self.scheduled(start: 600), now: P.at(0))
        let end = system.receive(P.end(at: 60), now: P.at(60))
        #expect(end.verdict.isApplied)
        #expect(end.changes == [.ended(activityID: "trip", reason: .endEvent), .dismissed(activityID: "trip", reason: .dismissalDate)])
        #expect(system.activity("trip")?.state == .dismissed)
        #expect(system.nextDeadline(after: P.at(60)) == nil)
    }

    @Test func theAlertComesWithTheStartNotWithTheRequest() {
        var model = AppModel(system: BuiltInTypes.system())
        model.bellEnabled = true
        let scheduling = AppReducer.update(&model, .line(Self.scheduled(start: 600)), now: P.t0)
        #expect(!scheduling.contains(.bell))
        #expect(model.alertActivityID == nil)
        #expect(scheduling.contains(.output(.lifecycle(.scheduled(activityID: "trip", start: P.at(600)), app: TripSimulator.app, at: P.t0))))
        #expect(model.log.entries.contains { $0.text == "trip scheduled: starts at \(DiagnosticText.utc(P.at(600))) (\(TripSimulator.app))" })
        #expect(!model.log.entries.contains { $0.level == .alert })

        let starting = AppReducer.update(&model, .tick, now: P.at(600))
        #expect(starting.contains(.bell))
        #expect(starting.contains(.output(.lifecycle(.started(activityID: "trip"), app: TripSimulator.app, at: P.at(600)))))
        #expect(model.alertActivityID == "trip")
        #expect(model.log.entries.contains { $0.level == .alert && $0.text == "alert trip: RNV 5 — Abfahrt in 5 Min." })
        #expect(model.system.activity("trip")?.scheduledAlert == nil)
    }

    @Test func theProducerHearsOfTheScheduleWithItsDate() throws {
        let record = OutputRecord.lifecycle(.scheduled(activityID: "trip", start: P.at(600)), app: TripSimulator.app, at: P.t0)
        let object = try #require(record.json.objectValue)
        #expect(object["event"] == "scheduled")
        #expect(object["start-date"]?.doubleValue == P.at(600).timeIntervalSince1970)
    }

    // MARK: ActivityStyle

    static func withEnvelope(_ line: IncomingLine, _ key: String, _ value: JSONValue) -> IncomingLine {
        guard case .bytes(let bytes) = line.body, var object = try? JSONDocument(parsing: bytes).root.value.objectValue else {
            preconditionFailure("the builder's lines are JSON objects")
        }
        object[key] = value
        return IncomingLine(JSONWriter.string(.object(object)))
    }

    @Test func theStyleIsRecordedAndReported() throws {
        var system = BuiltInTypes.system()
        let outcome = system.receive(Self.withEnvelope(P.start(at: 0), "style", "transient"), now: P.at(0))
        #expect(outcome.verdict.isApplied)
        #expect(system.activity("trip")?.style == .transient)
        #expect(system.activity("trip")?.isOnIsland == true)
        var plain = BuiltInTypes.system()
        _ = plain.receive(P.start(at: 0), now: P.at(0))
        #expect(plain.activity("trip")?.style == .standard)
    }

    @Test func aStyleIslandDoesNotKnowIsRejected() {
        var system = BuiltInTypes.system()
        let outcome = system.receive(Self.withEnvelope(P.start(at: 0), "style", "floating"), now: P.at(0))
        #expect(outcome.verdict.code == .rejectedTypeMismatch)
        #expect(system.activity("trip") == nil)
    }

    @Test func aStyleNeedsIOS18() {
        var system = BuiltInTypes.system(options: SystemOptions(ios: .v17_2))
        let outcome = system.receive(Self.withEnvelope(P.start(at: 0), "style", "transient"), now: P.at(0))
        #expect(outcome.verdict.code == .rejectedUnsupportedIOS)
    }

    /// `style` and `start-date` are the request's: on an update they are said to do nothing.
    @Test func requestKeysOnAnUpdateAreWarnedAbout() {
        var system = BuiltInTypes.system()
        _ = system.receive(P.start(at: 0), now: P.at(0))
        let update = Self.withEnvelope(Self.withEnvelope(P.update(at: 10), "style", "transient"), "start-date", P.unix(600))
        let outcome = system.receive(update, now: P.at(10))
        #expect(outcome.verdict.isApplied)
        #expect(outcome.warnings.contains { $0.english == "style and start-date beside aps belong to a start (the app's Activity.request): on an update they change nothing" })
    }
}
