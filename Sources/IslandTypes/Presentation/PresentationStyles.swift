import IslandText
import IslandJSON
/// A presentation's `styles` section: how an item looks — its `role` (fixed, or a role list
/// by conditions), `bold` and `dim` — written once under a name and given to items with
/// `"style": "name"` or `"style": ["name", …]` (later names over earlier ones, the item's own
/// keys over every style). A style may build on the ones written before it (`"style"` inside
/// it). Each is checked where it is written, so a mistake names the style, not every use.
package enum PresentationStyles {
    /// The keys a style may set: the ones `StyleSpec` holds.
    static let styleKeys = ["role", "bold", "dim"]

    /// The styles by name, each with the styles it builds on already merged in.
    static func read(_ value: JSONValue?, path: String, context: PresentationFile.Context) throws(SchemaError) -> [String: JSONObject] {
        guard let value else { return [:] }
        guard let object = value.objectValue else {
            throw SchemaError(path: path, .loadExpectedStyles)
        }
        var context = context
        for (name, written) in object.entries {
            let stylePath = "\(path).\(name)"
            guard TypeFile.isValidTypeName(name) else {
                throw SchemaError(path: stylePath, .loadStyleName, ["name": name])
            }
            guard let keys = written.objectValue else {
                throw SchemaError(path: stylePath, .loadExpectedStyle)
            }
            try SchemaFile.checkKeys(keys, allowed: styleKeys + ["style"], path: stylePath)
            let style = try apply(keys, path: stylePath, context: context)
            if let role = style["role"] { _ = try PresentationFile.roleSpec(role, path: "\(stylePath).role", context: context) }
            for key in ["bold", "dim"] {
                if let flag = style[key] { _ = try PresentationFile.flag(flag, path: "\(stylePath).\(key)") }
            }
            context.styles[name] = style
        }
        return context.styles
    }

    /// `object` with the styles its `"style"` names merged under its own keys (and `"style"`
    /// gone); `object` itself when it names none.
    static func apply(_ object: JSONObject, path: String, context: PresentationFile.Context) throws(SchemaError) -> JSONObject {
        guard let given = object["style"] else { return object }
        let names: [JSONValue] = given.arrayValue ?? [given]
        guard !names.isEmpty else { throw SchemaError(path: "\(path).style", .loadExpectedStyleNames) }
        var merged = JSONObject()
        for (index, element) in names.enumerated() {
            let elementPath = given.arrayValue == nil ? "\(path).style" : "\(path).style[\(index)]"
            guard let name = element.stringValue else { throw SchemaError(path: elementPath, .loadExpectedStyleName) }
            guard let style = context.styles[name] else {
                let problem = Sentence(.loadUnknownStyle, ["name": DiagnosticText.quote(name)])
                throw SchemaError(path: elementPath, SchemaError.meant(problem, KeySuggestion.nearest(to: name, among: Array(context.styles.keys))))
            }
            for (key, value) in style.entries { merged[key] = value }
        }
        for (key, value) in object.entries where key != "style" { merged[key] = value }
        return merged
    }
}
