/// Why a line is not valid JSON, with the byte offset where parsing stopped.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public let offset: Int

    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }

    public var description: String { "\(message) at byte \(offset + 1)" }
}
