import Foundation
import Testing
@testable import IslandCore
import IslandTestSupport
@testable import IslandJSON
@testable import IslandTypes
@testable import IslandSimulator

/// docs/lifecycle.md, rule by rule, on the pure system with an injected clock.
@Suite struct LifecycleRuleTests {
    typealias P = PayloadBuilder

    static func started(_ lines: IncomingLine..., now: TimeInterval = 0) -> LiveActivitySystem {
        var system = BuiltInTypes.system()
        for line in lines {
            let outcome = system.receive(line, now: P.at(now))
            precondition(outcome.verdict.isApplied, "\(outcome.verdict)")
        }
        return system
    }

    // MARK: Ordering

    @Test(arguments: [
        (-1.0, ReasonCode?.some(.ignoredOlderTimestamp)),
        (0.0, nil),
        (1.0, nil),
    ])
    func orderingByTimestamp(offset: TimeInterval, code: ReasonCode?) {
        var system = Self.started(P.start(at: 0))
        #expect(system.receive(P.update(at: 60, state: P.tripState(delay: 1)), now: P.at(60)).verdict.isApplied)
        let outcome = system.receive(P.update(at: 60 + offset, state: P.tripState(delay: 5)), now: P.at(70))
        #expect(outcome.verdict.code == code)
        #expect(system.activity("trip")!.int("delay") == (code == nil ? 5 : 1), "an ignored update changes nothing")
        #expect(system.activity("trip")!.lastTimestamp == P.at(code == nil ? 60 + offset : 60))
    }

    @Test func futureTimestampIsIgnoredAndNeverTheHighWaterMark() {
        var system = Self.started(P.start(at: 0))
        let eightHours = LiveActivitySystem.futureTolerance
        let ahead = system.receive(P.update(at: eightHours + 1), now: P.at(0))
        #expect(ahead.verdict.code == .ignoredFutureTimestamp)
        #expect(system.activity("trip")!.lastTimestamp == P.at(0))
        // Exactly 8 h ahead is still applied.
        #expect(system.receive(P.update(at: eightHours), now: P.at(0)).verdict.isApplied)
    }

    @Test func millisecondTimestampIsIgnoredAndSaysSo() {
        var system = Self.started(P.start(at: 0))
        let millis = JSONValue.number(JSONNumber((P.t0.timeIntervalSince1970 + 30) * 1000))
        let outcome = system.receive(P.update(at: 30, timestamp: millis), now: P.at(30))
        #expect(outcome.verdict.code == .ignoredFutureTimestamp)
        #expect(outcome.verdict.rejection?.english.contains("looks like milliseconds") == true)
        #expect(system.activity("trip")!.lastTimestamp == P.at(0))
        #expect(system.receive(P.update(at: 31), now: P.at(31)).verdict.isApplied)
    }

    @Test func bareContentStateIsStampedOnArrival() {
        var system = Self.started(P.start(at: 0))
        let outcome = system.receive(IncomingLine(JSONWriter.string(P.tripState(delay: 4))), now: P.at(90))
        #expect(outcome.verdict == .applied(activityID: "trip", warnings: []))
        #expect(system.activity("trip")!.lastTimestamp == P.at(90))
        // Older than a later push: the bare state arriving now is older than that push's stamp.
        #expect(system.receive(P.update(at: 200), now: P.at(100)).verdict.isApplied)
        #expect(system.receive(IncomingLine(JSONWriter.string(P.tripState())), now: P.at(110)).verdict.code == .ignoredOlderTimestamp)
    }

    // MARK: After the end

    @Test(arguments: ["update", "end"])
    func pushesAfterTheEndAreIgnored(event: String) {
        var system = Self.started(P.start(at: 0))
        #expect(system.receive(P.end(at: 60), now: P.at(60)).verdict.isApplied)
        let late = event == "update" ? P.update(at: 120) : P.end(at: 120)
        #expect(system.receive(late, now: P.at(120)).verdict.code == .ignoredAfterEnd)
        _ = system.dismiss("trip", now: P.at(130))
        #expect(system.receive(late, now: P.at(140)).verdict.code == .ignoredAfterEnd)
    }

    // MARK: Start requirements

    @Test(arguments: [
        ("attributes-type", ReasonCode.rejectedStartAttributes),
        ("attributes", .rejectedStartAttributes),
        ("alert", .rejectedStartMissingAlert),
        ("content-state", .rejectedMissingContentState),
    ])
    func startRequirements(missing: String, code: ReasonCode) throws {
        var object = try JSONParser.parse(P.startText()).objectValue!
        var aps = object["aps"]!.objectValue!
        aps[missing] = nil
        object["aps"] = .object(aps)
        var system = BuiltInTypes.system()
        let outcome = system.receive(IncomingLine(JSONWriter.string(.object(object))), now: P.t0)
        #expect(outcome.verdict.code == code)
        #expect(system.activities.isEmpty)
        #expect(outcome.changes.isEmpty)
    }

    @Test func startWithoutActivityIDGetsOne() {
        var system = BuiltInTypes.system()
        let first = system.receive(P.start(nil, at: 0), now: P.t0)
        let second = system.receive(P.start(nil, at: 1), now: P.at(1))
        #expect(first.verdict.activityID == "activity-1")
        #expect(second.verdict.activityID == "activity-2")
        #expect(first.changes == [.started(activityID: "activity-1")])
    }

    @Test func startReusingADismissedIDReplacesIt() {
        var system = Self.started(P.start(at: 0))
        _ = system.dismiss("trip", now: P.at(10))
        #expect(system.receive(P.start(at: 20), now: P.at(20)).verdict.isApplied)
        #expect(system.activities.count == 1)
        #expect(system.activity("trip")?.state == .active)
    }

    // MARK: Stale

    @Test func staleAndUnstale() {
        var system = Self.started(P.start(at: 0, stale: 120))
        #expect(system.nextDeadline(after: P.t0) == P.at(120))
        #expect(system.advance(to: P.at(119)).isEmpty)
        #expect(system.advance(to: P.at(120)) == [.stale(activityID: "trip")])
        #expect(system.activity("trip")?.state == .stale)
        // A newer update without a stale date clears it, and says so once.
        let fresh = system.receive(P.update(at: 130), now: P.at(130))
        #expect(fresh.verdict.isApplied)
        #expect(fresh.changes == [.fresh(activityID: "trip")])
        #expect(system.activity("trip")?.state == .active)
        #expect(system.activity("trip")?.staleDate == nil)
        #expect(system.nextDeadline(after: P.at(130)) == P.at(LiveActivitySystem.activeLimit))
        // One whose stale date has passed is stale at once.
        let outcome = system.receive(P.update(at: 140, stale: 100), now: P.at(140))
        #expect(outcome.changes == [.stale(activityID: "trip")])
        #expect(system.activity("trip")?.state == .stale)
    }

    @Test func staleHappensBetweenPushesBeforeTheNextOne() {
        var system = Self.started(P.start(at: 0, stale: 60))
        let outcome = system.receive(P.update(at: 300, stale: 600), now: P.at(300))
        #expect(outcome.changes == [.stale(activityID: "trip"), .fresh(activityID: "trip")])
        #expect(system.activity("trip")?.state == .active)
    }

    // MARK: Lifetime

    @Test func eightHourEndAndTwelveHourDismissal() {
        var system = Self.started(P.start(at: 0, stale: 3600))
        let limit = LiveActivitySystem.activeLimit
        #expect(system.advance(to: P.at(limit - 1)) == [.stale(activityID: "trip")])
        #expect(system.nextDeadline(after: P.at(limit - 1)) == P.at(limit))
        // Called late, the end still happens at the 8-hour mark.
        #expect(system.advance(to: P.at(limit + 60)) == [.ended(activityID: "trip", reason: .timeLimit)])
        let ended = system.activity("trip")!
        #expect(ended.endedAt == P.at(limit))
        #expect(ended.dismissAt == P.at(12 * 3600))
        #expect(system.receive(P.update(at: limit + 90), now: P.at(limit + 90)).verdict.code == .ignoredAfterEnd)
        #expect(system.advance(to: P.at(12 * 3600 - 1)).isEmpty)
        #expect(system.advance(to: P.at(12 * 3600)) == [.dismissed(activityID: "trip", reason: .lifetimeLimit)])
        #expect(system.nextDeadline(after: P.at(12 * 3600)) == nil)
    }

    @Test func oneLongJumpAppliesEverythingInOrder() {
        var system = Self.started(P.start("a", at: 0, stale: 600), P.start("b", at: 0))
        let changes = system.advance(to: P.at(13 * 3600))
        #expect(changes == [
            .stale(activityID: "a"),
            .ended(activityID: "a", reason: .timeLimit), .ended(activityID: "b", reason: .timeLimit),
            .dismissed(activityID: "a", reason: .lifetimeLimit), .dismissed(activityID: "b", reason: .lifetimeLimit),
        ])
        #expect(system.activity("a")?.dismissedAt == P.at(12 * 3600))
    }

    // MARK: Dismissal

    /// End at 1 h: the default keeps the card 4 h; a past date removes it at once; a later
    /// date is kept, but at most 4 h after the end.
    static let dismissalCases: [(date: JSONValue?, dismissedAt: TimeInterval)] = {
        let end: TimeInterval = 3600
        let tail = LiveActivitySystem.lockScreenTail
        let millis = JSONValue.number(JSONNumber((PayloadBuilder.t0.timeIntervalSince1970 + 4000) * 1000))
        return [
            (nil, end + tail),
            (PayloadBuilder.unix(0), end),
            (PayloadBuilder.unix(end), end),
            (PayloadBuilder.unix(end + 600), end + 600),
            (PayloadBuilder.unix(end + 10 * 3600), end + tail),
            (millis, end + tail),
        ]
    }()

    @Test(arguments: dismissalCases)
    func dismissalPolicy(date: JSONValue?, dismissedAt: TimeInterval) {
        let reason = DismissalReason.dismissalDate
        var system = Self.started(P.start(at: 0))
        let outcome = system.receive(P.end(at: 3600, dismissal: date), now: P.at(3600))
        #expect(outcome.verdict.isApplied)
        #expect(system.activity("trip")?.dismissAt == P.at(dismissedAt))
        if dismissedAt == 3600 {
            #expect(outcome.changes == [.ended(activityID: "trip", reason: .endEvent), .dismissed(activityID: "trip", reason: reason)])
        } else {
            #expect(outcome.changes == [.ended(activityID: "trip", reason: .endEvent)])
            #expect(system.nextDeadline(after: P.at(3600)) == P.at(dismissedAt))
            #expect(system.advance(to: P.at(dismissedAt - 1)).isEmpty)
            #expect(system.advance(to: P.at(dismissedAt)) == [.dismissed(activityID: "trip", reason: reason)])
        }
        #expect(system.activity("trip")?.state == .dismissed)
    }

    @Test func dismissalNeverOutlivesTwelveHours() {
        var system = Self.started(P.start(at: 0))
        let changes = system.end("trip", reason: .userStopped, dismissalDate: P.at(20 * 3600), now: P.at(7 * 3600 + 1800))
        #expect(changes == [.ended(activityID: "trip", reason: .userStopped)])
        #expect(system.activity("trip")?.dismissAt == P.at(11 * 3600 + 1800))
    }

    @Test func dismissalByTheUser() {
        var system = Self.started(P.start("a", at: 0), P.start("b", at: 0))
        #expect(system.dismiss("a", now: P.at(60)) == [.ended(activityID: "a", reason: .userDismissed), .dismissed(activityID: "a", reason: .user)])
        #expect(system.dismiss("a", now: P.at(70)).isEmpty)
        _ = system.end("b", reason: .endAll, now: P.at(80))
        #expect(system.dismiss("b", now: P.at(90)) == [.dismissed(activityID: "b", reason: .user)])
        #expect(system.activities.allSatisfy { $0.state == .dismissed })
        #expect(system.end("b", reason: .endAll, now: P.at(100)).isEmpty)
    }

    // MARK: End

    @Test func endWithoutContentStateKeepsTheLastContent() {
        var system = Self.started(P.start(at: 0))
        _ = system.receive(P.update(at: 30, state: P.tripState(delay: 3)), now: P.at(30))
        #expect(system.receive(P.end(at: 60), now: P.at(60)).verdict.isApplied)
        #expect(system.activity("trip")!.int("delay") == 3)
        #expect(system.activity("trip")?.endReason == .endEvent)
    }

    @Test func endWithContentStateReplacesIt() {
        var system = Self.started(P.start(at: 0))
        #expect(system.receive(P.end(at: 60, state: P.tripState(delay: 9)), now: P.at(60)).verdict.isApplied)
        #expect(system.activity("trip")!.int("delay") == 9)
    }

    @Test func endOlderThanTheLastUpdateIsAppliedWithAWarning() {
        var system = Self.started(P.start(at: 0))
        _ = system.receive(P.update(at: 60), now: P.at(60))
        let outcome = system.receive(P.end(at: 30), now: P.at(70))
        #expect(outcome.verdict.isApplied)
        #expect(outcome.verdict.warnings.map(\.code) == [.endOlderTimestamp])
        #expect(system.activity("trip")?.state == .ended)
        #expect(system.activity("trip")?.lastTimestamp == P.at(60))
    }

    @Test func endWithABadContentStateIsRejectedAndEndsNothing() {
        var system = Self.started(P.start(at: 0))
        let outcome = system.receive(P.end(at: 60, state: ["delay": "late"]), now: P.at(60))
        #expect(outcome.verdict.code == .rejectedKeyNotFound)
        #expect(system.activity("trip")?.state == .active)
    }

    // MARK: Size

    @Test func contentLimitCountsAttributesAndContentState() throws {
        var system = Self.started(P.start(at: 0))
        let attributes = JSONWriter.string(P.tripAttributes).utf8.count
        let base = JSONWriter.string(P.tripState(stop: "")).utf8.count
        let fits = P.tripState(stop: String(repeating: "x", count: 4096 - attributes - base))
        // Bare content states: no APNs body limit stands in front of ActivityKit's.
        #expect(system.receive(IncomingLine(JSONWriter.string(fits)), now: P.at(10)).verdict.isApplied)
        let over = P.tripState(stop: String(repeating: "x", count: 4097 - attributes - base))
        let outcome = system.receive(IncomingLine(JSONWriter.string(over)), now: P.at(20))
        #expect(outcome.verdict.code == .rejectedTooLarge)
        #expect(outcome.verdict.rejection?.english.contains("4097 bytes") == true)
    }

    // MARK: Unvalidated types

    @Test func unvalidatedTypeIsWarnedOncePerType() throws {
        var system = BuiltInTypes.system()
        let state: JSONValue = ["status": "preparing"]
        let first = system.receive(P.start("o1", at: 0, type: "ParkingAttributes", attributes: ["orderId": "1"], state: state), now: P.t0)
        let second = system.receive(P.start("o2", at: 1, type: "ParkingAttributes", attributes: ["orderId": "2"], state: state), now: P.at(1))
        let other = system.receive(P.start("w1", at: 2, type: "ScoreAttributes", attributes: [:], state: ["duration": 0]), now: P.at(2))
        #expect(first.verdict.warnings.map(\.code) == [.unvalidatedType])
        #expect(second.verdict.warnings.isEmpty)
        #expect(other.verdict.warnings.map(\.code) == [.unvalidatedType])
        let activity = try #require(system.activity("o1"))
        #expect(activity.attributesType == "ParkingAttributes")
        #expect(!activity.isValidated)
        #expect(activity.contentState["status"] == .string("preparing"))
        // Anything goes for an unvalidated type.
        #expect(system.receive(P.update("o1", at: 10, state: ["whatever": [1, 2]]), now: P.at(10)).verdict.isApplied)
    }

    /// iOS matches `attributes-type` against the app's own types: for an app island knows the
    /// types of, another name is dropped there, so it is rejected here (with the likely name),
    /// not shown as a generic card. An app island knows nothing of still gets the generic card.
    @Test func anUnknownTypeOfAKnownAppIsRejected() throws {
        var system = BuiltInTypes.system()
        let rnv = "com.stefanfriedrich.rnvapp"
        let outcome = system.receive(P.start("t1", at: 0, app: rnv, type: "TripAttributes"), now: P.t0)
        #expect(outcome.verdict.code == .rejectedUnknownType)
        let message = try #require(outcome.verdict.rejection?.english)
        #expect(message.contains(#"did you mean "TripLiveActivityAttributes"?"#), "\(message)")
        #expect(system.activity("t1") == nil)
        // The right name for the app applies; an unknown app's type is shown generically.
        #expect(system.receive(P.start("t2", at: 1, app: rnv), now: P.at(1)).verdict.isApplied)
        let unknownApp = system.receive(P.start("p1", at: 2, app: "com.example.parking", type: "ParkingAttributes",
                                                attributes: ["orderId": "1"], state: ["status": "ok"]), now: P.at(2))
        #expect(unknownApp.verdict.isApplied)
        #expect(unknownApp.verdict.warnings.map(\.code) == [.unvalidatedType])
    }

    // MARK: Several activities and apps

    @Test func routingWithoutActivityID() {
        var system = Self.started(P.start("a", at: 0, app: "com.rnv"), P.start("b", at: 1, app: "com.board"))
        // The selected one, else the most recently started one in the island.
        #expect(system.receive(P.update(nil, at: 10), now: P.at(10), selected: "a").verdict.activityID == "a")
        #expect(system.receive(P.update(nil, at: 11), now: P.at(11)).verdict.activityID == "b")
        // A push naming its app goes to that app's activity.
        #expect(system.receive(P.update(nil, at: 12, app: "com.rnv"), now: P.at(12)).verdict.activityID == "a")
        #expect(system.receive(P.update(nil, at: 13, app: "com.other"), now: P.at(13)).verdict.code == .rejectedNoActivity)
        // An ended one still on the Lock Screen is passed over for one still running.
        _ = system.end("b", reason: .endEvent, now: P.at(14))
        #expect(system.receive(P.update(nil, at: 15), now: P.at(15)).verdict.activityID == "a")
        #expect(system.activity("a")?.app.bundle == "com.rnv")
        #expect(system.activity("b")?.app.bundle == "com.board")
    }

    @Test func relevanceOrdersActivitiesAndTiesGoToTheFirstStarted() {
        var system = Self.started(
            P.start("low", at: 0, relevance: 10), P.start("high", at: 1, relevance: 90),
            P.start("tie-first", at: 2, relevance: 50), P.start("tie-second", at: 3, relevance: 50)
        )
        var model = AppModel(system: system)
        #expect(model.islandActivities.map(\.id) == ["high", "tie-first", "tie-second", "low"])
        // relevance-score in an update moves it.
        #expect(system.receive(P.update("low", at: 10, relevance: 100), now: P.at(10)).verdict.isApplied)
        model.system = system
        #expect(model.islandActivities.first?.id == "low")
        // An ended activity leaves the island but stays on the Lock Screen, in relevance order.
        _ = system.end("low", reason: .endEvent, now: P.at(20))
        model.system = system
        #expect(model.islandActivities.map(\.id) == ["high", "tie-first", "tie-second"])
        #expect(model.lockScreenActivities.map(\.id) == ["low", "high", "tie-first", "tie-second"])
    }

    @Test func twoAppsAreTwoActivitiesOfTheirOwn() throws {
        var system = BuiltInTypes.system()
        #expect(system.receive(P.start("trip", at: 0, app: "com.stefanfriedrich.rnvapp"), now: P.t0).verdict.isApplied)
        let rideLine = #"{"activity-id":"ride","Simulator Target Bundle":"app.vescape.ride","aps":{"timestamp":1764417601,"event":"start","attributes-type":"RideActivityAttributes","attributes":{"deviceName":"Board"},"content-state":{"phase":"connected","statusText":"Riding"},"alert":{"title":"Ride","body":"Connected"}}}"#
        #expect(system.receive(IncomingLine(rideLine), now: P.at(1)).verdict.isApplied)
        #expect(Set(AppModel(system: system).islandActivities.map(\.app.bundle)) == ["com.stefanfriedrich.rnvapp", "app.vescape.ride"])
        #expect(system.activity("trip")?.attributesType == TripLiveActivityAttributes.typeName)
        let ride = try #require(system.activity("ride"))
        #expect(ride.isValidated)
        #expect(ride.attributes["deviceName"] == .string("Board"))
        #expect(ride.contentState["phase"] == .enumCase("connected"))
        #expect(ride.contentState["batteryPercent"] == nil)
    }

    // MARK: Alerts

    @Test func alertIsKeptRenderedFromLocKey() {
        var system = Self.started(P.start(at: 0))
        let alert: JSONValue = ["title-loc-key": "Verspätung +%@ Min.", "title-loc-args": ["3"], "loc-key": "Nächster Halt: %@", "loc-args": ["Kunsthalle"]]
        let outcome = system.receive(P.update(at: 30, alert: alert), now: P.at(30))
        #expect(outcome.push?.alert == ActivityAlert(title: "Verspätung +3 Min.", body: "Nächster Halt: Kunsthalle"))
        #expect(outcome.push?.alert?.text == "Verspätung +3 Min. — Nächster Halt: Kunsthalle")
    }
}

extension PayloadBuilder {
    static func startText() -> String {
        guard case .bytes(let bytes) = start(at: 0).body else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }
}
