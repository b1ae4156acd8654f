import Foundation
import Testing
@testable import IslandCore
@testable import IslandJSON

/// The device's push tokens: stable per activity, announced once, and routing by token.
@Suite struct PushTokenTests {
    static let now = Date(timeIntervalSince1970: 1_764_421_200)
    static let topic = "com.example.rnv.push-type.liveactivity"

    static func start(_ id: String? = "trip") -> String {
        let idPart = id.map { #""activity-id":"\#($0)","# } ?? ""
        return #"{\#(idPart)"aps":{"timestamp":1764421200,"event":"start","attributes-type":"Generic","attributes":{"a":1},"content-state":{"n":1},"alert":{"title":"t","body":"b"},"input-push-token":1}}"#
    }

    /// A start by push-to-start as a backend that forgot `input-push-token` sends it.
    static let startWithoutTokenRequest = #"{"activity-id":"stranded","aps":{"timestamp":1764421200,"event":"start","attributes-type":"Generic","attributes":{"a":1},"content-state":{"n":1},"alert":{"title":"t","body":"b"}}}"#

    static let update = #"{"aps":{"timestamp":1764421210,"event":"update","content-state":{"n":2}}}"#

    static func line(_ text: String, token: String, request: Int = 1, priority: Int = 10) -> AppEvent {
        .line(IncomingLine(body: .bytes(Array(text.utf8)), source: .apns(APNsDelivery(request: request, deviceToken: token, topic: topic, priority: priority, apnsID: "id-\(request)")), number: 0))
    }

    static func tokens(_ effects: [AppEffect]) -> [TokenAnnouncement] {
        effects.compactMap { if case .output(.token(let announcement, _)) = $0 { return announcement } else { return nil } }
    }

    static func reply(_ effects: [AppEffect]) -> JSONObject? {
        effects.compactMap { if case .reply(.apns, let answer) = $0 { return answer.json.objectValue } else { return nil } }.first
    }

    @Test func tokensAreStableHexAndDistinct() {
        #expect(PushToken.isWellFormed(PushToken.pushToStart))
        let a = PushToken.activity(id: "trip", startOrder: 1, startedAt: Self.now)
        #expect(a == PushToken.activity(id: "trip", startOrder: 1, startedAt: Self.now))
        #expect(PushToken.isWellFormed(a) && a == a.lowercased())
        let others = [PushToken.activity(id: "trip", startOrder: 2, startedAt: Self.now),
                      PushToken.activity(id: "trip", startOrder: 1, startedAt: Self.now.addingTimeInterval(1)),
                      PushToken.activity(id: "trip2", startOrder: 1, startedAt: Self.now), PushToken.pushToStart]
        #expect(Set(others + [a]).count == 5)
        #expect(!PushToken.isWellFormed("abc") && !PushToken.isWellFormed(String(repeating: "g", count: 64)))
    }

    @Test func withoutTheEndpointNothingIsAnnounced() {
        var model = AppModel()
        let effects = AppReducer.update(&model, .line(IncomingLine(Self.start())), now: Self.now)
        #expect(Self.tokens(effects).isEmpty)
    }

    @Test func aStartToThePushToStartTokenCreatesAnActivityAndAnnouncesItsToken() throws {
        var model = AppModel()
        model.pushTokens = PushTokenAnnouncer()
        let first = AppReducer.update(&model, .tick, now: Self.now)
        #expect(Self.tokens(first) == [.pushToStart])
        let started = AppReducer.update(&model, Self.line(Self.start(), token: PushToken.pushToStart), now: Self.now)
        #expect(Self.reply(started)?["verdict"]?.stringValue == "applied")
        let announced = try #require(Self.tokens(started).first)
        let activity = try #require(model.system.activity("trip"))
        #expect(announced == .activity(activity))
        #expect(activity.app.bundle == "com.example.rnv")
        #expect(announced.topic == Self.topic)
        #expect(Self.tokens(AppReducer.update(&model, .tick, now: Self.now)).isEmpty, "announced once")

        let updated = AppReducer.update(&model, Self.line(Self.update, token: announced.token, request: 2), now: Self.now)
        #expect(Self.reply(updated)?["verdict"]?.stringValue == "applied")
        #expect(model.system.activity("trip")?.contentState["n"] == .int(2))
    }

    /// iOS 18: `input-push-token: 1` on a push-to-start mints the new activity's update token;
    /// without it the activity has none, nothing is announced, and the start's warning says an
    /// update by token can never reach it.
    @Test func aPushStartWithoutInputPushTokenHasNoUpdateToken() throws {
        var model = AppModel()
        model.pushTokens = PushTokenAnnouncer()
        _ = AppReducer.update(&model, .tick, now: Self.now)
        let started = AppReducer.update(&model, Self.line(Self.startWithoutTokenRequest, token: PushToken.pushToStart), now: Self.now)
        let reply = try #require(Self.reply(started))
        #expect(reply["verdict"]?.stringValue == "applied")
        let warnings = reply["warnings"]?.arrayValue?.compactMap { $0.objectValue?["code"]?.stringValue } ?? []
        #expect(warnings.contains("WARN_NO_PUSH_TOKEN"), "\(reply)")
        #expect(Self.tokens(started).isEmpty, "no token is announced")
        #expect(model.system.activity("stranded")?.pushToken == nil)
        #expect(model.log.entries.contains { $0.message.english.contains("input-push-token") }, "the events pane says so")

        // The same start with input-push-token: 1 gets a token, announced as pushTokenUpdates does.
        let asked = AppReducer.update(&model, Self.line(Self.start("asked"), token: PushToken.pushToStart, request: 2), now: Self.now)
        #expect(Self.tokens(asked).map(\.activityID) == ["asked"])
        // A start from the app itself (the socket, the simulator) always has its token.
        let local = AppReducer.update(&model, .line(IncomingLine(Self.startWithoutTokenRequest.replacingOccurrences(of: "stranded", with: "local"))), now: Self.now)
        #expect(Self.tokens(local).map(\.activityID) == ["local"])
    }

    /// The device's tokens belong to the environment it plays: production's differ from the
    /// sandbox's, and the announcer announces the production push-to-start token there.
    @Test func tokensBelongToTheirEnvironment() throws {
        #expect(PushToken.pushToStart(in: .production) != PushToken.pushToStart)
        #expect(PushToken.isPushToStart(PushToken.pushToStart(in: .production)) && PushToken.isPushToStart(PushToken.pushToStart))
        #expect(PushToken.activity(id: "t", startOrder: 1, startedAt: Self.now, environment: .production) != PushToken.activity(id: "t", startOrder: 1, startedAt: Self.now))
        var model = AppModel()
        model.pushTokens = PushTokenAnnouncer(environment: .production)
        model.system.options.environment = .production
        #expect(Self.tokens(AppReducer.update(&model, .tick, now: Self.now)) == [.pushToStart(in: .production)])
        let started = AppReducer.update(&model, Self.line(Self.start(), token: PushToken.pushToStart(in: .production)), now: Self.now)
        let token = try #require(Self.tokens(started).first?.token)
        #expect(token == PushToken.activity(id: "trip", startOrder: 1, startedAt: Self.now, environment: .production))
        #expect(token != PushToken.activity(id: "trip", startOrder: 1, startedAt: Self.now))
    }

    @Test func theTokenDecidesNotTheBody() throws {
        var model = AppModel()
        model.pushTokens = PushTokenAnnouncer()
        _ = AppReducer.update(&model, Self.line(Self.start(), token: PushToken.pushToStart), now: Self.now)
        let token = try #require(model.system.activity("trip")?.pushToken)
        let misnamed = #"{"activity-id":"elsewhere","aps":{"timestamp":1764421210,"event":"update","content-state":{"n":3}}}"#
        let effects = AppReducer.update(&model, Self.line(misnamed, token: token, request: 2), now: Self.now)
        let reply = try #require(Self.reply(effects))
        #expect(reply["activity-id"]?.stringValue == "trip")
        #expect(reply["warnings"] != nil)
    }

    @Test func anUpdateToThePushToStartTokenAndAStartToAnActivityTokenAreDropped() throws {
        var model = AppModel()
        model.pushTokens = PushTokenAnnouncer()
        _ = AppReducer.update(&model, Self.line(Self.start(), token: PushToken.pushToStart), now: Self.now)
        let token = try #require(model.system.activity("trip")?.pushToken)
        let update = AppReducer.update(&model, Self.line(Self.update, token: PushToken.pushToStart, request: 2), now: Self.now)
        #expect(Self.reply(update)?["code"]?.stringValue == "REJECTED_NO_ACTIVITY")
        let restart = AppReducer.update(&model, Self.line(Self.start("second"), token: token, request: 3), now: Self.now)
        #expect(Self.reply(restart)?["code"]?.stringValue == "REJECTED_START_ATTRIBUTES")
        #expect(model.system.activity("second") == nil)
    }

    @Test func theRegisterFollowsAnnouncementsAndDismissals() {
        var register = TokenRegister()
        let activity = TokenAnnouncement(kind: .activity, token: String(repeating: "a", count: 64), activityID: "trip", app: "x")
        register.note(.token(.pushToStart, at: Self.now))
        register.note(.token(activity, at: Self.now))
        #expect(register.current.count == 2)
        register.note(.lifecycle(.ended(activityID: "trip", reason: .endEvent), app: "x", at: Self.now))
        #expect(register.current.count == 2, "an ended activity's card is still on the Lock Screen")
        register.note(.lifecycle(.dismissed(activityID: "trip", reason: .user), app: "x", at: Self.now))
        #expect(register.current.map(\.line) == [OutputRecord.token(.pushToStart, at: Self.now).line])
        #expect(register.entry(for: activity.token.uppercased())?.dismissedAt == Self.now)
    }

    /// A scheduled activity's token is listed as pending, with its start, until it starts.
    @Test func aScheduledActivitysTokenIsListedAsPending() throws {
        var register = TokenRegister()
        let activity = TokenAnnouncement(kind: .activity, token: String(repeating: "b", count: 64), activityID: "trip", app: "x")
        let start = Self.now.addingTimeInterval(600)
        register.note(.lifecycle(.scheduled(activityID: "trip", start: start), app: "x", at: Self.now))
        register.note(.token(activity, at: Self.now))
        let pending = try #require(register.current.first?.line)
        #expect(pending.contains(#""state":"pending","start-date":1764421800"#), "\(pending)")
        register.note(.lifecycle(.started(activityID: "trip"), app: "x", at: start))
        let started = try #require(register.current.first?.line)
        #expect(!started.contains("pending"), "\(started)")
    }

    /// `island tokens --rotate ID`: the device replaces the token, announces the new one as
    /// pushTokenUpdates does, and the register retires the old one (410 Unregistered).
    @Test func aRotatedTokenIsAnnouncedAndTheOldOneRetired() throws {
        var model = AppModel()
        model.pushTokens = PushTokenAnnouncer()
        var register = TokenRegister()
        for effect in AppReducer.update(&model, Self.line(Self.start(), token: PushToken.pushToStart), now: Self.now) {
            if case .output(let record) = effect { register.note(record) }
        }
        let old = try #require(model.system.activity("trip")?.pushToken)
        let effects = AppReducer.update(&model, .rotatePushToken(activityID: "trip"), now: Self.now.addingTimeInterval(5))
        let announced = try #require(Self.tokens(effects).first)
        #expect(Self.tokens(effects).count == 1 && announced.activityID == "trip" && announced.token != old)
        #expect(model.system.activity("trip")?.pushToken == announced.token)
        for effect in effects { if case .output(let record) = effect { register.note(record) } }
        #expect(register.entry(for: old)?.replacedAt == Self.now.addingTimeInterval(5))
        #expect(register.currentToken(ofActivity: "trip") == announced.token)
        #expect(!register.current.contains { $0.line.contains(old) })
        // The new token takes the activity's updates.
        let updated = AppReducer.update(&model, Self.line(Self.update, token: announced.token, request: 2), now: Self.now.addingTimeInterval(10))
        #expect(Self.reply(updated)?["verdict"]?.stringValue == "applied")
        // Nothing to rotate: said, nothing announced.
        #expect(Self.tokens(AppReducer.update(&model, .rotatePushToken(activityID: "nope"), now: Self.now)).isEmpty)
        #expect(model.log.entries.contains { "\($0.message)".contains("cannot rotate") })
    }

    @Test func anAnnouncementIsOneLine() {
        let line = OutputRecord.token(TokenAnnouncement(kind: .activity, token: "ab", activityID: "trip", attributesType: "T", app: "com.x"), at: Self.now).line
        #expect(line == #"{"type":"token","kind":"activity","token":"ab","activity-id":"trip","attributes-type":"T","topic":"com.x.push-type.liveactivity","timestamp":1764421200.000}"#)
    }

    /// The request's apns-priority is the push's priority (the budget counts it), whatever
    /// the body says beside aps.
    @Test func theHeadersPriorityIsThePushs() throws {
        var system = LiveActivitySystem()
        guard case .line(let start) = Self.line(Self.start(), token: PushToken.pushToStart) else { return }
        _ = system.receive(start, now: Self.now)
        let token = try #require(system.activity("trip")?.pushToken)
        let body = #"{"priority":10,"aps":{"timestamp":1764421210,"event":"update","content-state":{"n":2}}}"#
        guard case .line(let update) = Self.line(body, token: token, request: 2, priority: 5) else { return }
        let outcome = system.receive(update, now: Self.now.addingTimeInterval(10))
        #expect(outcome.push?.priority == 5)
    }

    /// A recording keeps what APNs handed the device, so a replay routes by token as the live
    /// session did: an update sent to the push-to-start token is refused in both.
    @Test func aReplayRoutesByTheRecordedToken() throws {
        let update = #"{"activity-id":"trip","aps":{"timestamp":1764421210,"event":"update","content-state":{"n":2}}}"#
        let events = [Self.line(Self.start(), token: PushToken.pushToStart), Self.line(update, token: PushToken.pushToStart, request: 2)]
        var live = AppModel()
        live.pushTokens = PushTokenAnnouncer()
        var liveCodes: [String?] = []
        var records: [RecordedLine] = []
        for event in events {
            guard case .line(let line) = event else { continue }
            records.append(RecordedLine(arrival: Self.now, input: .line(line)))
            liveCodes.append(Self.reply(AppReducer.update(&live, event, now: Self.now))?["code"]?.stringValue)
        }
        #expect(liveCodes == [nil, "REJECTED_NO_ACTIVITY"])

        var replayed = AppModel()
        replayed.pushTokens = PushTokenAnnouncer()
        replayed.replay = ReplayRun(items: ReplayScript.items(fromLines: records.map { Array($0.line.utf8) }, file: "apns.record"))
        let effects = AppReducer.update(&replayed, .tick, now: Self.now)
        let codes = effects.compactMap { effect -> String?? in
            guard case .reply(.apns, let answer) = effect else { return nil }
            return .some(answer.json.objectValue?["code"]?.stringValue)
        }
        #expect(codes == liveCodes)
    }
}
