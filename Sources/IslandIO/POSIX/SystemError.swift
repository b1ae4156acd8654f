#if canImport(Glibc)
import Glibc
#endif

/// A failed system call: what was attempted and the `errno` it left, worded for a person.
public struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was attempted, e.g. `bind /run/user/1000/island/island.sock`.
    public let operation: String
    public let code: Int32

    public init(_ operation: String, code: Int32 = errno) {
        self.operation = operation
        self.code = code
    }

    /// The C library's sentence for `code`, e.g. "No such file or directory".
    public var reason: String { String(cString: strerror(code)) }

    public var description: String { "\(operation): \(reason)" }
}
