import IslandJSON
import IslandTypes
import IslandText
/// What the dashboard answers about one input line to where it came from: a socket client
/// gets it as a JSON line, an APNs request in its response headers. Every line that expects
/// an answer gets exactly one.
package enum LineAnswer: Hashable, Sendable {
    /// An applied line: `{"type":"ack","line":N,"verdict":"applied","activity-id":…}`, with
    /// `warnings` (`[{"code","message"}]`) when there were any.
    case ack(line: Int, activityID: String, warnings: [Warning])
    /// A line not applied: `{"type":"reply","line":N,"verdict":"rejected"|"ignored","code":…,
    /// "reason":…,…}` (see `AppReducer.reply`).
    case reply(JSONObject)

    /// The answer as JSON: what a socket client reads.
    package var json: JSONValue {
        switch self {
        case .ack(let line, let activityID, let warnings):
            var ack = JSONObject(distinctKeys: Self.ackKeys, values: ["ack", .number(JSONNumber(line)), "applied", .string(activityID)])
            if !warnings.isEmpty {
                ack["warnings"] = .array(warnings.map { .object(JSONObject([("code", .string($0.code.rawValue)), ("message", .string($0.english))])) })
            }
            return .object(ack)
        case .reply(let object):
            return .object(object)
        }
    }

    private static let ackKeys = ["type", "line", "verdict", "activity-id"]

    /// `json` written as bytes, as `JSONWriter.write(json)` writes it. An ack — the answer to
    /// nearly every line a producer sends, with its warnings when a faulty backend draws one
    /// on every line — is written without making its JSON first (`LineAnswerBytesTests`
    /// holds the two together).
    package func write(into out: inout [UInt8]) {
        guard case .ack(let line, let activityID, let warnings) = self else {
            return JSONWriter.write(json, into: &out)
        }
        JSONWriter.append(#"{"type":"ack","line":"#, to: &out)
        out.append(decimal: line)
        JSONWriter.append(#","verdict":"applied","activity-id":"#, to: &out)
        JSONWriter.writeString(activityID, into: &out)
        if !warnings.isEmpty {
            JSONWriter.append(#","warnings":["#, to: &out)
            for index in warnings.indices {
                JSONWriter.append(index > 0 ? #",{"code":"# : #"{"code":"#, to: &out)
                JSONWriter.writeString(warnings[index].code.rawValue, into: &out)
                JSONWriter.append(#","message":"#, to: &out)
                warnings[index].writeEnglishJSONString(into: &out)
                out.append(UInt8(ascii: "}"))
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "}"))
    }
}
