import COpenSSL

/// A failed OpenSSL call: what was attempted and OpenSSL's own words from its error queue.
package struct OpenSSLError: Error, Hashable, Sendable, CustomStringConvertible {
    package let operation: String
    package let detail: String

    /// Takes (and clears) OpenSSL's error queue, so the next failure starts clean.
    package init(_ operation: String) {
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

    package var description: String { detail.isEmpty ? operation : "\(operation): \(detail)" }
}
