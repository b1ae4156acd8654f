import IslandSwiftSource
/// The names visible where code is evaluated: locals and parameters, with `self` among them
/// when inside a type's member.
package struct WidgetScope: Sendable {
    package var variables: [String: WidgetValue]

    package init(_ variables: [String: WidgetValue] = [:]) {
        self.variables = variables
    }

    package subscript(name: String) -> WidgetValue? {
        get { variables[name] }
        set { variables[name] = newValue }
    }
}
