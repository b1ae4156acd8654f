import Testing
@testable import IslandCore
@testable import IslandJSON

/// The parser and the bracket scanner skip a string's plain text eight bytes at a time; a byte
/// that needs a look (a quote, a backslash, a control, DEL, UTF-8) at any offset of a word is
/// still found where it is: the same documents, the same errors at the same offsets.
@Suite struct JSONPlainRunTests {
    static let specials: [[UInt8]] = [
        [0x22], [0x5C, 0x22], [0x5C, 0x6E], [0x5C, 0x75, 0x30, 0x30, 0x65, 0x39], [0x5C], [0x1F], [0x00], [0x09], [0x7F],
        [0xC3, 0xA9], [0xE2, 0x80, 0xAE], [0xF0, 0x9F, 0x9A, 0x8B], [0xC3], [0xFF], [0x7B], [0x7D], [0x5B], [0x20], [0x7E],
    ]

    /// `{"k":"<plain><special><plain>"}` for every special at every offset of two words, and
    /// the same string cut before its closing quote.
    static func documents() -> [[UInt8]] {
        var documents: [[UInt8]] = []
        for special in specials {
            for offset in 0..<19 {
                let text = Array("abcdefghijklmnopqrstuvwxyz".utf8)
                let content = Array(text[..<offset]) + special + Array(text[offset...])
                documents.append(Array("{\"k\":\"".utf8) + content + Array("\"}".utf8))
                documents.append(Array("{\"k\":\"".utf8) + content)
                documents.append(Array("{\"".utf8) + content + Array("\":1}".utf8))
            }
        }
        return documents
    }

    @Test func theParserAgreesWithTheReference() {
        var checked = 0
        for document in Self.documents() {
            let difference = JSONDocumentComparison.againstParser(document)
            #expect(difference == nil, "\(String(decoding: document, as: UTF8.self)): \(difference ?? "")")
            checked += 1
        }
        #expect(checked >= 1000)
    }

    @Test func theScannerClosesWhereAByteByByteScanDoes() {
        var checked = 0
        for document in Self.documents() {
            for cut in [document.count, document.count - 1, max(0, document.count - 2)] {
                let line = Array(document[..<cut])
                var scanner = JSONBracketScanner()
                scanner.scan(line)
                #expect(scanner.isClosed == Self.referenceIsClosed(line), "\(String(decoding: line, as: UTF8.self))")
                checked += 1
            }
        }
        #expect(checked >= 3000)
    }

    /// The scanner's rule, a byte at a time (how it was written before the word-wise skip).
    static func referenceIsClosed(_ line: [UInt8]) -> Bool {
        var depth = 0
        var broken = false
        var opened = false
        var inString = false
        var index = 0
        while index < line.count {
            let byte = line[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                while index < line.count {
                    let inner = line[index]
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
        if inString || !opened { broken = true }
        return broken || depth <= 0
    }
}
