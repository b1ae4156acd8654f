/// Where `island send` reads payloads from.
package enum SendInput: Hashable, Sendable {
    case file(String)
    /// `-`, or no FILE at all: standard input (or the descriptor a test passes).
    case standardInput(descriptor: Int32)

    package static let stdin = SendInput.standardInput(descriptor: 0)

    /// How messages name it.
    package var displayName: String {
        switch self {
        case .file(let path): return path
        case .standardInput: return "standard input"
        }
    }

    /// How an answer's `FILE:LINE` names it: the path as given, `-` for standard input (as
    /// `island lint` does).
    package var fileName: String {
        switch self {
        case .file(let path): return path
        case .standardInput: return "-"
        }
    }
}
