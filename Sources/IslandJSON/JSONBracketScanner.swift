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
        line.withUnsafeBufferPointer { bytes in
            var index = 0
            let end = bytes.count
            while index < end {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    // A string's bytes only matter for where it ends: skip to its closing quote.
                    inString = true
                    while index < end {
                        index = JSONStringBytes.plainRunEnd(bytes, from: index, to: end)
                        guard index < end else { break }
                        let inner = bytes[index]
                        if inner == UInt8(ascii: "\\") {
                            index += 2
                        } else {
                            index += 1
                            if inner == UInt8(ascii: "\"") {
                                inString = false
                                break
                            }
                        }
                    }
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    opened = true
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth < 0 { broken = true }
                default: break
                }
            }
        }
        if inString { broken = true }
        if !opened { broken = true }
    }
}
