import Foundation
import IslandInput
import IslandJSON
import IslandText
import IslandTypes

/// One line of a `--record FILE`: an input and when it arrived on the app clock.
///
///     {"arrival":1764421200.125,"source":"socket client #1","number":3,"line":"{…}"}
///     {"arrival":1764421230.000,"source":"simulator","line":"{\"aps\":…}"}
///     {"arrival":1764421231.500,"source":"keyboard","key":"b"}
///     {"arrival":1764421232.000,"source":"mouse","click":"stop","activity-id":"ride"}
///     {"arrival":1764421232.500,"source":"mouse","click":"control","activity-id":"focus-1","control":2}
///     {"arrival":1764421233.000,"source":"log","level":"info","text":"socket: 1 client","status":{"name":"socket","state":"clients","count":1}}
///     {"arrival":1764421234.000,"source":"clock","speed":10,"paused":false}
///
/// `source` is the line's origin as the events pane names it (`LineSource.description`) and
/// `number` its line number there. A line that was not valid UTF-8 is kept as `"base64"`, a
/// line over the limit as `"tooLong"` with its length, so a replay reproduces rejections too.
package struct RecordedLine: Hashable, Sendable {
    package var arrival: Date
    package var input: RecordedInput

    package init(arrival: Date, input: RecordedInput) {
        self.arrival = arrival
        self.input = input
    }

    /// A recorded line from `source` (convenience for the common case).
    package init(arrival: Date, source: LineSource, number: Int = 0, body: IncomingLine.Body) {
        self.init(arrival: arrival, input: .line(IncomingLine(body: body, source: source, number: number)))
    }

    /// The record as one NDJSON line, without its newline.
    package var line: String {
        var object = JSONObject()
        let millis = (arrival.timeIntervalSince1970 * 1000).rounded() / 1000
        object["arrival"] = .number(JSONNumber(literal: String(format: "%.3f", millis), double: millis))
        switch input {
        case .line(let line):
            if case .apns(let delivery) = line.source {
                // What APNs handed the device beside the body, so a replay routes it by token.
                object["source"] = "apns"
                var apns = JSONObject([
                    ("request", .number(JSONNumber(delivery.request))), ("token", .string(delivery.deviceToken)),
                    ("topic", .string(delivery.topic)), ("priority", .number(JSONNumber(delivery.priority))),
                    ("apns-id", .string(delivery.apnsID)),
                ])
                if let channel = delivery.channelID { apns["channel-id"] = .string(channel) }
                if delivery.storesMessage { apns["stores-message"] = true }
                object["apns"] = .object(apns)
            } else {
                object["source"] = .string(line.source.description)
            }
            if line.number > 0 { object["number"] = .number(JSONNumber(line.number)) }
            switch line.body {
            case .bytes(let bytes):
                if let text = String(validating: bytes, as: UTF8.self) {
                    object["line"] = .string(text)
                } else {
                    object["base64"] = .string(Data(bytes).base64EncodedString())
                }
            case .tooLong(let count):
                object["tooLong"] = .number(JSONNumber(count))
            }
        case .key(let key):
            object["source"] = "keyboard"
            object["key"] = .string(Self.name(of: key))
        case .click(let target):
            object["source"] = "mouse"
            switch target {
            case .stopButton(let id):
                object["click"] = "stop"
                object["activity-id"] = .string(id)
            case .activity(let id):
                object["click"] = "activity"
                object["activity-id"] = .string(id)
            case .control(let id, let index):
                object["click"] = "control"
                object["activity-id"] = .string(id)
                object["control"] = .number(JSONNumber(index))
            }
        case .log(let level, let message):
            object["source"] = "log"
            object["level"] = .string(level.rawValue)
            object["text"] = .string(message.english)
            switch message {
            case .source(let status): object["status"] = status.json
            case .sourceError(let name, let sentence): object["error"] = .object(JSONObject([("name", .string(name)), ("sentence", sentence.json)]))
            case .note(let sentence): object["note"] = sentence.json
            default: break
            }
        case .clock(let speed, let paused):
            object["source"] = "clock"
            object["speed"] = .number(JSONNumber(literal: DiagnosticText.seconds(speed), double: speed))
            object["paused"] = .bool(paused)
        }
        return JSONWriter.string(.object(object))
    }

    /// Reads a record written by `line`; nil when the object is not a record. A line whose
    /// source is not one island names (a hand-written record) is attributed to the replay.
    package init?(_ object: JSONObject) {
        guard let arrival = object["arrival"]?.doubleValue, arrival.isFinite,
              let sourceName = object["source"]?.stringValue else { return nil }
        self.arrival = Date(timeIntervalSince1970: arrival)
        if let name = object["key"]?.stringValue {
            guard let key = Self.key(named: name) else { return nil }
            input = .key(key)
            return
        }
        if sourceName == "clock" {
            guard let speed = object["speed"]?.doubleValue, ClockSpeed.range.contains(speed),
                  case .bool(let paused) = object["paused"] ?? .bool(false) else { return nil }
            input = .clock(speed: speed, paused: paused)
            return
        }
        if sourceName == "log", let text = object["text"]?.stringValue {
            guard let level = object["level"]?.stringValue.flatMap(LogEntry.Level.init(rawValue:)) else { return nil }
            input = .log(level, Self.typedMessage(object) ?? .text(text))
            return
        }
        if let click = object["click"]?.stringValue {
            guard let id = object["activity-id"]?.stringValue else { return nil }
            switch click {
            case "stop": input = .click(.stopButton(activityID: id))
            case "activity": input = .click(.activity(activityID: id))
            case "control":
                guard let number = object["control"]?.numberValue, number.isIntegerLiteral, let index = Int(number.literal), index >= 0 else { return nil }
                input = .click(.control(activityID: id, index: index))
            default: return nil
            }
            return
        }
        let body: IncomingLine.Body
        if let text = object["line"]?.stringValue {
            body = .bytes(Array(text.utf8))
        } else if let encoded = object["base64"]?.stringValue, let data = Data(base64Encoded: encoded) {
            body = .bytes(Array(data))
        } else if let count = object["tooLong"]?.numberValue?.exactInt, count >= 0 {
            body = .tooLong(byteCount: count)
        } else {
            return nil
        }
        let number = object["number"]?.numberValue?.exactInt ?? 0
        let source = sourceName == "apns" ? object["apns"]?.objectValue.flatMap(Self.delivery).map(LineSource.apns) : Self.source(named: sourceName)
        input = .line(IncomingLine(body: body, source: source ?? .replay, number: max(0, number)))
    }

    /// A recorded APNs request's token and headers.
    static func delivery(_ object: JSONObject) -> APNsDelivery? {
        guard let request = object["request"]?.numberValue?.exactInt, let token = object["token"]?.stringValue,
              let topic = object["topic"]?.stringValue, let priority = object["priority"]?.numberValue?.exactInt,
              let id = object["apns-id"]?.stringValue else { return nil }
        return APNsDelivery(request: request, deviceToken: token, topic: topic, priority: priority, apnsID: id,
                            channelID: object["channel-id"]?.stringValue, storesMessage: object["stores-message"] == true)
    }

    /// The inverse of `LineSource.description`.
    package static func source(named name: String) -> LineSource? {
        switch name {
        case "simulator": return .simulator
        case "stdin": return .stdin
        case "replay": return .replay
        default:
            if name.hasPrefix("file "), name.count > 5 { return .file(String(name.dropFirst(5))) }
            if name.hasPrefix("socket client #"), let client = Int(name.dropFirst("socket client #".count)) {
                return .socket(client: client)
            }
            return nil
        }
    }

    /// A character key is itself (`"b"`, `" "`); the others have names (`"tab"`, `"enter"`).
    package static func name(of key: KeyPress) -> String {
        switch key {
        case .character(let character): return String(character)
        case .tab: return "tab"
        case .backTab: return "backtab"
        case .enter: return "enter"
        case .escape: return "escape"
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        case .backspace: return "backspace"
        case .pageUp: return "pageup"
        case .pageDown: return "pagedown"
        case .home: return "home"
        case .end: return "end"
        case .wheelUp: return "wheelup"
        case .wheelDown: return "wheeldown"
        }
    }

    package static func key(named name: String) -> KeyPress? {
        if name.count == 1, let character = name.first { return .character(character) }
        switch name {
        case "tab": return .tab
        case "backtab": return .backTab
        case "enter": return .enter
        case "escape": return .escape
        case "up": return .up
        case "down": return .down
        case "left": return .left
        case "right": return .right
        case "backspace": return .backspace
        case "pageup": return .pageUp
        case "pagedown": return .pageDown
        case "home": return .home
        case "end": return .end
        case "wheelup": return .wheelUp
        case "wheeldown": return .wheelDown
        default: return nil
        }
    }
}

extension RecordedLine {
    /// A log record's message as the session had it, where it was typed (a source's status,
    /// its error, island's note): the replay words it in its own screen's language.
    static func typedMessage(_ object: JSONObject) -> LogMessage? {
        if let status = object["status"].flatMap(SourceStatus.init(json:)) { return .source(status) }
        if let error = object["error"]?.objectValue, let name = error["name"]?.stringValue,
           let sentence = error["sentence"].flatMap(Sentence.init(json:)) {
            return .sourceError(name: name, message: sentence)
        }
        if let note = object["note"].flatMap(Sentence.init(json:)) { return .note(note) }
        return nil
    }
}
