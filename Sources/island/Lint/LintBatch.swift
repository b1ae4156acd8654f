import IslandCore
import IslandText
import IslandTypes

/// What `LintReader`'s thread hands the printing thread, in input order.
enum LintBatch: Sendable {
    /// The payloads one read completed, each decoded (`LintEngine.decode`).
    case payloads([Payload])
    /// An input that cannot be opened or read; nothing follows it.
    case failure(Sentence)
    /// Every input is read; nothing follows.
    case end

    struct Payload: Sendable {
        var document: LintDocument
        var decoded: Result<Push, Rejection>
    }
}
