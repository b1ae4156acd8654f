/// A `#Preview("Name", as: .dynamicIsland(.compact), using: X.preview) { Widget() }
/// contentStates: { X.ContentState.a; X.ContentState.b }` block.
package struct WidgetPreview: Sendable {
    package enum Presentation: String, Sendable, CaseIterable {
        case content, compact, expanded, minimal
    }

    package var name: String
    package var presentation: Presentation
    package var attributes: SwiftExpression
    /// The widget struct the block draws.
    package var widget: String?
    package var states: [SwiftExpression]
    package var file: String
    package var line: Int

    package init(name: String, presentation: Presentation, attributes: SwiftExpression, widget: String?, states: [SwiftExpression],
                 file: String, line: Int) {
        self.name = name
        self.presentation = presentation
        self.attributes = attributes
        self.widget = widget
        self.states = states
        self.file = file
        self.line = line
    }
}
