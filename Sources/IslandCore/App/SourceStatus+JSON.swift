import IslandJSON
extension SourceStatus {
    /// The status as a recording keeps it, so a replay words it as the live events pane did:
    /// `{"name":"socket","state":"clients","count":1}`, `"failed"` with its `"reason"`.
    package var json: JSONValue {
        var object = JSONObject()
        object["name"] = .string(name)
        switch state {
        case .running: object["state"] = "running"
        case .following: object["state"] = "following"
        case .waitingForFile: object["state"] = "waiting"
        case .clients(let count):
            object["state"] = "clients"
            object["count"] = .number(JSONNumber(count))
        case .endOfInput: object["state"] = "end"
        case .failed(let reason):
            object["state"] = "failed"
            object["reason"] = .string(reason)
        }
        return .object(object)
    }

    /// Reads what `json` wrote; nil for anything else.
    package init?(json: JSONValue) {
        guard case .object(let object) = json, let name = object["name"]?.stringValue,
              let state = object["state"]?.stringValue else { return nil }
        switch state {
        case "running": self.init(name: name, state: .running)
        case "following": self.init(name: name, state: .following)
        case "waiting": self.init(name: name, state: .waitingForFile)
        case "clients":
            guard let count = object["count"]?.numberValue?.exactInt, count >= 0 else { return nil }
            self.init(name: name, state: .clients(count))
        case "end": self.init(name: name, state: .endOfInput)
        case "failed":
            guard let reason = object["reason"]?.stringValue else { return nil }
            self.init(name: name, state: .failed(reason))
        default: return nil
        }
    }
}
