import Foundation
import IslandJSON
import IslandText

extension LogEntry {
    /// The entry as one NDJSON object, as `--headless` prints it and `--log FILE` keeps it,
    /// without its newline:
    /// `{"time","timestamp","level","kind","code","activity-id","source","file","client","line",
    /// "message","problems"}` (`client`: a socket client's number, an APNs request's). Every key
    /// is always there (null when it does not apply), the message is the English wording, each
    /// problem is `{"code","message"}`. Controls (bidi too) are escaped: every string goes
    /// through `JSONWriter`'s escaping.
    ///
    /// Written straight into the text (a headless dashboard writes one or more per line it
    /// takes in): no object tree to build, hash and walk.
    package var jsonLine: String {
        var out: [UInt8] = []
        writeJSONLine(stamp: Stamp(time), into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// An entry's moment as its line writes it, `"time"` and `"timestamp"`: worked out once
    /// for all the entries made at that moment (a turn of the loop makes them at one `now`).
    package struct Stamp {
        package let time: Date
        /// `"time":"2026-12-01T08:58:50.775Z","timestamp":1796115530.775`
        fileprivate let members: [UInt8]

        package init(_ time: Date) {
            self.time = time
            var members: [UInt8] = []
            JSONWriter.append("\"time\":", to: &members)
            JSONWriter.writeString(LogEntry.formattedTime(time), into: &members)
            JSONWriter.append(",\"timestamp\":", to: &members)
            JSONWriter.write(OutputRecord.timestamp(time), into: &members)
            self.members = members
        }
    }

    /// `jsonLine`'s UTF-8 appended to `out`, without its newline, with the entry's moment
    /// already written (`Stamp(time)`): a writer of many lines (`--headless`, `--log`) fills
    /// one buffer and never makes a `String` of them.
    package func writeJSONLine(stamp: Stamp, into out: inout [UInt8]) {
        out.reserveCapacity(out.count + 320)
        out.append(UInt8(ascii: "{"))
        out.append(contentsOf: stamp.members)
        JSONWriter.append(",\"level\":", to: &out)
        JSONWriter.writeString(level.rawValue, into: &out)
        JSONWriter.append(",\"kind\":", to: &out)
        JSONWriter.writeString(message.kind, into: &out)
        JSONWriter.append(",\"code\":", to: &out)
        Self.write(message.code, into: &out)
        JSONWriter.append(",\"activity-id\":", to: &out)
        Self.write(activityID, into: &out)
        JSONWriter.append(",\"source\":", to: &out)
        Self.write(origin?.source.kind, into: &out)
        var file: String?
        var client: Int?
        switch origin?.source {
        case .file(let path): file = path
        case .socket(let number): client = number
        case .apns(let delivery): client = delivery.request
        default: break
        }
        JSONWriter.append(",\"file\":", to: &out)
        Self.write(file, into: &out)
        JSONWriter.append(",\"client\":", to: &out)
        Self.write(client, into: &out)
        JSONWriter.append(",\"line\":", to: &out)
        Self.write(origin.flatMap { $0.line > 0 ? $0.line : nil }, into: &out)
        JSONWriter.append(",\"message\":", to: &out)
        var english: [UInt8] = []
        english.reserveCapacity(96)
        message.writeEnglish(into: &english)
        JSONWriter.writeString(utf8: english, into: &out)
        JSONWriter.append(",\"problems\":[", to: &out)
        for index in problems.indices {
            JSONWriter.append(index > 0 ? ",{\"code\":" : "{\"code\":", to: &out)
            Self.writeProblem(problems[index], into: &out)
            out.append(UInt8(ascii: "}"))
        }
        JSONWriter.append("]}", to: &out)
    }

    private static func write(_ string: String?, into out: inout [UInt8]) {
        if let string { JSONWriter.writeString(string, into: &out) } else { JSONWriter.append("null", to: &out) }
    }

    private static func write(_ number: Int?, into out: inout [UInt8]) {
        if let number { out.append(decimal: number) } else { JSONWriter.append("null", to: &out) }
    }

    /// `"time"` of an entry made at `date`: ISO 8601 UTC with milliseconds.
    package static func formattedTime(_ date: Date) -> String { date.formatted(isoStyle) }

    private static let isoStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    /// A problem as the reducer keeps it, "CODE: message", back into its two parts.
    static func split(_ problem: String) -> (code: String?, message: String) {
        // The reducer's own "CODE: message" is read on its bytes, without Foundation's search.
        if let split = asciiSplit(problem) { return split }
        guard let colon = problem.range(of: ": ") else { return (nil, problem) }
        let code = problem[..<colon.lowerBound]
        guard !code.isEmpty, code.allSatisfy({ $0.isUppercase || $0 == "_" || $0.isNumber }) else { return (nil, problem) }
        return (String(code), String(problem[colon.upperBound...]))
    }

    /// A problem as the reducer keeps it, back into its two parts (its English).
    static func split(_ problem: LineProblem) -> (code: String?, message: String) {
        guard let (code, message) = problem.englishDiagnostic else { return split(problem.english) }
        return (code, String(decoding: message, as: UTF8.self))
    }

    /// A problem's `"code":…,"message":…`: a typed one's code and its English sentence, worded
    /// once for this entry, the warning's own entry and the sender's ack (every warned line
    /// has one).
    private static func writeProblem(_ problem: LineProblem, into out: inout [UInt8]) {
        guard let (code, message) = problem.englishDiagnostic else {
            if case .text(let text) = problem { writeProblem(text, into: &out) }
            return
        }
        JSONWriter.writeString(code, into: &out)
        JSONWriter.append(",\"message\":", to: &out)
        JSONWriter.writeString(utf8: message, into: &out)
    }

    /// A free-text problem's `"code":…,"message":…` as `split` parts it, read off its bytes.
    private static func writeProblem(_ problem: String, into out: inout [UInt8]) {
        var contiguous = problem
        let written = contiguous.withUTF8 { utf8 -> Bool in
            guard let colon = asciiCodeEnd(utf8) else { return false }
            JSONWriter.writeString(utf8: UnsafeBufferPointer(rebasing: utf8[..<colon]), into: &out)
            JSONWriter.append(",\"message\":", to: &out)
            JSONWriter.writeString(utf8: UnsafeBufferPointer(rebasing: utf8[(colon + 2)...]), into: &out)
            return true
        }
        guard !written else { return }
        let (code, text) = split(problem)
        write(code, into: &out)
        JSONWriter.append(",\"message\":", to: &out)
        JSONWriter.writeString(text, into: &out)
    }

    /// Where a code ends in "CODE: message" when `asciiSplit` would find one: the text up to
    /// ": " ASCII, an ASCII byte after it, the code of capitals, digits and underscores.
    private static func asciiCodeEnd(_ utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index + 2 < utf8.count, utf8[index] < 0x80 {
            if utf8[index] == UInt8(ascii: ":"), utf8[index + 1] == 0x20 {
                guard utf8[index + 2] < 0x80, index > 0 else { return nil }
                for byte in utf8[..<index] {
                    let isCode = (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
                        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    guard isCode else { return nil }
                }
                return index
            }
            index += 1
        }
        return nil
    }

    /// `split` where the text up to ": " is ASCII and an ASCII character follows it: there
    /// the byte search finds what the general one does. Nil: ask the general one.
    private static func asciiSplit(_ problem: String) -> (code: String?, message: String)? {
        var contiguous = problem
        return contiguous.withUTF8 { asciiSplit(problem, utf8: $0) }
    }

    private static func asciiSplit(_ problem: String, utf8: UnsafeBufferPointer<UInt8>) -> (code: String?, message: String)? {
        var index = 0
        while index + 2 < utf8.count, utf8[index] < 0x80 {
            if utf8[index] == UInt8(ascii: ":"), utf8[index + 1] == 0x20 {
                guard utf8[index + 2] < 0x80 else { return nil }
                let code = utf8[..<index]
                let isCode = !code.isEmpty && code.allSatisfy { ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) || $0 == UInt8(ascii: "_") || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
                guard isCode else { return (nil, problem) }
                return (String(decoding: code, as: UTF8.self), String(decoding: utf8[(index + 2)...], as: UTF8.self))
            }
            index += 1
        }
        return nil
    }
}

extension LogMessage {
    /// What kind of entry it is, for machines: `applied`, `not-applied`, `warning`, ….
    package var kind: String {
        switch self {
        case .text, .note: return "note"
        case .applied: return "applied"
        case .notApplied: return "not-applied"
        case .warning: return "warning"
        case .alert: return "alert"
        case .lifecycle: return "lifecycle"
        case .intent: return "intent"
        case .source: return "source"
        case .sourceError: return "source-error"
        case .simulationRestarted: return "simulation-restarted"
        case .quitting: return "quitting"
        case .pushToken: return "push-token"
        }
    }

    /// The stable code of a line not applied or of a warning.
    package var code: String? {
        switch self {
        case .notApplied(let rejection, _): return rejection.code.rawValue
        case .warning(let warning): return warning.code.rawValue
        default: return nil
        }
    }
}

extension LineSource {
    /// `file`, `socket`, `stdin`, `replay`, `simulator`, `apns`.
    package var kind: String {
        switch self {
        case .simulator: return "simulator"
        case .file: return "file"
        case .socket: return "socket"
        case .stdin: return "stdin"
        case .replay: return "replay"
        case .apns: return "apns"
        }
    }
}

extension LogMessage: ExpressibleByStringLiteral {
    /// Free text: setup notes and recorded entries (`.log(.info, "listening on …")`).
    package init(stringLiteral text: String) {
        self = .text(text)
    }
}
