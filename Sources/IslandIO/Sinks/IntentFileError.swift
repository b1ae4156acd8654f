/// The intents file could not be opened (`--intents FILE`).
package struct IntentFileError: Error, CustomStringConvertible, Sendable {
    package let path: String
    package let reason: String
    package var description: String { "cannot open the intents file \(path): \(reason)" }
}
