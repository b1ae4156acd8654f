import Foundation
import IslandJSON
import IslandText

/// A diagnostic's English, worded the first time a machine output asks for it and kept: on a
/// drifting stream every line's warning is written three times in English (the applied
/// entry's problem, the warning's own entry, the sender's ack), and wording its sentence is
/// most of what writing it costs. Shared by every copy of the diagnostic; the lock keeps two
/// threads (a lint worker and its writer) from wording it at once.
package final class EnglishWording: @unchecked Sendable {
    private let lock = NSLock()
    private var worded: [UInt8]?

    package init() {}

    /// `sentence`'s English UTF-8: worded once, the same bytes afterwards.
    package func utf8(of sentence: Sentence) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        if let worded { return worded }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(160)
        sentence.write(.en, into: &bytes)
        worded = bytes
        return bytes
    }
}

extension Diagnostic {
    /// The message's English UTF-8, as `english` spells it (worded once).
    package var englishUTF8: [UInt8] { wording.utf8(of: message) }

    /// The message's English as a JSON string, quoted and escaped as `JSONWriter.writeString`
    /// writes `english`.
    package func writeEnglishJSONString(into out: inout [UInt8]) {
        JSONWriter.writeString(utf8: englishUTF8, into: &out)
    }
}
