/// The `--log` file could not be opened.
package struct LogFileError: Error, CustomStringConvertible, Sendable {
    package let path: String
    package let reason: String
    package var description: String { "cannot open the log file \(path): \(reason)" }
}
