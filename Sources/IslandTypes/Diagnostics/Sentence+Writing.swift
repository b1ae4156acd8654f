import IslandJSON
import IslandText

extension Sentence {
    /// The sentence in `table`'s language as a JSON string, quotes and escapes as
    /// `JSONWriter.writeString` writes the worded text, worded straight into `out`: an ack's
    /// and a log line's warning is written on every line of a drifting stream.
    package func writeJSONString(_ table: StringTable, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        write(table) { JSONWriter.appendEscaped(utf8: $0, into: &out) }
        out.append(UInt8(ascii: "\""))
    }
}
