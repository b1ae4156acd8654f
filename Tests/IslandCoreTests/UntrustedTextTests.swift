import IslandCore
import IslandTestSupport
import Testing
import IslandText
import IslandJSON

/// The one escaping function, and the JSON writer built on the same set: every injection
/// vector comes out without a raw control, still readable, and JSON still means the same.
@Suite struct UntrustedTextTests {
    @Test func everyVectorIsEscapedInEveryTextForm() {
        var checked = 0
        for (name, text) in InjectionVectors.all {
            #expect(RawControls.find(in: UntrustedText.line(text)) == [], "\(name), line")
            #expect(!UntrustedText.line(text).contains("\n"), "\(name): a line stays one line")
            #expect(RawControls.find(in: UntrustedText.lines(text), allowTab: true) == [], "\(name), lines")
            #expect(RawControls.find(in: UntrustedText.quoted(text, limit: 500)) == [], "\(name), quoted")
            #expect(RawControls.find(in: UntrustedText.json(text)) == [], "\(name), json")
            checked += 1
        }
        #expect(checked >= 32)
    }

    @Test func escapesAreVisibleAndPlainTextIsUntouched() {
        #expect(UntrustedText.line("\u{1B}]0;x\u{07}") == "\\u{1B}]0;x\\u{7}")
        #expect(UntrustedText.line("a\r\nb\tc") == "a\\r\\nb\\tc")
        #expect(UntrustedText.line("abc\u{202E}def") == "abc\\u{202E}def")
        #expect(UntrustedText.line("\u{9B}2J") == "\\u{9B}2J")
        #expect(UntrustedText.lines("one\ntwo\rthree\u{85}") == "one\ntwo\\rthree\\u{85}")
        #expect(UntrustedText.quoted("say \"hi\"\\") == "\"say \\\"hi\\\"\\\\\"")
        #expect(UntrustedText.quoted("abcdef", limit: 3) == "\"abc…\"")
        #expect(UntrustedText.json("{\"reason\":\"a\u{202E}b\u{61C}\u{1B}\"}") == "{\"reason\":\"a\\u202eb\\u061c\\u001b\"}")
        for plain in ["", "Wasserturm", "Straße 🚋 東京", "a\\u{1B}"] {
            #expect(UntrustedText.line(plain) == plain)
            #expect(UntrustedText.json(plain) == plain)
        }
    }

    @Test func theJSONWriterEscapesTheWholeSetAndStillMeansTheSame() throws {
        var checked = 0
        for (name, text) in InjectionVectors.all {
            let value = JSONValue.object(JSONObject([(text, .string(text)), ("list", .array([.string(text)]))]))
            let written = JSONWriter.string(value)
            #expect(RawControls.find(in: written) == [], "\(name): \(written)")
            #expect(!written.contains("\n"))
            #expect(try JSONParser.parse(Array(written.utf8)) == value, "\(name) round-trips")
            checked += 1
        }
        #expect(checked >= 32)
        #expect(JSONWriter.string(.string("a\u{202E}\u{2028}b")) == "\"a\\u202e\\u2028b\"")
    }

    /// Found by island-fuzz: a key followed by no colon was named raw in the parse error, and
    /// `island lint` printed it (C1 CSI, RLO and DEL reached the terminal).
    @Test func aParseErrorNamesTheKeyEscaped() {
        var checked = 0
        for (name, text) in InjectionVectors.all {
            // Raw in the key: the parser first meets the missing colon, or the control itself.
            let line = Array("{\"k".utf8) + Array(text.utf8) + Array("\" 1}".utf8)
            do {
                _ = try JSONParser.parse(line)
                Issue.record("\(name): parsed")
            } catch {
                #expect(RawControls.find(in: error.description) == [], "\(name): \(error)")
            }
            checked += 1
        }
        #expect(checked >= 32)
        #expect(throws: JSONParseError("expected ':' after key \"a\\u{9B}2Jb\\u{202E}c\\u{7F}\"", at: 15)) {
            try JSONParser.parse(Array("{\"a\u{9B}2Jb\u{202E}c\u{7F}\" 1}".utf8))
        }
    }

    @Test func theSetIsC0DeleteC1AndBidi() {
        let controls = (0...0x3000).compactMap(Unicode.Scalar.init).filter(ControlCharacters.isControl).map(\.value)
        let expected = Array(0..<0x20) + [0x7F] + Array(0x80..<0xA0) + [0x61C, 0x200E, 0x200F]
            + Array(0x202A...0x202E) + Array(0x2066...0x2069)
        #expect(controls == expected.map(UInt32.init))
        #expect(controls.filter { ControlCharacters.isBidi(Unicode.Scalar($0)!) }.count == 12)
    }

    /// `contains` reads UTF-8 bytes (a string's, or bytes as they are); it must agree with the
    /// scalar rule for every scalar, alone and between printable neighbours of every encoded length.
    @Test func containsAgreesWithTheScalarRuleForEveryScalar() {
        var checked = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let alone = String(Character(scalar))
            let expected = ControlCharacters.isControl(scalar)
            let between = Array("a\(alone)é→😀".utf8)
            if ControlCharacters.contains(alone) != expected || ControlCharacters.contains("a\(alone)é→😀") != expected
                || between.withUnsafeBufferPointer(ControlCharacters.contains(utf8:)) != expected {
                Issue.record("U+\(String(value, radix: 16, uppercase: true)): contains disagrees with isControl")
            }
            checked += 1
        }
        #expect(checked > 1_100_000)
        // Bytes that only look like a lead of the set: a C2 before a printable, an E2 80 before
        // anything else, a truncated sequence at the end.
        for text in ["\u{A0}x", "\u{2010}", "\u{2030}", "\u{2065}", "\u{206A}", "\u{61B}", "é", "\u{2028}"] {
            #expect(!ControlCharacters.contains(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
