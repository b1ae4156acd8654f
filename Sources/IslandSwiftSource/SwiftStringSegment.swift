/// One piece of an interpolated string literal: text as written (escapes resolved), or the
/// source of one `\(…)` with the line it starts on, read again by the expression reader.
package enum SwiftStringSegment: Hashable, Sendable {
    case text(String)
    case code(String, line: Int)
}
