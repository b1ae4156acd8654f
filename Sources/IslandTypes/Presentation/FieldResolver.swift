/// Finds what a `FieldPath` names: in a schema (its type and the field's display hints), and
/// in an activity's decoded content (its value). Unprefixed paths look in the content state
/// first, then in the attributes — as a widget reads `context.state.x` or `context.attributes.x`.
package enum FieldResolver {
    package static func type(of path: FieldPath, in schema: ActivitySchema) -> SchemaType? {
        resolve(path, in: schema)?.type
    }

    /// The field the path's last key names (for its display hints and label).
    package static func field(of path: FieldPath, in schema: ActivitySchema) -> SchemaField? {
        resolve(path, in: schema)?.field
    }

    package static func value(of path: FieldPath, state: ContentObject, attributes: ContentObject) -> ContentValue? {
        switch path.scope {
        case .state: return state.value(at: path.steps)
        case .attributes: return attributes.value(at: path.steps)
        case .any: return state.value(at: path.steps) ?? attributes.value(at: path.steps)
        }
    }

    private static func resolve(_ path: FieldPath, in schema: ActivitySchema) -> (type: SchemaType, field: SchemaField)? {
        let roots: [ObjectSchema]
        switch path.scope {
        case .state: roots = [schema.contentState]
        case .attributes: roots = [schema.attributes]
        case .any: roots = [schema.contentState, schema.attributes]
        }
        for root in roots {
            if let found = resolve(path.steps[...], in: root) { return found }
        }
        return nil
    }

    private static func resolve(_ steps: ArraySlice<FieldPath.Step>, in object: ObjectSchema) -> (type: SchemaType, field: SchemaField)? {
        guard case .key(let key)? = steps.first, let field = object.field(forKey: key) else { return nil }
        var type = field.type
        var lastField = field
        for step in steps.dropFirst() {
            switch (step, type.wrapped) {
            case (.index, .array(let element)):
                type = element
            case (.key(let key), .object(let nested)):
                guard let next = nested.field(forKey: key) else { return nil }
                type = next.type
                lastField = next
            case (.key, .dictionary(_, let value)):
                type = value
            default:
                return nil
            }
        }
        return (type, lastField)
    }
}
