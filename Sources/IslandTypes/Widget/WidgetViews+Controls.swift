import IslandJSON
import Foundation

/// A control's intent with the parameters the frame gave it: `PauseIntent(timerID:
/// context.attributes.id)` is a `PauseIntent` whose `timerID` is this activity's id.
extension WidgetViews {
    func control(_ kind: WidgetControl.Kind, intent value: WidgetValue?, isOn: Bool? = nil) -> WidgetControl {
        WidgetControl(kind: kind, intent: value.flatMap(intentName), parameters: value.map(intentParameters) ?? JSONObject(), isOn: isOn)
    }

    /// The intent's stored properties (its `@Parameter`s, set by its init or memberwise), in the
    /// order the type declares them; an intent the files do not declare keeps its init's labels.
    func intentParameters(_ value: WidgetValue) -> JSONObject {
        guard case .instance(let type, let fields) = value else { return JSONObject() }
        var order: [String] = []
        if let body = evaluator.program.type(type) {
            order = body.stored.filter { !$0.isStatic && $0.environmentKey == nil }.map(\.name)
        }
        for key in fields.keys.sorted() where !order.contains(key) { order.append(key) }
        var object = JSONObject()
        for key in order {
            if let field = fields[key], let json = json(field, depth: 0) { object[key] = json }
        }
        return object
    }

    /// A parameter's value as the app's `Codable` would write it: an enum as its raw value, a
    /// date as seconds since 2001 (`JSONEncoder`'s default), a struct as an object. Views,
    /// closures and colours are not parameters.
    func json(_ value: WidgetValue, depth: Int) -> JSONValue? {
        guard depth < 8 else { return nil }
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .number(JSONNumber(number))
        case .double(let number): return number.isFinite ? .number(JSONNumber(number)) : nil
        case .string(let text): return .string(text)
        case .date(let date): return .number(JSONNumber(date.timeIntervalSinceReferenceDate))
        case .array(let items): return .array(items.compactMap { json($0, depth: depth + 1) })
        case .dictionary(let table):
            var object = JSONObject()
            for key in table.keys.sorted() { if let item = table[key].flatMap({ json($0, depth: depth + 1) }) { object[key] = item } }
            return .object(object)
        case .instance:
            return .object(intentParameters(value))
        case .enumCase(let type, let name, _):
            return json(evaluator.rawValue(type: type, name: name), depth: depth + 1)
        case .implicit(let members) where members.count == 1 && members[0].arguments == nil:
            return .string(members[0].name)
        default: return nil
        }
    }
}
