import IslandCore
import IslandText
import IslandJSON

extension SendAnswer {
    /// What `island send --json` prints for the line (without its line feed), with every
    /// control as a JSON `\uXXXX` escape (`UntrustedText.json`'s promise: a dashboard writes
    /// none raw, but whatever answers on the socket decides what it sends).
    ///
    /// An answer to a line sent names that line: `"file"` and `"line"` of the input in place
    /// of the dashboard's own line count (`{"type":"reply","file":"b.ndjson","line":1,
    /// "verdict":…}`), every other member as the dashboard sent it, in its order, written by
    /// `JSONWriter` (which escapes every control; a plain member is its input bytes). Every
    /// other line goes as it came: copied when it holds no control (the common case), else
    /// escaped.
    package func appendJSON(to out: inout [UInt8]) {
        if let message, let origin {
            Self.appendRelabelled(message, origin: origin, to: &out)
        } else if message != nil, !line.withUnsafeBufferPointer(ControlCharacters.contains(utf8:)) {
            // Parsed, so valid UTF-8: the bytes are what escaping their text would give.
            out.append(contentsOf: line)
        } else {
            out.append(contentsOf: UntrustedText.json(String(decoding: line, as: UTF8.self)).utf8)
        }
    }

    /// `appendJSON` as text.
    package var json: String {
        var out: [UInt8] = []
        appendJSON(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func appendRelabelled(_ message: JSONNode, origin: SendOrigin, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "{"))
        var first = true
        for (key, value) in message.members {
            if key.equals("file") { continue }
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            if key.equals("line") {
                JSONWriter.append(#""file":"#, to: &out)
                JSONWriter.writeString(origin.file, into: &out)
                JSONWriter.append(#","line":"#, to: &out)
                JSONWriter.write(.number(JSONNumber(origin.line)), into: &out)
            } else {
                JSONWriter.write(key.node, into: &out)
                out.append(UInt8(ascii: ":"))
                JSONWriter.write(value, into: &out)
            }
        }
        out.append(UInt8(ascii: "}"))
    }
}
