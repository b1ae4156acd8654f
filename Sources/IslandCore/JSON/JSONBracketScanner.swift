/// Follows the bracket depth of JSON text line by line, outside strings, to tell where a
/// document that spans lines ends (`island lint`, `island send`). Closed when the brackets
/// balance at the end of a line, or the text cannot be a document that continues (a stray
/// closer, a string broken by the line end).
package struct JSONBracketScanner: Sendable {
    package init() {}

    private var depth = 0
    private var broken = false
    private var opened = false

    package var isClosed: Bool { broken || depth <= 0 }

    package mutating func scan(_ line: [UInt8]) {
        var inString = false
        var escaped = false
        for byte in line {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                opened = true
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth < 0 { broken = true }
            default: break
            }
        }
        if inString { broken = true }
        if !opened { broken = true }
    }
}
