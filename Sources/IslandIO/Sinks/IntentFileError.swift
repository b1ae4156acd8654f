/// The intents file could not be opened (`--intents FILE`).
public struct IntentFileError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let reason: String
    public var description: String { "cannot open the intents file \(path): \(reason)" }
}
