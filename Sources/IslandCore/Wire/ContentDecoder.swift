import Foundation

/// Decodes attributes and content states exactly as the app's compiled `Codable` types would:
/// the built-in types go through Foundation's `JSONDecoder` itself, so island accepts and rejects
/// what iOS does. Errors name the key path and what was expected.
public enum ContentDecoder {
    public static func decodeAttributes(typeName: String, _ attributes: JSONObject) -> Result<ActivityContentTemplate, Rejection> {
        switch typeName {
        case TripLiveActivityAttributes.typeName:
            return decode(TripLiveActivityAttributes.self, attributes, path: "attributes").map { .trip($0) }
        case RideActivityAttributes.typeName:
            return decode(RideActivityAttributes.self, attributes, path: "attributes").map { .ride($0) }
        default:
            return .success(.generic(typeName: typeName, attributes: attributes))
        }
    }

    public static func decodeState(_ state: JSONObject, for template: ActivityContentTemplate) -> Result<ActivityContent, Rejection> {
        switch template {
        case .trip(let attributes):
            return decode(TripLiveActivityAttributes.ContentState.self, state, path: "content-state").map { .trip(attributes, $0) }
        case .ride(let attributes):
            return decode(RideActivityAttributes.ContentState.self, state, path: "content-state").map { .ride(attributes, $0) }
        case .generic(let typeName, let attributes):
            return .success(.generic(GenericContent(typeName: typeName, attributes: attributes, state: state)))
        }
    }

    static func decode<T: Decodable>(_ type: T.Type, _ object: JSONObject, path: String) -> Result<T, Rejection> {
        let data = Data(JSONWriter.string(.object(object)).utf8)
        do {
            return .success(try JSONDecoder().decode(T.self, from: data))
        } catch let error as DecodingError {
            return .failure(rejection(for: error, root: path))
        } catch {
            return .failure(Rejection(.rejectedDataCorrupted, "\(path): \(error)"))
        }
    }

    static func keyPath(_ root: String, _ codingPath: [any CodingKey]) -> String {
        ([root] + codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue })
            .joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
    }

    static func rejection(for error: DecodingError, root: String) -> Rejection {
        switch error {
        case .keyNotFound(let key, let context):
            let path = keyPath(root, context.codingPath + [key])
            return Rejection(.rejectedKeyNotFound, "\(path): missing key (it is not optional)")
        case .valueNotFound(let type, let context):
            return Rejection(.rejectedValueNotFound, "\(keyPath(root, context.codingPath)): null where \(describe(type)) is required")
        case .typeMismatch(let type, let context):
            var message = "\(keyPath(root, context.codingPath)): expected \(describe(type))"
            if type == Date.self || type == Double.self, context.codingPath.last.map(isDateKey) == true {
                message += "; iOS encodes a Date as seconds since 2001-01-01 (Unix seconds − 978307200)"
            }
            return Rejection(.rejectedTypeMismatch, message)
        case .dataCorrupted(let context):
            return Rejection(.rejectedDataCorrupted, "\(keyPath(root, context.codingPath)): \(context.debugDescription)")
        @unknown default:
            return Rejection(.rejectedDataCorrupted, "\(root): \(error)")
        }
    }

    static func isDateKey(_ key: any CodingKey) -> Bool {
        key.stringValue.lowercased().hasSuffix("time") || key.stringValue.lowercased().hasSuffix("date")
    }

    static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "an integer (Int)"
        case is Double.Type: return "a number (Double)"
        case is Bool.Type: return "a boolean"
        case is Date.Type: return "a Date (seconds since 2001-01-01)"
        default: return "\(type)"
        }
    }
}
