import Foundation

/// Decodes attributes and content states exactly as the app's compiled `Codable` types would.
/// The built-in types go through Foundation's `JSONDecoder` itself, so island accepts and
/// rejects what iOS does; types from a schema file go through `SchemaDecoder`, which behaves
/// the same way (the tests compare the two). A type without a schema is accepted as it is.
/// Errors name the key path and what was expected; successes carry their warnings.
package enum ContentDecoder {
    package static func decodeAttributes(
        typeName: String, _ attributes: JSONObject, schemas: SchemaRegistry, now: Date
    ) -> Result<Decoded<ActivityContentTemplate>, Rejection> {
        let schema = schemas.schema(for: typeName)
        let result: Result<Decoded<ActivityContentTemplate>, Rejection>
        switch (typeName, schemas.kind(of: typeName)) {
        case (TripLiveActivityAttributes.typeName, .builtIn):
            result = builtIn(TripLiveActivityAttributes.self, attributes, schema: schema!.attributes, path: "attributes",
                             typeName: typeName, now: now).map { Decoded(.trip($0.value), warnings: $0.warnings) }
        case (RideActivityAttributes.typeName, .builtIn):
            result = builtIn(RideActivityAttributes.self, attributes, schema: schema!.attributes, path: "attributes",
                             typeName: typeName, now: now).map { Decoded(.ride($0.value), warnings: $0.warnings) }
        default:
            let template = ActivityContentTemplate.generic(typeName: typeName, attributes: attributes)
            if let schema {
                result = SchemaDecoder.decode(attributes, as: schema.attributes, path: "attributes", typeName: typeName, now: now)
                    .map { Decoded(template, warnings: $0) }
            } else {
                result = .success(Decoded(template))
            }
        }
        return result.map { withControlCharacters($0, .object(attributes), path: "attributes") }
    }

    package static func decodeState(
        _ state: JSONObject, for template: ActivityContentTemplate, schemas: SchemaRegistry, now: Date
    ) -> Result<Decoded<ActivityContent>, Rejection> {
        let result: Result<Decoded<ActivityContent>, Rejection>
        switch template {
        case .trip(let attributes):
            result = builtIn(TripLiveActivityAttributes.ContentState.self, state, schema: BuiltInSchemas.trip.contentState,
                             path: "content-state", typeName: "\(TripLiveActivityAttributes.typeName).ContentState", now: now)
                .map { Decoded(.trip(attributes, $0.value), warnings: $0.warnings) }
        case .ride(let attributes):
            result = builtIn(RideActivityAttributes.ContentState.self, state, schema: BuiltInSchemas.ride.contentState,
                             path: "content-state", typeName: "\(RideActivityAttributes.typeName).ContentState", now: now)
                .map { Decoded(.ride(attributes, $0.value), warnings: $0.warnings) }
        case .generic(let typeName, let attributes):
            let schema = schemas.schema(for: typeName)
            let content = ActivityContent.generic(GenericContent(typeName: typeName, attributes: attributes, state: state, schema: schema))
            if let schema {
                result = SchemaDecoder.decode(state, as: schema.contentState, path: "content-state", typeName: "\(typeName).ContentState", now: now)
                    .map { Decoded(content, warnings: $0) }
            } else {
                result = .success(Decoded(content))
            }
        }
        return result.map { withControlCharacters($0, .object(state), path: "content-state") }
    }

    static func withControlCharacters<T>(_ decoded: Decoded<T>, _ value: JSONValue, path: String) -> Decoded<T> {
        let paths = ControlCharacters.paths(in: value, at: path)
        guard !paths.isEmpty else { return decoded }
        var result = decoded
        result.warnings.append(Warning(.controlCharacters,
            "\(SchemaDecoder.list(paths)) \(paths.count == 1 ? "holds" : "hold") control or bidi characters; the screen shows them sanitised"))
        return result
    }

    /// The verdict is Foundation's; the interpreter, which agrees with it, adds the warnings
    /// and a message that names the key path (Foundation's number errors name none).
    static func builtIn<T: Decodable & Sendable>(
        _ type: T.Type, _ object: JSONObject, schema: ObjectSchema, path: String, typeName: String, now: Date
    ) -> Result<Decoded<T>, Rejection> {
        let interpreted = SchemaDecoder.decode(object, as: schema, path: path, typeName: typeName, now: now)
        let data = Data(JSONWriter.string(.object(object)).utf8)
        do {
            let value = try JSONDecoder().decode(T.self, from: data)
            return .success(Decoded(value, warnings: (try? interpreted.get()) ?? []))
        } catch let error as DecodingError {
            let foundation = rejection(for: error, root: path)
            if case .failure(let own) = interpreted, own.code == foundation.code { return .failure(own) }
            return .failure(foundation)
        } catch {
            return .failure(Rejection(.rejectedDataCorrupted, "\(path): \(error)"))
        }
    }

    package static func keyPath(_ root: String, _ codingPath: [any CodingKey]) -> String {
        codingPath.reduce(root) { path, key in
            key.intValue.map { KeyPath.element(path, $0) } ?? KeyPath.child(path, key.stringValue)
        }
    }

    /// Foundation's error as a rejection, for when the interpreter cannot say it better.
    package static func rejection(for error: DecodingError, root: String) -> Rejection {
        switch error {
        case .keyNotFound(let key, let context):
            return Rejection(.rejectedKeyNotFound, "\(keyPath(root, context.codingPath + [key])): missing (the field is not optional)")
        case .valueNotFound(let type, let context):
            return Rejection(.rejectedValueNotFound, "\(keyPath(root, context.codingPath)): null where \(type) is required")
        case .typeMismatch(let type, let context):
            return Rejection(.rejectedTypeMismatch, "\(keyPath(root, context.codingPath)): expected \(type), \(context.debugDescription)")
        case .dataCorrupted(let context):
            return Rejection(.rejectedDataCorrupted, "\(keyPath(root, context.codingPath)): \(context.debugDescription)")
        @unknown default:
            return Rejection(.rejectedDataCorrupted, "\(root): \(error)")
        }
    }
}
