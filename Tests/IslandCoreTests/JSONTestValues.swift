import IslandCore
import IslandJSON

/// `obj(["key": value])`: an object literal for tests (JSONValue has the literals, JSONObject not).
func obj(_ value: JSONValue) -> JSONObject {
    value.objectValue ?? JSONObject()
}
