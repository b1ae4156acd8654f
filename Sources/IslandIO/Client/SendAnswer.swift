import IslandCore

/// The dashboard's answer to a line `island send` sent, named by the input line it answers.
package enum SendAnswer {
    /// The answer with `"file"` and `"line"` of the input in place of the dashboard's own
    /// line count (`{"type":"reply","file":"b.ndjson","line":1,"verdict":…}`); every other
    /// key as the dashboard sent it, in its order.
    package static func relabelled(_ answer: JSONNode, origin: SendOrigin) -> String {
        var out = "{"
        var first = true
        func separate() {
            if !first { out += "," }
            first = false
        }
        for (key, value) in answer.members {
            if key.equals("file") { continue }
            separate()
            if key.equals("line") {
                JSONWriter.writeMember("file", .string(origin.file), into: &out)
                out += ","
                JSONWriter.writeMember("line", .number(JSONNumber(origin.line)), into: &out)
            } else {
                JSONWriter.writeMember(key.string, value, into: &out)
            }
        }
        return out + "}"
    }
}
