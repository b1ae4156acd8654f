import Foundation
@testable import IslandCore
@testable import IslandJSON
@testable import IslandSimulator

/// The generator of the recorded scenarios in `demo/`. The files are committed; this makes them
/// reproducible: `ISLAND_RECORD_DEMO=1 swift test --filter SimulationDemoTests` rewrites them, and
/// the tests fail when a committed file and its generator disagree.
enum SimulationDemoScenarios {
    /// 2025-11-29 14:00 in Mannheim (13:00 UTC): every scenario starts here.
    static let start = Date(timeIntervalSince1970: 1_764_421_200)
    static let tripSeed: UInt64 = 42
    static let rideSeed: UInt64 = 3
    static let deliverySeed: UInt64 = 2

    /// A scenario: its file name and its lines, each with the verdict `island lint` must give.
    struct Scenario {
        let name: String
        let lines: [(line: String, expected: String)]
        /// Whether `demo/NAME.expected` is written beside it.
        let writesExpected: Bool
    }

    static var all: [Scenario] { [trip, ride, twoApps, faultyBackend] }

    static func applied(_ pushes: [Push]) -> [(line: String, expected: String)] {
        pushes.map { (PushEncoder.line($0), "applied") }
    }

    /// The full RNV 5 trip: on time at first, the delay builds up from Nationaltheater, arrival,
    /// and the end 30 s later.
    static var trip: Scenario {
        let sim = TripSimulator(seed: tripSeed, start: start)
        return Scenario(name: "trip", lines: applied(sim.schedule.indices.map(sim.push(at:))), writesExpected: false)
    }

    /// A board ride: connect, battery steps, the link drops and comes back, a fault twice. The
    /// file stops before the ride's own end push: the presenter ends it with Stop ride.
    static var ride: Scenario {
        let sim = RideSimulator(seed: rideSeed, start: start)
        return Scenario(name: "ride", lines: applied(sim.schedule.indices.dropLast().map(sim.push(at:))), writesExpected: false)
    }

    /// Two apps at once: the RNV 5 trip home, and dinner ordered from the tram two minutes in.
    static var twoApps: Scenario {
        let trip = TripSimulator(seed: tripSeed, start: start)
        let delivery = DeliverySimulator(seed: deliverySeed, start: start.addingTimeInterval(120))
        return Scenario(name: "two-apps", lines: applied(SimulationSet.merge([trip, delivery])), writesExpected: false)
    }

    // MARK: The faulty backend

    static let tripID = "rnv5-trip"

    /// A backend that makes every mistake island can name, one per line, against one trip.
    static var faultyBackend: Scenario {
        let sim = TripSimulator(seed: tripSeed, start: start)
        func at(_ offset: TimeInterval) -> Date { start.addingTimeInterval(offset) }
        func state(_ offset: TimeInterval) -> JSONObject { sim.state(at: at(offset)).json }
        func update(_ offset: TimeInterval, _ state: JSONObject?, timestamp: Date? = nil) -> Push {
            var push = Push(event: .update, activityID: tripID, app: TripSimulator.app, timestamp: timestamp ?? at(offset), contentState: state)
            push.staleDate = at(offset + 120)
            // Routine updates at priority 5, as a backend should send them: no budget spent.
            push.priority = 5
            return push
        }
        func line(_ push: Push) -> String { PushEncoder.line(push) }
        func changed(_ offset: TimeInterval, _ changes: (inout JSONObject) -> Void) -> JSONObject {
            var object = state(offset)
            changes(&object)
            return object
        }
        var random = SeededRandom(seed: 0x1D)
        func noise(_ count: Int, alphabet: String) -> String {
            let letters = Array(alphabet)
            return String((0..<count).map { _ in letters.randomElement(using: &random)! })
        }
        let base64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

        let tripStart = sim.push(at: 0)
        var lines: [(String, String)] = []
        // 1–2: a good start and a good update.
        lines.append((line(tripStart), "applied"))
        lines.append((line(update(30, state(30))), "applied"))
        // 3: retried from a queue: older than the last applied one.
        lines.append((line(update(10, state(10))), "ignored IGNORED_OLDER_TIMESTAMP"))
        // 4: aps.timestamp in milliseconds: more than 8 h ahead.
        lines.append((line(update(60, state(60), timestamp: Date(timeIntervalSince1970: at(60).timeIntervalSince1970 * 1000))), "ignored IGNORED_FUTURE_TIMESTAMP"))
        // 5: nextStopTime as Unix seconds: a date in 2056, applied with a warning.
        lines.append((line(update(60, changed(60) {
            $0["nextStopTime"] = .number(JSONNumber(sim.state(at: at(60)).nextStopTime.timeIntervalSince1970))
        })), "applied WARN_DATE_LOOKS_LIKE_UNIX_EPOCH"))
        // 6: nextStopTime as an ISO 8601 string: iOS cannot decode it.
        lines.append((line(update(90, changed(90) {
            $0["nextStopTime"] = .string(ISO8601DateFormatter().string(from: sim.state(at: at(90)).nextStopTime))
        })), "rejected REJECTED_TYPE_MISMATCH"))
        // 7: terminal escape sequences in the stop names (a colour and a window title).
        lines.append((line(update(90, changed(90) {
            $0["currentStop"] = .string("\u{1B}[31m\(sim.state(at: at(90)).currentStop)\u{1B}[0m")
            $0["nextStop"] = .string("\(sim.state(at: at(90)).nextStop)\u{1B}]0;pwned\u{7}")
        })), "applied WARN_CONTROL_CHARACTERS"))
        // 8: a bare content state (no aps): the selected trip, stamped on arrival — island's
        // shorthand, which APNs would never deliver.
        lines.append((JSONWriter.string(.object(state(95))), "applied WARN_BARE_CONTENT_STATE"))
        // 9: an occupancy the app's enum does not have.
        lines.append((line(update(120, changed(120) { $0["occupancy"] = "crowded" })), "rejected REJECTED_DATA_CORRUPTED"))
        // 10: delay left out: it is not optional.
        lines.append((line(update(120, changed(120) { $0["delay"] = nil })), "rejected REJECTED_KEY_NOT_FOUND"))
        // 11: delay null.
        lines.append((line(update(120, changed(120) { $0["delay"] = .null })), "rejected REJECTED_VALUE_NOT_FOUND"))
        // 12: an update without content-state.
        lines.append((line(update(120, nil)), "rejected REJECTED_MISSING_CONTENT_STATE"))
        // 13: the whole route shape in the content state: a 5 KB payload.
        lines.append((line(update(120, changed(120) {
            $0["routeShape"] = .string(noise(4900, alphabet: base64))
        })), "rejected REJECTED_TOO_LARGE"))
        // 14: a map tile inlined: a line over 64 KiB.
        lines.append((line(update(120, changed(120) {
            $0["mapTile"] = .string("data:image/png;base64," + noise(70_000, alphabet: base64))
        })), "rejected REJECTED_LINE_TOO_LONG"))
        // 15: a line cut off mid-write.
        let cut = line(update(120, state(120)))
        lines.append((String(cut.prefix(cut.count / 2)), "rejected REJECTED_INVALID_JSON"))
        // 16: a batch of pushes in an array.
        lines.append(("[" + line(update(120, state(120))) + "]", "rejected REJECTED_NOT_AN_OBJECT"))
        // 17: an event ActivityKit does not know.
        lines.append((line(update(120, state(120))).replacingOccurrences(of: #""event":"update""#, with: #""event":"pause""#), "rejected REJECTED_UNKNOWN_EVENT"))
        // 18: a typo in activity-id.
        var typo = update(120, state(120))
        typo.activityID = "rnv5-tirp"
        lines.append((line(typo), "rejected REJECTED_NO_ACTIVITY"))
        // 19: the return trip started without an alert: iOS drops it silently.
        var silent = tripStart
        silent.activityID = "rnv5-return"
        silent.timestamp = at(125)
        silent.staleDate = at(245)
        silent.contentState = JSONNode(state(125))
        silent.alert = nil
        lines.append((line(silent), "rejected REJECTED_START_MISSING_ALERT"))
        // 20: a start without attributes-type.
        var untyped = tripStart
        untyped.activityID = "rnv5-return"
        untyped.timestamp = at(125)
        untyped.staleDate = at(245)
        untyped.contentState = JSONNode(state(125))
        untyped.attributesType = nil
        lines.append((line(untyped), "rejected REJECTED_START_ATTRIBUTES"))
        // 21: a key the app's ContentState does not have: ignored by the decoder, warned about.
        lines.append((line(update(150, changed(150) { $0["platform"] = "2" })), "applied WARN_UNKNOWN_KEYS"))
        // 22: another app starts a type island has no schema for.
        var parking = Push(event: .start, activityID: "parking-q6", app: "de.example.parking", timestamp: at(160))
        parking.attributesType = "ParkingAttributes"
        parking.attributes = JSONNode(JSONObject([("garage", "Parkhaus Q6 Q7"), ("level", "-2")]))
        parking.contentState = JSONNode(JSONObject([
            ("spot", "B14"), ("paidUntil", .number(JSONNumber(at(160 + 3600).timeIntervalSinceReferenceDate))), ("progress", 0.1),
        ]))
        parking.relevanceScore = 10
        parking.alert = ActivityAlert(title: "Parkhaus Q6 Q7", body: "Parking paid until 15:02", sound: "default")
        lines.append((line(parking), "applied WARN_UNVALIDATED_TYPE"))
        // 23: the trip goes on.
        lines.append((line(update(180, state(180))), "applied"))
        // 24: the end, stamped before the last update.
        var end = Push(event: .end, activityID: tripID, app: TripSimulator.app, timestamp: at(170), contentState: state(180))
        end.dismissalDate = at(180 + 600)
        lines.append((line(end), "applied WARN_END_OLDER_TIMESTAMP"))
        // 25: and an update after the end.
        lines.append((line(update(210, state(210))), "ignored IGNORED_AFTER_END"))
        // 26: a broadcast push on a channel (iOS 18) trying to start an activity.
        var broadcast = tripStart
        broadcast.activityID = nil
        broadcast.channelID = "rnv-line-5"
        broadcast.timestamp = at(220)
        broadcast.staleDate = nil
        broadcast.contentState = JSONNode(state(220))
        lines.append((line(broadcast), "rejected REJECTED_CHANNEL_START"))
        // 27: the return trip started as a type the app does not have: iOS drops it.
        var misnamed = tripStart
        misnamed.activityID = "rnv5-return"
        misnamed.timestamp = at(230)
        misnamed.staleDate = at(350)
        misnamed.contentState = JSONNode(state(230))
        misnamed.attributesType = "TripAttributes"
        lines.append((line(misnamed), "rejected REJECTED_UNKNOWN_TYPE"))
        return Scenario(name: "faulty-backend", lines: lines, writesExpected: true)
    }
}
