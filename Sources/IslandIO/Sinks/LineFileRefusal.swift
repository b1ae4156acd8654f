/// Why `AppendOnlyLineFile` did not open a file: the system's reason, or island's refusal of a
/// symbolic link or a file that is not the user's.
struct LineFileRefusal: Error, Sendable {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
