/// Why a line is not valid JSON, with the byte offset where parsing stopped.
package struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    package let message: String
    package let offset: Int

    package init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }

    package var description: String { "\(message) at byte \(offset + 1)" }
}
