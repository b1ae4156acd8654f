/// Everything the widget files declare, read once: their types (extensions merged in), free
/// functions and globals, the widgets and the previews. Immutable and shared by reference:
/// every activity of the type and every frame use the same one, and two programs are the same
/// only if they are the same object (comparing trees each frame would cost more than drawing).
package final class WidgetProgram: Hashable, Sendable {
    package let types: [String: SwiftTypeBody]
    package let functions: [String: [SwiftFunction]]
    package let globals: [String: SwiftExpression]
    /// File-level computed variables.
    package let computedGlobals: [String: SwiftFunction]
    package let widgets: [WidgetDeclaration]
    package let previews: [WidgetPreview]

    package init(types: [String: SwiftTypeBody], functions: [String: [SwiftFunction]], globals: [String: SwiftExpression],
                 computedGlobals: [String: SwiftFunction] = [:], widgets: [WidgetDeclaration], previews: [WidgetPreview]) {
        self.types = types
        self.functions = functions
        self.globals = globals
        self.computedGlobals = computedGlobals
        self.widgets = widgets
        self.previews = previews
    }

    package static func == (lhs: WidgetProgram, rhs: WidgetProgram) -> Bool { lhs === rhs }

    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// A type by the name code uses: `Status`, `TramAttributes.Status`, or the last part of a
    /// nested type's name when no other type has it.
    package func type(_ name: String) -> SwiftTypeBody? {
        if let found = types[name] { return found }
        // Most names asked for are SwiftUI's (`Text`, `HStack`): no dot, nothing more to try.
        guard name.utf8.contains(UInt8(ascii: ".")) else { return nil }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return types[last]
    }

    /// The widget drawn for an `ActivityAttributes` type.
    package func widget(for attributesType: String) -> WidgetDeclaration? {
        widgets.first { $0.attributesType == attributesType || $0.attributesType.hasSuffix("." + attributesType) }
    }
}
