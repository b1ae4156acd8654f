import IslandSwiftSource
/// Something of the widget island could not draw as iOS would, with where it is written.
package struct WidgetWarning: Hashable, Sendable, CustomStringConvertible {
    package var file: String
    package var line: Int
    package var message: String

    package init(file: String, line: Int, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    package var description: String { "\(file):\(line): \(message)" }
}
