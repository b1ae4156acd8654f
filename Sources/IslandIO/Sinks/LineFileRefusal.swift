import IslandText

/// Why `AppendOnlyLineFile` did not open a file: the system's reason, or island's refusal of a
/// symbolic link or a file that is not the user's.
struct LineFileRefusal: Error, Sendable {
    let reason: Sentence

    init(_ reason: Sentence) {
        self.reason = reason
    }

    /// The C library's sentence for a failed call.
    init(system error: SystemError) {
        reason = Sentence(.plainReason, ["reason": error.reason])
    }
}
