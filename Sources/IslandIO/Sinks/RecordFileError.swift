/// The `--record` file could not be opened.
package struct RecordFileError: Error, CustomStringConvertible, Sendable {
    package let path: String
    package let reason: String
    package var description: String { "cannot open the record file \(path): \(reason)" }
}
