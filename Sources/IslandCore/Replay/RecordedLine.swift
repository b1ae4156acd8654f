import Foundation

/// One line of a `--record FILE`: what a source delivered and when it arrived.
/// `{"arrival":1764421200.125,"source":"socket","line":"{…}"}` — a line that was not valid
/// UTF-8 is kept as `"base64"`, a line over the limit as `"tooLong"` with its length, so a
/// replay reproduces rejections too.
public struct RecordedLine: Hashable, Sendable {
    public var arrival: Date
    public var source: String
    public var body: IncomingLine.Body

    public init(arrival: Date, source: String, body: IncomingLine.Body) {
        self.arrival = arrival
        self.source = source
        self.body = body
    }

    /// The record as one NDJSON line, without its newline.
    public var line: String {
        var object = JSONObject()
        let millis = (arrival.timeIntervalSince1970 * 1000).rounded() / 1000
        object["arrival"] = .number(JSONNumber(literal: String(format: "%.3f", millis), double: millis))
        object["source"] = .string(source)
        switch body {
        case .bytes(let bytes):
            if let text = String(validating: bytes, as: UTF8.self) {
                object["line"] = .string(text)
            } else {
                object["base64"] = .string(Data(bytes).base64EncodedString())
            }
        case .tooLong(let count):
            object["tooLong"] = .number(JSONNumber(count))
        }
        return JSONWriter.string(.object(object))
    }

    /// Reads a record written by `line`; nil when the object is not a record.
    public init?(_ object: JSONObject) {
        guard let arrival = object["arrival"]?.doubleValue, let source = object["source"]?.stringValue else { return nil }
        self.arrival = Date(timeIntervalSince1970: arrival)
        self.source = source
        if let text = object["line"]?.stringValue {
            body = .bytes(Array(text.utf8))
        } else if let encoded = object["base64"]?.stringValue, let data = Data(base64Encoded: encoded) {
            body = .bytes(Array(data))
        } else if let count = object["tooLong"]?.numberValue?.exactInt {
            body = .tooLong(byteCount: count)
        } else {
            return nil
        }
    }
}
