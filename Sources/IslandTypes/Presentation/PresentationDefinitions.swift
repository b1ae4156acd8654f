import IslandText
import IslandJSON
/// A presentation's `define` section: components — named pieces written once and placed with
/// `{"use": "name"}` wherever JSON may stand — an item, a row, a role list, a values table.
/// In a list, a definition that is itself a list is spliced in (a group of items). An object
/// definition takes keys beside `use` over its own (`{"use": "countdown", "prefix": "@in"}`):
/// one component, small differences where it is placed. A
/// definition may use the ones written before it, so there are no cycles. Expanded before
/// the presentation is read, so every mistake inside a definition is reported where it is
/// used, with the name it came from.
package enum PresentationDefinitions {
    /// The definitions, each already expanded with the ones before it.
    static func read(_ value: JSONValue?, path: String) throws(SchemaError) -> [String: JSONValue] {
        guard let value else { return [:] }
        guard let object = value.objectValue else {
            throw SchemaError(path: path, .loadExpectedDefinitions)
        }
        var definitions: [String: JSONValue] = [:]
        for (name, definition) in object.entries {
            guard TypeFile.isValidTypeName(name) else {
                throw SchemaError(path: "\(path).\(name)", .loadDefinitionName, ["name": name])
            }
            definitions[name] = try expand(definition, definitions, path: "\(path).\(name)")
        }
        return definitions
    }

    /// `value` with every `{"use": name}` replaced by its definition.
    static func expand(_ value: JSONValue, _ definitions: [String: JSONValue], path: String) throws(SchemaError) -> JSONValue {
        switch value {
        case .object(let object):
            if let name = try reference(object, definitions, path: path) {
                guard object.count > 1 else { return definitions[name]! }
                guard var placed = definitions[name]!.objectValue else {
                    throw SchemaError(path: "\(path).use", .loadDefinitionNotObject, ["name": DiagnosticText.quote(name)])
                }
                for (key, child) in object.entries where key != "use" {
                    placed[key] = try expand(child, definitions, path: "\(path).\(key)")
                }
                return .object(placed)
            }
            var expanded = JSONObject()
            for (key, child) in object.entries {
                expanded[key] = try expand(child, definitions, path: "\(path).\(key)")
            }
            return .object(expanded)
        case .array(let elements):
            var expanded: [JSONValue] = []
            for (index, element) in elements.enumerated() {
                if let object = element.objectValue, object.count == 1, let name = try reference(object, definitions, path: "\(path)[\(index)]"),
                   let group = definitions[name]!.arrayValue {
                    expanded += group
                } else {
                    expanded.append(try expand(element, definitions, path: "\(path)[\(index)]"))
                }
            }
            return .array(expanded)
        default:
            return value
        }
    }

    /// The name an object `{"use": name, …}` refers to; nil for any other object.
    private static func reference(_ object: JSONObject, _ definitions: [String: JSONValue], path: String) throws(SchemaError) -> String? {
        guard let use = object["use"] else { return nil }
        guard let name = use.stringValue else { throw SchemaError(path: "\(path).use", .loadExpectedDefinitionName) }
        guard definitions[name] != nil else {
            let problem = Sentence(.loadUnknownDefinition, ["name": DiagnosticText.quote(name)])
            throw SchemaError(path: "\(path).use", SchemaError.meant(problem, KeySuggestion.nearest(to: name, among: Array(definitions.keys))))
        }
        return name
    }
}
