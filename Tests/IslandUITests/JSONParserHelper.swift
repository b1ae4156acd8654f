import IslandCore
import IslandJSON

/// Parses one JSON value for the tests.
enum JSONParserHelper {
    static func value(_ literal: String) -> JSONValue {
        // The literals are the test's own, so a parse failure is a broken test, not input.
        guard let object = try? JSONParser.parse("{\"v\":\(literal)}"), let value = object.objectValue?["v"] else {
            return .string("unparseable test literal \(literal)")
        }
        return value
    }
}
