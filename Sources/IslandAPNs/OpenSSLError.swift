import IslandText
import COpenSSL

/// A failed OpenSSL call: what was attempted and OpenSSL's own words from its error queue.
package struct OpenSSLError: Error, WordedError, Hashable, Sendable, CustomStringConvertible {
    package let operation: Sentence
    package let detail: String

    /// A failed call of OpenSSL's own (`SSL_new`): its name says what failed.
    package init(_ function: String) {
        self.init(Sentence(.plainReason, ["reason": function]))
    }

    /// Takes (and clears) OpenSSL's error queue, so the next failure starts clean.
    package init(_ operation: Sentence) {
        self.operation = operation
        var messages: [String] = []
        while true {
            let code = ERR_get_error()
            if code == 0 { break }
            var buffer = [CChar](repeating: 0, count: 256)
            ERR_error_string_n(code, &buffer, buffer.count)
            messages.append(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        detail = messages.joined(separator: "; ")
    }

    /// What was attempted, then OpenSSL's words (its own, in English).
    package var sentence: Sentence {
        detail.isEmpty ? operation : Sentence(.systemFailure, ["reason": detail], sentences: ["operation": operation])
    }

    package var description: String { sentence.english }
}
