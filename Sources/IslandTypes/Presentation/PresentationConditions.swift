import IslandText
import IslandJSON
/// A presentation's `conditions` section: conditions written once under a name and used by it
/// wherever a condition goes — `"when": "late"`, `{"not": "arrived"}`, `{"all": ["late",
/// …]}`, a role list's `"when"`. A condition may use the ones written before it, so there are
/// no cycles. Each is checked against the schema where it is written.
package enum PresentationConditions {
    static func read(_ value: JSONValue?, path: String, context: PresentationFile.Context) throws(SchemaError) -> [String: Condition] {
        guard let value else { return [:] }
        guard let object = value.objectValue else {
            throw SchemaError(path: path, .loadExpectedConditions)
        }
        var context = context
        for (name, written) in object.entries {
            guard TypeFile.isValidTypeName(name) else {
                throw SchemaError(path: "\(path).\(name)", .loadConditionName, ["name": name])
            }
            context.conditions[name] = try PresentationFile.condition(written, path: "\(path).\(name)", context: context)
        }
        return context.conditions
    }

    /// The condition a name stands for.
    static func named(_ name: String, path: String, context: PresentationFile.Context) throws(SchemaError) -> Condition {
        if let condition = context.conditions[name] { return condition }
        let problem = Sentence(.loadUnknownCondition, ["name": DiagnosticText.quote(name)])
        throw SchemaError(path: path, SchemaError.meant(problem, KeySuggestion.nearest(to: name, among: Array(context.conditions.keys))))
    }
}
