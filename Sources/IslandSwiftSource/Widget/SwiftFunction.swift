/// A function, method, initializer or subscript the widget's code declares, with its body.
package struct SwiftFunction: Sendable {
    package struct Parameter: Sendable {
        /// The argument label callers write; nil: `_`.
        package var label: String?
        /// The name inside the body.
        package var name: String
        package var type: String
        package var defaultValue: SwiftExpression?

        package init(label: String?, name: String, type: String, defaultValue: SwiftExpression?) {
            self.label = label
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
        }
    }

    package var name: String
    package var parameters: [Parameter]
    package var body: [SwiftStatement]
    package var isStatic: Bool
    package var file: String
    package var line: Int

    package init(name: String, parameters: [Parameter], body: [SwiftStatement], isStatic: Bool, file: String, line: Int) {
        self.name = name
        self.parameters = parameters
        self.body = body
        self.isStatic = isStatic
        self.file = file
        self.line = line
    }

    /// Whether a call's labels fit this function's parameters (defaults may be left out).
    package func accepts(_ labels: [String?]) -> Bool {
        var index = 0
        for parameter in parameters {
            if index < labels.count, labels[index] == parameter.label {
                index += 1
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return index == labels.count
    }
}
