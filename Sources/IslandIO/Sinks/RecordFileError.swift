/// The `--record` file could not be opened.
public struct RecordFileError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let reason: String
    public var description: String { "cannot open the record file \(path): \(reason)" }
}
