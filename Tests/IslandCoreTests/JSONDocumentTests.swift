import Foundation
import Testing
@testable import IslandCore
@testable import IslandJSON

/// The one-pass document parser against `ReferenceJSONParser` (the reference: same values, same
/// errors at the same offsets) and `JSONSerialization`, on every fixture and demo line and on
/// generated documents; and what only the document has: in-place lookups, compact sizes.
@Suite struct JSONDocumentTests {
    /// Every JSON text the repository ships: payload fixtures (each NDJSON line, each .json
    /// file whole), schema fixtures, the demo scenarios and the themes.
    static func repositoryTexts() throws -> [(name: String, bytes: [UInt8])] {
        let root = FixtureFiles.directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var texts: [(String, [UInt8])] = []
        for directory in [FixtureFiles.url("payloads"), FixtureFiles.url("schemas"), root.appendingPathComponent("demo"),
                          root.appendingPathComponent("themes")] {
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
                let bytes = Array(try Data(contentsOf: directory.appendingPathComponent(name)))
                if name.hasSuffix(".json") { texts.append((name, bytes)) }
                if name.hasSuffix(".ndjson") {
                    for (number, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
                        texts.append(("\(name):\(number + 1)", Array(line)))
                    }
                }
            }
        }
        return texts
    }

    @Test func everyRepositoryTextParsesAsWithJSONParser() throws {
        let texts = try Self.repositoryTexts()
        #expect(texts.count >= 400, "\(texts.count) texts")
        var valid = 0
        for (name, bytes) in texts {
            if let problem = JSONDocumentComparison.againstParser(bytes) { Issue.record("\(name): \(problem)") }
            if (try? ReferenceJSONParser.parse(bytes)) != nil { valid += 1 }
        }
        #expect(valid >= 390)
    }

    @Test func everyRepositoryTextReadsAsWithJSONSerialization() throws {
        var compared = 0
        for (name, bytes) in try Self.repositoryTexts() where JSONDocumentComparison.comparableWithFoundation(bytes) {
            if let problem = JSONDocumentComparison.againstFoundation(bytes) { Issue.record("\(name): \(problem)") }
            compared += 1
        }
        #expect(compared >= 390)
    }

    @Test func generatedDocumentsParseAsWithJSONParserAndJSONSerialization() {
        var generator = JSONTextGenerator(seed: 12)
        var valid = 0
        var invalid = 0
        var comparedWithFoundation = 0
        for _ in 0..<1500 {
            let bytes = generator.document(maximumDepth: 4)
            if let problem = JSONDocumentComparison.againstParser(bytes) {
                Issue.record("\(problem) in \(String(String(decoding: bytes, as: UTF8.self).prefix(300)))")
                continue
            }
            if (try? ReferenceJSONParser.parse(bytes)) != nil {
                valid += 1
                guard JSONDocumentComparison.comparableWithFoundation(bytes) else { continue }
                comparedWithFoundation += 1
                if let problem = JSONDocumentComparison.againstFoundation(bytes) {
                    Issue.record("\(problem) in \(String(String(decoding: bytes, as: UTF8.self).prefix(300)))")
                }
            } else {
                invalid += 1  // a generated number out of Double's range
            }
        }
        #expect(valid >= 1200, "\(valid) valid documents")
        #expect(comparedWithFoundation >= 500, "\(comparedWithFoundation) compared with JSONSerialization")
        #expect(invalid >= 5, "\(invalid) documents with a number out of range")
    }

    /// Prefixes, and one-byte changes, of valid documents: the same error at the
    /// same offset, or the same value.
    @Test func damagedDocumentsFailAsWithJSONParser() {
        var generator = JSONTextGenerator(seed: 77)
        var random = SeededRandom(seed: 5)
        let interesting: [UInt8] = Array("{}[]\",:\\ \n0123456789-+.eEtrufalsn/bu".utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xC0, 0xC3, 0xE2, 0xED, 0xF0, 0xF4, 0xFF]
        var cases = 0
        var errors = 0
        for _ in 0..<150 {
            let bytes = generator.document(maximumDepth: 2)
            // Every prefix of a short document, 120 of a long one.
            let cuts = bytes.count <= 120 ? Array(0..<bytes.count) : (0..<120).map { _ in Int.random(in: 0..<bytes.count, using: &random) }
            var variants: [[UInt8]] = cuts.map { Array(bytes[..<$0]) }
            for _ in 0..<40 {
                var changed = bytes
                let position = Int.random(in: 0..<max(1, changed.count), using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where !changed.isEmpty: changed[position] = interesting.randomElement(using: &random)!
                case 1: changed.insert(interesting.randomElement(using: &random)!, at: min(position, changed.count))
                default: if !changed.isEmpty { changed.remove(at: position) }
                }
                variants.append(changed)
            }
            for variant in variants {
                cases += 1
                if (try? ReferenceJSONParser.parse(variant)) == nil { errors += 1 }
                if let problem = JSONDocumentComparison.againstParser(variant) {
                    Issue.record("\(String(reflecting: String(decoding: variant, as: UTF8.self))): \(problem)")
                }
            }
        }
        #expect(cases >= 10_000, "\(cases) cases")
        #expect(errors >= 7_000, "\(errors) invalid")
    }

    /// RFC 8259's corners, each rejected (or accepted) exactly as ReferenceJSONParser does.
    static let corners: [String] = [
        "", " ", "[1,]", "{\"a\":1,}", "[,1]", "{,}", "// comment\n{}", "/* c */ 1", "{\"a\":1 /* c */}", "NaN", "-NaN",
        "Infinity", "-Infinity", "nan", "01", "-01", "00", "1.", ".5", "-.5", "1e", "1e+", "1E-", "+1", "- 1", "0x10",
        "1.5e3.2", "1e400", "-1e400", "1e309", "1.8e308", "1.7976931348623158e308", "1.7976931348623159e308", "1e-400",
        "\"\\ud800\"", "\"\\udc00\"", "\"\\ud800\\u0041\"", "\"\\ud800\\\"", "\"\\ud83d\\ude00\"", "\"\\uD83D\\uDE00\"",
        "\"\\u00\"", "\"\\u00g0\"", "\"\\x41\"", "\"\\\"", "\"\\", "\"abc", "\"a\nb\"", "\"a\tb\"", "\"a\u{7F}b\"",
        "\"\u{0}\"", "\"\\u0000\"", "tru", "true1", "nul", "nulll", "fals", "[true false]", "{\"a\" 1}", "{\"a\":}",
        "{a:1}", "{'a':1}", "['a']", "{\"a\":1}}", "[1]]", "[[1]", "{\"a\":[1}", "[1 2]", "{\"a\":1 \"b\":2}", "\u{FEFF}{}",
        "{\"a\":1}\n", "\n\t\r {} \n", "[1,2,3", "{\"a\"", "{\"a\":", "{\"é\":1, \"e\u{301}\":2}",
        "{\"K\":1, \"\u{212A}\":2, \"k\":3}", "{\"a\":1,\"a\":2,\"b\":3,\"a\":4}", "{\"\\u0061\":1,\"a\":2}",
        String(repeating: "[", count: 256) + String(repeating: "]", count: 256),
        String(repeating: "[", count: 257) + String(repeating: "]", count: 257),
        String(repeating: "{\"a\":", count: 257) + "1" + String(repeating: "}", count: 257),
        "[" + String(repeating: "1,", count: 5000) + "1]",
        "\"" + String(repeating: "é", count: 5000) + "\"",
    ]

    @Test(arguments: corners)
    func cornerCasesBehaveAsWithJSONParser(text: String) {
        if let problem = JSONDocumentComparison.againstParser(Array(text.utf8)) { Issue.record("\(problem)") }
    }

    @Test func cornerCasesAreMany() {
        #expect(Self.corners.count >= 80)
    }

    /// Malformed UTF-8 inside strings: overlong forms, surrogates, beyond U+10FFFF, truncated
    /// and stray bytes — the validator agrees with `String(validating:)` on every one.
    @Test func invalidUTF8IsRejectedAsWithJSONParser() {
        var random = SeededRandom(seed: 9)
        var cases = 0
        var invalid = 0
        let prefixes: [[UInt8]] = [[0xC0], [0xC1], [0xC2], [0xDF], [0xE0], [0xE0, 0x9F], [0xE0, 0xA0], [0xED, 0x9F], [0xED, 0xA0],
                                   [0xEF, 0xBF], [0xF0, 0x8F], [0xF0, 0x90, 0x80], [0xF4, 0x8F, 0xBF], [0xF4, 0x90], [0xF5], [0xFF], [0x80]]
        for prefix in prefixes {
            for last in UInt8(0x00)...UInt8(0xFF) {
                let content = prefix + [last]
                let bytes = [0x22] + content + [0x22]
                cases += 1
                if String(validating: content, as: UTF8.self) == nil { invalid += 1 }
                if let problem = JSONDocumentComparison.againstParser(bytes) { Issue.record("\(content): \(problem)") }
            }
        }
        for _ in 0..<5000 {
            let content = (0..<Int.random(in: 1...8, using: &random)).map { _ in UInt8.random(in: 0x20...0xFF, using: &random) }
            let bytes = [0x22] + content.map { $0 == 0x22 || $0 == 0x5C ? 0x41 : $0 } + [0x22]
            cases += 1
            if let problem = JSONDocumentComparison.againstParser(bytes) { Issue.record("\(content): \(problem)") }
        }
        #expect(cases >= 9000)
        #expect(invalid >= 2000)
    }

    // MARK: What only the document has

    @Test func lookupsReadTheInputInPlace() throws {
        let document = try JSONDocument(parsing: #"{"aps":{"event":"update","timestamp":1764421200,"content-state":{"delay":2,"progress":0.64,"stop":"Wasserturm"}},"activity-id":"rnv5-trip"}"#)
        let aps = try #require(document.root["aps"])
        #expect(aps.kind == .object)
        #expect(aps["event"]?.stringEquals("update") == true)
        #expect(aps["event"]?.stringEquals("upd") == false)
        #expect(aps["timestamp"]?.double == 1_764_421_200)
        #expect(aps["timestamp"]?.exactInt == 1_764_421_200)
        #expect(aps["timestamp"]?.isIntegerLiteral == true)
        let state = try #require(aps["content-state"])
        #expect(state.count == 3)
        #expect(state["progress"]?.isIntegerLiteral == false)
        #expect(state["progress"]?.numberLiteral == "0.64")
        #expect(state["stop"]?.string == "Wasserturm")
        #expect(state["missing"] == nil)
        #expect(state["stop"]?["x"] == nil)
        #expect(state.members.map(\.key.string) == ["delay", "progress", "stop"])
        #expect(document.root["activity-id"]?.string == "rnv5-trip")
        #expect(document.root.byteRange == 0..<document.bytes.count)
        #expect(state.compactSize == state.byteRange.count)
        #expect(document.root.compactSize == document.bytes.count)
    }

    @Test func repeatedKeysKeepTheirFirstPlaceAndLastValue() throws {
        let document = try JSONDocument(parsing: #"{"a":1,"b":2,"a":3,"\u0062":4,"c":{"x":1,"x":2}}"#)
        let root = document.root
        #expect(root.count == 3)
        #expect(root.members.map(\.key.string) == ["a", "b", "c"])
        #expect(root.members.map { $0.value.compactSize } == [1, 1, 7])
        #expect(root["a"]?.exactInt == 3)
        #expect(root["b"]?.exactInt == 4)
        #expect(root.compactSize == #"{"a":3,"b":4,"c":{"x":2}}"#.utf8.count)
        // Canonically equivalent keys are one key, as in JSONObject (a Swift dictionary).
        let accents = try JSONDocument(parsing: "{\"é\":1,\"e\u{301}\":2,\"\u{212A}\":3}")
        #expect(accents.root.count == 2)
        #expect(accents.root["e\u{301}"]?.exactInt == 2)
        #expect(accents.root["é"]?.exactInt == 2)
        #expect(accents.root["K"]?.exactInt == 3)
        #expect(accents.root["k"] == nil)
    }

    @Test func stringsCompareAsSwiftStringsDo() throws {
        let document = try JSONDocument(parsing: #"["plain","esc\u0061ped","\u00e9","e\u0301","\u212a",1]"#)
        let nodes = Array(document.root.elements)
        #expect(nodes[0].stringEquals("plain"))
        #expect(nodes[0].stringEquals(Array("plain".utf8)))
        #expect(nodes[2].stringEquals(Array("e\u{301}".utf8)))
        #expect(!nodes[0].stringEquals("plai"))
        #expect(nodes[1].stringEquals("escaped"))
        #expect(nodes[2].stringEquals("e\u{301}"))
        #expect(nodes[3].stringEquals("é"))
        #expect(nodes[4].stringEquals("K"))
        #expect(!nodes[5].stringEquals("1"))
        #expect(nodes[5].string == nil)
    }

    @Test func compactSizeCountsWhatTheWriterWrites() throws {
        // Escapes the writer changes: \/ and \u0041 shrink, raw DEL, C1 and U+2028 grow.
        for text in [#""a\/b""#, #""\u0041""#, "\"\u{7F}\"", "\"\u{85}\"", "\"\u{2028}\"", #""\ud83d\ude00""#, #"{ "a" : [ 1 , true , null ] }"#,
                     #""\b\f\n\r\t\"\\""#, "\"\u{1F}\"".replacingOccurrences(of: "\u{1F}", with: "\\u001f")] {
            let document = try JSONDocument(parsing: text)
            let written = JSONWriter.string(try ReferenceJSONParser.parse(text))
            #expect(document.root.compactSize == written.utf8.count, "\(text) → \(written)")
        }
    }

    @Test func numbersReadExactlyAsDoubleDoes() throws {
        var random = SeededRandom(seed: 3)
        var checked = 0
        for _ in 0..<20_000 {
            let mantissa = UInt64.random(in: 0...UInt64.max, using: &random) >> UInt64.random(in: 0...63, using: &random)
            var literal = String(mantissa)
            if Bool.random(using: &random), literal.count > 1 {
                let point = Int.random(in: 1..<literal.count, using: &random)
                literal.insert(".", at: literal.index(literal.startIndex, offsetBy: point))
            }
            if Bool.random(using: &random) { literal += "e" + String(Int.random(in: -340...320, using: &random)) }
            guard let expected = Double(literal), expected.isFinite else { continue }
            let node = try JSONDocument(parsing: literal).root
            #expect(node.double?.bitPattern == expected.bitPattern, "\(literal)")
            checked += 1
        }
        #expect(checked >= 15_000)
    }

    @Test func documentsFromOtherCollections() throws {
        let bytes = Array(#"  {"a":[1,2]}  "#.utf8)
        let fromSlice = try JSONDocument(parsing: bytes[2..<13])
        #expect(fromSlice.root["a"]?.count == 2)
        #expect(fromSlice.root.byteRange == 0..<11)
        #expect(throws: JSONParseError("unexpected character '}'", at: 3)) { try JSONDocument(parsing: "[1,}") }
        #expect(throws: JSONParseError("unexpected end of input", at: 0)) { try JSONDocument(parsing: [UInt8]()) }
    }
}
