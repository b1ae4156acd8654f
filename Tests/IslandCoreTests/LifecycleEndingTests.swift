import Foundation
import IslandTestSupport
import Testing
@testable import IslandCore
@testable import IslandJSON
@testable import IslandSimulator

/// The second pass of the lifecycle: ending at the user's request, staleness said once per
/// transition, channels, iOS versions, the update budget — on the pure system, injected clock.
@Suite struct LifecycleEndingTests {
    typealias P = PayloadBuilder

    static func started(_ lines: IncomingLine..., options: SystemOptions = SystemOptions()) -> LiveActivitySystem {
        var system = BuiltInTypes.system(options: options)
        for line in lines {
            let outcome = system.receive(line, now: P.at(0))
            precondition(outcome.verdict.isApplied, "\(outcome.verdict)")
        }
        return system
    }

    // MARK: The app ends what the user asked to end

    /// After the intent, the app's own end push is applied with its final content and its
    /// dismissal date, and the end is the user's.
    @Test func theAppsEndAfterTheIntentIsApplied() {
        var system = Self.started(P.start(at: 0))
        #expect(system.requestEnd("trip", intent: "EndTripIntent", isEndAll: false, deadline: P.at(20), now: P.at(10)).isEmpty)
        #expect(system.activity("trip")?.endRequest?.intent == "EndTripIntent")
        let end = system.receive(P.end(at: 12, state: P.tripState(delay: 7), dismissal: P.unix(15)), now: P.at(12))
        #expect(end.verdict.isApplied)
        #expect(end.changes == [.ended(activityID: "trip", reason: .userStopped)])
        #expect(system.activity("trip")?.int("delay") == 7)
        #expect(system.activity("trip")?.dismissAt == P.at(15))
        #expect(system.activity("trip")?.endRequest == nil)
    }

    /// The app does not end it in time: island does, at the deadline, and says why.
    @Test(arguments: [(false, EndReason.userStoppedTimeout), (true, .endAllTimeout)])
    func anAppTooSlowIsEndedAtTheDeadline(endAll: Bool, reason: EndReason) {
        var system = Self.started(P.start(at: 0))
        _ = system.requestEnd("trip", intent: "X", isEndAll: endAll, deadline: P.at(20), now: P.at(10))
        #expect(system.nextDeadline(after: P.at(10)) == P.at(20))
        #expect(system.advance(to: P.at(19)).isEmpty)
        #expect(system.advance(to: P.at(25)) == [.ended(activityID: "trip", reason: reason)])
        #expect(system.activity("trip")?.endedAt == P.at(20))
        // Asking again changes nothing; a late end push finds it ended.
        #expect(system.requestEnd("trip", intent: "X", isEndAll: false, deadline: P.at(40), now: P.at(30)).isEmpty)
        #expect(system.receive(P.end(at: 31), now: P.at(31)).verdict.code == .ignoredAfterEnd)
    }

    @Test func aSecondRequestKeepsTheFirstDeadline() {
        var system = Self.started(P.start(at: 0))
        _ = system.requestEnd("trip", intent: "X", isEndAll: false, deadline: P.at(20), now: P.at(10))
        _ = system.requestEnd("trip", intent: "Y", isEndAll: true, deadline: P.at(90), now: P.at(11))
        #expect(system.activity("trip")?.endRequest == EndRequest(intent: "X", isEndAll: false, requestedAt: P.at(10), deadline: P.at(20)))
    }

    // MARK: Staleness, once per transition

    /// Updates that arrive already stale leave a stale activity stale without another line;
    /// a fresh one says "fresh" once.
    @Test func staleIsSaidOncePerTransition() {
        var system = Self.started(P.start(at: 0, stale: 30))
        #expect(system.advance(to: P.at(40)) == [.stale(activityID: "trip")])
        for second in [50.0, 60, 70] {
            let late = system.receive(P.update(at: second, stale: second - 5), now: P.at(second))
            #expect(late.verdict.isApplied)
            #expect(late.changes.isEmpty, "already stale at \(second)")
            #expect(system.activity("trip")?.state == .stale)
        }
        #expect(system.receive(P.update(at: 80, stale: 200), now: P.at(80)).changes == [.fresh(activityID: "trip")])
        #expect(system.advance(to: P.at(200)) == [.stale(activityID: "trip")])
    }

    // MARK: Channels (iOS 18)

    static func channelStart(_ id: String, channel: String, at offset: TimeInterval) -> IncomingLine {
        P.line(P.envelope(id, app: nil), aps: [
            ("timestamp", P.unix(offset)), ("event", "start"), ("attributes-type", "TripLiveActivityAttributes"),
            ("attributes", P.tripAttributes), ("content-state", P.tripState()), ("alert", ["title": "RNV 5", "body": "Los"]),
            ("input-push-channel", .string(channel)),
        ])
    }

    static func channelUpdate(_ channel: String, event: String = "update", at offset: TimeInterval, delay: Int = 4) -> IncomingLine {
        P.line([("channel-id", .string(channel))], aps: [
            ("timestamp", P.unix(offset)), ("event", .string(event)), ("content-state", P.tripState(delay: delay)),
        ])
    }

    /// A channel push updates every activity subscribed to it, and never starts one.
    @Test func aChannelUpdatesItsSubscribersAndNeverStarts() {
        var system = Self.started(Self.channelStart("a", channel: "match-7", at: 0), Self.channelStart("b", channel: "match-7", at: 0),
                                  Self.channelStart("c", channel: "other", at: 0))
        let update = system.receive(Self.channelUpdate("match-7", at: 10), now: P.at(10))
        #expect(update.verdict.isApplied)
        #expect(system.activity("a")?.int("delay") == 4)
        #expect(system.activity("b")?.int("delay") == 4)
        #expect(system.activity("c")?.int("delay") == 0)
        let end = system.receive(Self.channelUpdate("match-7", event: "end", at: 20), now: P.at(20))
        #expect(end.changes == [.ended(activityID: "a", reason: .endEvent), .ended(activityID: "b", reason: .endEvent)])
        #expect(system.receive(Self.channelUpdate("nobody", at: 30), now: P.at(30)).verdict.code == .rejectedNoActivity)
        var start = Self.channelStart("d", channel: "x", at: 40)
        if case .bytes(let bytes) = start.body, var object = try? JSONParser.parse(bytes).objectValue {
            object["channel-id"] = "x"
            start = IncomingLine(JSONWriter.string(.object(object)))
        }
        #expect(system.receive(start, now: P.at(40)).verdict.code == .rejectedChannelStart)
    }

    // MARK: iOS versions

    @Test(arguments: [(IOSVersion.v17_0, false, false), (.v17_2, true, false), (.v18, true, true), (.v26, true, true)])
    func versionsGatePushToStartAndChannels(ios: IOSVersion, pushToStart: Bool, channels: Bool) {
        var system = BuiltInTypes.system(options: SystemOptions(ios: ios))
        let start = system.receive(P.start(at: 0), now: P.t0)
        #expect(start.verdict.code == (pushToStart ? nil : .rejectedUnsupportedIOS))
        let channel = system.receive(Self.channelStart("c", channel: "x", at: 1), now: P.at(1))
        #expect(channel.verdict.isApplied == (pushToStart && channels))
        if pushToStart, !channels { #expect(channel.verdict.code == .rejectedUnsupportedIOS) }
        // A simulated app's own start is no push: every version allows it.
        var local = Push(event: .start, activityID: "local", timestamp: P.at(2), contentState: P.tripState().objectValue,
                         alert: ActivityAlert(title: "a", body: "b"), attributesType: "TripLiveActivityAttributes", attributes: P.tripAttributes.objectValue)
        local.isLocal = true
        #expect(system.receive(local, now: P.at(2)).verdict.isApplied)
    }

    // MARK: The update budget

    /// Priority-10 updates past the budget are applied and warned once per episode; priority 5
    /// costs nothing; frequent updates lift the budget.
    @Test func theUpdateBudgetWarns() {
        func priority(_ line: IncomingLine, _ value: Int) -> IncomingLine {
            guard case .bytes(let bytes) = line.body, var object = try? JSONParser.parse(bytes).objectValue else { return line }
            object["priority"] = .number(JSONNumber(value))
            return IncomingLine(JSONWriter.string(.object(object)))
        }
        var system = Self.started(P.start(at: 0))
        var warned: [Int] = []
        for index in 1...20 {
            let outcome = system.receive(P.update(at: Double(index) * 60), now: P.at(Double(index) * 60))
            #expect(outcome.verdict.isApplied)
            if outcome.warnings.contains(where: { $0.code == .updateBudget }) { warned.append(index) }
        }
        #expect(warned.first == UpdateBudget.perHour + 1)
        var quiet = Self.started(P.start(at: 0))
        for index in 1...20 {
            let outcome = quiet.receive(priority(P.update(at: Double(index) * 60), 5), now: P.at(Double(index) * 60))
            #expect(!outcome.warnings.contains { $0.code == .updateBudget })
        }
        var frequent = Self.started(P.start(at: 0), options: SystemOptions(frequentUpdates: true))
        for index in 1...20 {
            let outcome = frequent.receive(P.update(at: Double(index) * 60), now: P.at(Double(index) * 60))
            #expect(!outcome.warnings.contains { $0.code == .updateBudget })
        }
    }
}
