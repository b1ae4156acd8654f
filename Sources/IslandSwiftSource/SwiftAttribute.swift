/// An attribute written before a declaration: `@available(iOS 16.1, *)`, `@Published`.
package struct SwiftAttribute: Hashable, Sendable {
    package var name: String
    package var line: Int

    package init(name: String, line: Int) {
        self.name = name
        self.line = line
    }
}
