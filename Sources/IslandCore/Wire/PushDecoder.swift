import Foundation
import IslandText
import IslandJSON
import IslandTypes

/// Turns one input line into a `Push`, and says everything that is wrong with it. Every `aps`
/// key is checked for its JSON type; a wrong one is a problem naming the key. Decoding goes on
/// after a problem, so a backend learns every fault of a payload at once; the first problem is
/// the verdict. A line that is not a JSON object cannot be a push at all (a `Rejection`).
/// Content states and attributes stay JSON (nodes of the line's one parse): the lifecycle
/// decodes them against the activity's type.
package enum PushDecoder {
    /// Seconds between 1970-01-01 and 2001-01-01, the reference date of Swift's `Date`.
    package static let referenceDateOffset: TimeInterval = DiagnosticText.referenceDateOffset
    /// APNs refuses a larger body with 413 Payload Too Large ("Sending notification requests
    /// to APNs": 4 KB for a Live Activity).
    package static let apnsBodyLimit = 4096
    /// A number of Unix seconds this large is after the year 5000: it is milliseconds.
    package static let millisecondThreshold: Double = 100_000_000_000

    /// Unix milliseconds of the years 1973 to 5138, sent where seconds belong.
    package static func looksLikeMilliseconds(_ seconds: Double) -> Bool {
        seconds >= millisecondThreshold && seconds < millisecondThreshold * 1000
    }
    /// The ActivityKit keys of `aps` (Apple: "Starting and updating Live Activities with
    /// ActivityKit push notifications"; `input-push-channel` is iOS 18's).
    package static let apsKeys = APSKey.allCases.map(\.name)

    /// The ActivityKit keys of `aps`; the raw value is the key's place in `apsKeys`.
    package enum APSKey: Int, CaseIterable, Sendable {
        case timestamp, event, contentState, staleDate, dismissalDate, relevanceScore, alert, attributesType, attributes
        case inputPushToken, inputPushChannel

        package var name: String {
            switch self {
            case .timestamp: "timestamp"
            case .event: "event"
            case .contentState: "content-state"
            case .staleDate: "stale-date"
            case .dismissalDate: "dismissal-date"
            case .relevanceScore: "relevance-score"
            case .alert: "alert"
            case .attributesType: "attributes-type"
            case .attributes: "attributes"
            case .inputPushToken: "input-push-token"
            case .inputPushChannel: "input-push-channel"
            }
        }
    }
    /// Keys of `aps.alert` that APNs defines.
    package static let alertKeys = [
        "title", "subtitle", "body", "sound", "title-loc-key", "title-loc-args", "subtitle-loc-key",
        "subtitle-loc-args", "loc-key", "loc-args", "launch-image", "action-loc-key",
    ]
    /// Keys beside `aps` that are island's stand-ins for what APNs carries outside the body:
    /// the device token (`activity-id`), the `apns-topic` header, a broadcast channel, the
    /// `apns-priority` header. They do not count towards the 4096-byte body.
    package static let envelopeKeys = EnvelopeKey.allCases.dropFirst().map(\.name)

    /// `aps` and island's envelope keys beside it; the raw value is the key's place in this list.
    package enum EnvelopeKey: Int, CaseIterable, Sendable {
        case aps, activityID, topic, simulatorTargetBundle, channelID, priority, startDate, style

        package var name: String {
            switch self {
            case .aps: "aps"
            case .activityID: "activity-id"
            case .topic: "topic"
            case .simulatorTargetBundle: "Simulator Target Bundle"
            case .channelID: "channel-id"
            case .priority: "priority"
            case .startDate: "start-date"
            case .style: "style"
            }
        }
    }
    /// The topic suffix of ActivityKit pushes: `com.example.app.push-type.liveactivity`.
    package static let liveActivityTopicSuffix = LiveActivityTopic.suffix

    package static func decode(_ line: IncomingLine) -> Result<Push, Rejection> {
        switch line.body {
        case .tooLong(let count):
            return .failure(Rejection(.rejectedLineTooLong, .pushLineTooLong, ["bytes": String(count), "limit": String(IncomingLine.maximumLength / 1024)]))
        case .bytes(let bytes):
            return decode(bytes: bytes)
        }
    }

    /// The push, or why the line is no push at all. A push may still carry `problems`. The
    /// line is parsed once (`JSONDocument`); the push keeps nodes of that parse, and every
    /// size is counted from it.
    package static func decode(bytes: [UInt8]) -> Result<Push, Rejection> {
        let length = bytes.last == 0x0D ? bytes.count - 1 : bytes.count
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: length == bytes.count ? bytes : Array(bytes[..<length]))
        } catch {
            return .failure(unreadable(bytes[..<length], error))
        }
        let root = document.root
        guard root.kind == .object else {
            return .failure(Rejection(.rejectedNotAnObject, .pushNotAnObject, [:], sentences: ["got": DiagnosticWords.describe(root)]))
        }
        let envelope = Envelope(root)
        guard let apsValue = envelope[.aps] else {
            return .success(bareContentState(root))
        }
        var push = Push(event: .update)
        let envelopeProblems = decodeEnvelope(envelope, into: &push)
        let (bodyBytes, envelopeBytes) = (envelope.bodyBytes, envelope.envelopeBytes)
        push.measuredBodyBytes = bodyBytes
        if length - envelopeBytes > bodyBytes { push.writtenBytes = length - envelopeBytes }
        if bodyBytes > apnsBodyLimit {
            push.problems.append(Rejection(.rejectedTooLarge, envelopeBytes > 2 ? .pushBodyTooLargeEnvelope : .pushBodyTooLarge,
                                             ["bytes": String(bodyBytes), "limit": String(apnsBodyLimit)]))
        } else if let written = push.writtenBytes, written > apnsBodyLimit {
            if bytes[..<length].contains(0x0A) {
                push.warnings.append(Warning(.bodyTooLargeAsWritten, .pushBodyTooLargeAsWritten,
                                                    ["written": String(written), "compact": String(bodyBytes), "limit": String(apnsBodyLimit)]))
            } else {
                // One line is the body as sent: its own bytes are what APNs counts.
                push.problems.append(Rejection(.rejectedTooLarge, OneLineBodySize.reason(bytes[..<length], sent: written, compact: bodyBytes, limit: apnsBodyLimit)))
            }
        }
        guard apsValue.kind == .object else {
            push.problems.append(mismatch("aps", Sentence(.expectObject), apsValue))
            push.problems += envelopeProblems
            push.isJudgeable = false
            return .success(push)
        }
        decodeAPS(apsValue, envelopeProblems: envelopeProblems, into: &push)
        return .success(push)
    }

    /// Why a line that does not parse is no push. The checks a parse implies — not blank, no
    /// NUL, valid UTF-8 — name the fault first, as they are what a producer has to fix.
    static func unreadable(_ bytes: ArraySlice<UInt8>, _ error: JSONParseError) -> Rejection {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            return Rejection(.rejectedInvalidJSON, .pushBlankLine)
        }
        if let nul = bytes.firstIndex(of: 0) {
            return Rejection(.rejectedInvalidJSON, .pushNULByte, ["offset": String(nul - bytes.startIndex + 1)])
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            return Rejection(.rejectedInvalidJSON, .pushNotUTF8)
        }
        return Rejection(.rejectedInvalidJSON, .pushInvalidJSON, [:], sentences: ["error": error.sentence])
    }

    /// The members of a payload that `aps` and island's envelope keys name, read in one walk,
    /// with the sizes APNs counts: the body (the payload without the envelope keys) and what
    /// the envelope keys add — `{` `}`, a comma between members, each member's key, colon and
    /// value, counted from the tape.
    struct Envelope {
        static let keys = JSONKeyTable(EnvelopeKey.allCases.map(\.name))
        private let root: JSONNode
        /// Tape positions of the keys' values (-1: absent), in `EnvelopeKey` order; inline, not
        /// an array allocated per line (one slot per key: a new key needs a slot here).
        private var positions = InlineArray<8, Int>(repeating: -1)
        private(set) var bodyBytes = 0
        private(set) var envelopeBytes = 0

        init(_ root: JSONNode) {
            assert(positions.count == EnvelopeKey.allCases.count, "a slot per envelope key")
            self.root = root
            var body = 0
            var bodyCount = 0
            var envelope = 0
            var envelopeCount = 0
            func size(_ key: Int, _ value: Int) -> Int {
                JSONSize.compact(root.child(at: key)) + 1 + JSONSize.compact(root.child(at: value))
            }
            Self.keys.match(root, matched: { name, key, value in
                positions[name] = value
                if name == EnvelopeKey.aps.rawValue {
                    body += size(key, value)
                    bodyCount += 1
                } else {
                    envelope += size(key, value)
                    envelopeCount += 1
                }
            }, unmatched: { key, value in
                body += size(key, value)
                bodyCount += 1
            })
            bodyBytes = 2 + max(0, bodyCount - 1) + body
            let count = bodyCount + envelopeCount
            envelopeBytes = 2 + max(0, count - 1) + body + envelope - bodyBytes
        }

        subscript(key: EnvelopeKey) -> JSONNode? {
            let position = positions[key.rawValue]
            return position < 0 ? nil : root.child(at: position)
        }
    }

    static func bareContentState(_ object: JSONNode) -> Push {
        var push = Push(event: .update, isBareContentState: true)
        push.contentState = object
        push.measuredBodyBytes = JSONSize.compact(object)
        let state = object["content-state"] != nil
        if state || object["event"] != nil {
            push.warnings.append(Warning(.unknownKeys, .pushBareWithKey, ["key": state ? "\"content-state\"" : "\"event\""]))
        }
        return push
    }

    /// The keys beside `aps`: which activity, which app, which channel, which priority. Returns
    /// their problems, which rank after those of `aps.event`.
    static func decodeEnvelope(_ envelope: Envelope, into push: inout Push) -> [Rejection] {
        var problems: [Rejection] = []
        push.activityID = string(envelope[.activityID], path: "activity-id", into: &problems)
        let topic = string(envelope[.topic], path: "topic", into: &problems)
        let bundle = string(envelope[.simulatorTargetBundle], path: "\"Simulator Target Bundle\"", into: &problems)
        push.topic = topic
        let isLiveActivity = topic.map(isLiveActivityTopic) ?? false
        push.app = (topic.map { appName($0, isLiveActivityTopic: isLiveActivity) } ?? bundle).flatMap { $0.isEmpty ? nil : $0 }
        push.channelID = string(envelope[.channelID], path: "channel-id", into: &problems)
        if let value = envelope[.priority] {
            if value.isIntegerLiteral, let priority = value.exactInt, priority == 5 || priority == 10 {
                push.priority = priority
            } else {
                problems.append(mismatch("priority", Sentence(.pushExpectPriority), value))
            }
        }
        if let value = envelope[.startDate] {
            var dateWarnings: [Warning] = []
            push.startDate = unixDate(value, "start-date", in: "", problems: &problems, warnings: &dateWarnings)
            push.warnings += dateWarnings
        }
        if let value = envelope[.style] {
            if let name = value.string, let style = ActivityStyle(rawValue: name) {
                push.style = style
            } else {
                problems.append(mismatch("style", Sentence(.pushExpectStyle), value))
            }
        }
        if let topic, !topic.isEmpty, !isLiveActivity {
            push.warnings.append(Warning(.topicNotLiveActivity, .pushTopicNotLiveActivity, [
                "topic": DiagnosticText.quote(topic), "suffix": liveActivityTopicSuffix, "corrected": DiagnosticText.quote(topic + liveActivityTopicSuffix),
            ]))
        }
        return problems
    }

    /// The members of `aps` in one walk: each ActivityKit key's value (the last, when a key
    /// repeats), and the keys that are none of them, in order.
    struct APSMembers {
        static let keys = JSONKeyTable(apsKeys)
        private let aps: JSONNode
        /// Tape positions of the keys' values (-1: absent), in `APSKey` order; inline, not an
        /// array allocated per line (one slot per key: a new key needs a slot here).
        private var positions = InlineArray<11, Int>(repeating: -1)
        private(set) var unknown: [String] = []

        init(_ aps: JSONNode) {
            assert(positions.count == APSKey.allCases.count, "a slot per aps key")
            self.aps = aps
            Self.keys.match(aps, matched: { name, _, value in positions[name] = value },
                            unmatched: { key, _ in unknown.append(aps.key(at: key).string) })
        }

        subscript(key: APSKey) -> JSONNode? {
            let position = positions[key.rawValue]
            return position < 0 ? nil : aps.child(at: position)
        }
    }

    static func decodeAPS(_ aps: JSONNode, envelopeProblems: [Rejection], into push: inout Push) {
        var problems = push.problems
        var warnings = push.warnings
        defer {
            push.problems = problems
            push.warnings = warnings
        }
        let members = APSMembers(aps)
        if let eventValue = members[.event] {
            if let eventName = eventValue.string {
                if let event = PushEvent(rawValue: eventName) {
                    push.event = event
                } else {
                    problems.append(Rejection(.rejectedUnknownEvent, .pushUnknownEvent, ["got": DiagnosticText.quote(eventName)]))
                    push.isJudgeable = false
                }
            } else {
                problems.append(mismatch("aps.event", Sentence(.pushExpectEvent), eventValue))
                push.isJudgeable = false
            }
        } else {
            if let near = aps.members.lazy.map(\.key.string).first(where: { KeySuggestion.nearest(to: $0, among: ["event"]) != nil }) {
                problems.append(Rejection(.rejectedUnknownEvent, .pushEventMissingFound, ["found": DiagnosticText.quote(near)]))
            } else {
                problems.append(Rejection(.rejectedUnknownEvent, .pushEventMissing))
            }
            push.isJudgeable = false
        }
        problems += envelopeProblems
        if !members.unknown.isEmpty {
            warnings.append(Warning(.unknownKeys, unknownKeysMessage(members.unknown, in: "aps", known: apsKeys)))
        }
        push.timestamp = unixDate(members[.timestamp], "timestamp", problems: &problems, warnings: &warnings)
        if let value = members[.contentState] {
            if value.kind == .object { push.contentState = value } else { problems.append(mismatch("aps.content-state", Sentence(.expectObject), value)) }
        }
        push.staleDate = unixDate(members[.staleDate], "stale-date", problems: &problems, warnings: &warnings)
        push.dismissalDate = unixDate(members[.dismissalDate], "dismissal-date", problems: &problems, warnings: &warnings)
        if let value = members[.relevanceScore] {
            if let number = value.double { push.relevanceScore = number } else { problems.append(mismatch("aps.relevance-score", Sentence(.pushExpectNumber), value)) }
        }
        let alertValue = members[.alert]
        if let value = alertValue {
            do {
                push.alert = try decodeAlert(value, warnings: &warnings)
                push.alertForm = value.kind == .string ? .string : .object
            } catch {
                problems.append(error)
            }
        }
        push.attributesType = string(members[.attributesType], path: "aps.attributes-type", into: &problems)
        if let value = members[.attributes] {
            if value.kind == .object { push.attributes = value } else { problems.append(mismatch("aps.attributes", Sentence(.expectObject), value)) }
        }
        if let value = members[.inputPushToken] {
            if let number = value.double {
                push.inputPushToken = number != 0
            } else {
                problems.append(mismatch("aps.input-push-token", Sentence(.pushExpectInputPushToken), value))
            }
        }
        push.inputPushChannel = string(members[.inputPushChannel], path: "aps.input-push-channel", into: &problems)
        // What was sent but did not decode was sent with the wrong type.
        // Key by key rather than a loop over a list: a list is built (allocated) per line.
        func invalid(_ key: APSKey, decoded: Bool) {
            if !decoded, members[key] != nil { push.invalidKeys.insert(key.name) }
        }
        invalid(.timestamp, decoded: push.timestamp != nil)
        invalid(.contentState, decoded: push.contentState != nil)
        invalid(.attributes, decoded: push.attributes != nil)
        invalid(.alert, decoded: push.alert != nil)
        invalid(.attributesType, decoded: push.attributesType != nil)

        var controlled: [String] = []
        func control(_ key: String, _ value: String?) {
            if let value, ControlCharacters.contains(value) { controlled.append(key) }
        }
        control("activity-id", push.activityID)
        control("topic", push.topic)
        control("aps.attributes-type", push.attributesType)
        if let alertValue { controlled += ControlCharacters.paths(in: alertValue, at: "aps.alert") }
        if !controlled.isEmpty {
            warnings.append(Warning(.controlCharacters, Sentence(.diagnosticControlCharacters, arguments: [
                Sentence.Named("paths", DiagnosticWords.list(controlled)), .text("count", String(controlled.count)),
            ])))
        }
    }

    /// `com.example.app.push-type.liveactivity` → `com.example.app`.
    package static func appName(_ topic: String) -> String {
        appName(topic, isLiveActivityTopic: isLiveActivityTopic(topic))
    }

    /// `appName` for a topic already checked for the suffix.
    static func appName(_ topic: String, isLiveActivityTopic: Bool) -> String {
        guard isLiveActivityTopic else { return topic }
        // The suffix is ASCII: when the topic ends with it, its last bytes are the suffix's, and
        // dropping bytes spares counting characters.
        var topic = topic
        return topic.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0.dropLast(liveActivityTopicSuffixBytes.count)), as: UTF8.self) }
    }

    /// Whether `topic` ends with `liveActivityTopicSuffix` as `hasSuffix` says, read on bytes
    /// for a bundle id of ASCII: without the suffix's bytes at the end it cannot end with
    /// it, and after an ASCII character a character always ends. Otherwise (a "prepend"
    /// character such as U+0600 joins the "." after it) `hasSuffix` decides.
    static func isLiveActivityTopic(_ topic: String) -> Bool {
        var bytes = topic
        let plain: Bool? = bytes.withUTF8 { bytes in
            let suffix = liveActivityTopicSuffixBytes
            guard bytes.count >= suffix.count else { return false }
            let start = bytes.count - suffix.count
            for offset in suffix.indices where bytes[start + offset] != suffix[offset] { return false }
            return start == 0 || bytes[start - 1] < 0x80 ? true : nil
        }
        return plain ?? topic.hasSuffix(liveActivityTopicSuffix)
    }

    private static let liveActivityTopicSuffixBytes = Array(liveActivityTopicSuffix.utf8)

    static func unknownKeysMessage(_ keys: [String], in path: String, known: [String]) -> Sentence {
        let described = keys.map { key in
            DiagnosticWords.meant(KeyPath.child(path, key), KeySuggestion.nearest(to: key, among: known).map { "\(path).\($0)" })
        }
        return Sentence(.pushUnknownKeys, arguments: [Sentence.Named("keys", DiagnosticWords.list(arguments: described)), .text("count", String(keys.count))])
    }

    /// A string member's text; a member of another type is a problem, and nil.
    static func string(_ value: JSONNode?, path: String, into problems: inout [Rejection]) -> String? {
        guard let value else { return nil }
        guard let text = value.string else {
            problems.append(mismatch(path, Sentence(.expectString), value))
            return nil
        }
        return text
    }

    static func string(_ value: JSONNode?, path: String) throws(Rejection) -> String? {
        guard let value else { return nil }
        guard let text = value.string else { throw mismatch(path, Sentence(.expectString), value) }
        return text
    }

    /// `timestamp`, `stale-date`, `dismissal-date`: Unix seconds.
    /// A date in Unix seconds at `container` + `key` (an `aps` member unless said otherwise).
    static func unixDate(_ value: JSONNode?, _ key: String, in container: String = "aps.", problems: inout [Rejection], warnings: inout [Warning]) -> Date? {
        guard let value else { return nil }
        guard let seconds = value.double else {
            let quoted = value.string.map { Double($0) != nil } ?? false
            problems.append(mismatch(container + key, Sentence(quoted ? .pushExpectUnixSecondsUnquoted : .pushExpectUnixSeconds), value))
            return nil
        }
        if key != "timestamp", looksLikeMilliseconds(seconds) {
            let date = Date(timeIntervalSince1970: seconds)
            warnings.append(Warning(.timestampLooksLikeMilliseconds, .pushDateMilliseconds, [
                "path": container + key, "seconds": DiagnosticText.seconds(seconds), "date": DiagnosticText.utc(date),
                "corrected": DiagnosticText.seconds((seconds / 1000).rounded()),
            ]))
        }
        return Date(timeIntervalSince1970: seconds)
    }

    static func mismatch(_ path: String, _ expected: Sentence, _ value: JSONNode) -> Rejection {
        Rejection(.rejectedTypeMismatch, .decodeExpectedGot, ["path": path], sentences: ["expected": expected, "got": DiagnosticWords.describe(value)])
    }

    // MARK: Alert

    /// `alert` as a string (the body) or an object: `title`, `body` and `sound`, where a title
    /// or body may be `{"loc-key", "loc-args"}` (the ActivityKit form), or the APNs keys
    /// `title-loc-key`/`title-loc-args` and `loc-key`/`loc-args`. island has no strings table,
    /// so — as iOS does for a key its table lacks — the key is the format, `%@` filled in order.
    static func decodeAlert(_ value: JSONNode, warnings: inout [Warning]) throws(Rejection) -> ActivityAlert {
        if let text = value.string { return ActivityAlert(body: text) }
        guard value.kind == .object else { throw mismatch("aps.alert", Sentence(.pushExpectAlert), value) }
        var alert = ActivityAlert()
        alert.title = try alertText(value, "title", formatKey: "title-loc-key", argsKey: "title-loc-args")
        alert.body = try alertText(value, "body", formatKey: "loc-key", argsKey: "loc-args")
        if let sound = value["sound"] {
            switch sound.kind {
            case .string: alert.sound = sound.string
            case .object: alert.sound = try string(sound["name"], path: "aps.alert.sound.name") ?? "default"
            default: throw mismatch("aps.alert.sound", Sentence(.pushExpectSound), sound)
            }
        }
        let unknown = value.members.map(\.key.string).filter { !alertKeys.contains($0) }
        if !unknown.isEmpty {
            warnings.append(Warning(.unknownKeys, unknownKeysMessage(unknown, in: "aps.alert", known: alertKeys)))
        }
        return alert
    }

    static func alertText(_ alert: JSONNode, _ key: String, formatKey: String, argsKey: String) throws(Rejection) -> String? {
        let path = "aps.alert.\(key)"
        if let format = try string(alert[formatKey], path: "aps.alert.\(formatKey)") {
            return LocalizedFormat.fill(format, with: try arguments(alert[argsKey], path: "aps.alert.\(argsKey)"))
        }
        guard let value = alert[key] else { return nil }
        switch value.kind {
        case .string:
            return value.string
        case .object:
            guard let format = try string(value["loc-key"], path: "\(path).loc-key") else {
                throw Rejection(.rejectedKeyNotFound, .pushLocKeyMissing, ["path": path, "key": key])
            }
            return LocalizedFormat.fill(format, with: try arguments(value["loc-args"], path: "\(path).loc-args"))
        default:
            throw mismatch(path, Sentence(.pushExpectLocalized), value)
        }
    }

    static func arguments(_ value: JSONNode?, path: String) throws(Rejection) -> [String] {
        guard let value else { return [] }
        guard value.kind == .array else { throw mismatch(path, Sentence(.expectArrayOf, sentences: ["elements": Sentence(.expectStrings)]), value) }
        return value.elements.map { $0.string ?? JSONWriter.string($0.value) }
    }
}
