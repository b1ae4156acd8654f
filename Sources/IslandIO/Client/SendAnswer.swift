import IslandCore

/// The dashboard's answer to a line `island send` sent, named by the input line it answers.
package enum SendAnswer {
    /// The answer with `"file"` and `"line"` of the input in place of the dashboard's own
    /// line count (`{"type":"reply","file":"b.ndjson","line":1,"verdict":…}`); every other
    /// key as the dashboard sent it, in its order.
    package static func relabelled(_ answer: JSONObject, origin: SendOrigin) -> String {
        var object = JSONObject()
        for (key, value) in answer.entries {
            switch key {
            case "file": continue
            case "line":
                object["file"] = .string(origin.file)
                object["line"] = .number(JSONNumber(origin.line))
            default:
                object[key] = value
            }
        }
        return JSONWriter.string(.object(object))
    }
}
