/// Something the attributes reader says about a Swift file, at a line: a `warning` when it
/// could not model a construct (the type that needs it is then not validated), a `note` for
/// what it assumed (the first branch of an `#if`, a property Codable skips).
package struct SwiftSourceNote: Hashable, Sendable, CustomStringConvertible {
    package enum Kind: String, Hashable, Sendable {
        case warning
        case note
    }

    package var file: String
    package var line: Int
    package var kind: Kind
    package var message: String

    package init(file: String, line: Int, kind: Kind, _ message: String) {
        self.file = file
        self.line = line
        self.kind = kind
        self.message = message
    }

    /// `Trip.swift:12: warning: …`, as compilers write it.
    package var description: String { "\(file):\(line): \(kind.rawValue): \(message)" }
}
