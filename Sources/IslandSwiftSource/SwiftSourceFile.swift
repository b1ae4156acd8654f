/// A Swift file handed to the attributes reader: its name (for messages and the definition's
/// origin) and its text.
package struct SwiftSourceFile: Hashable, Sendable {
    package var name: String
    package var text: String

    package init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}
