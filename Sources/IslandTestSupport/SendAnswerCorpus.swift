import IslandCore
import IslandJSON

/// Lines a dashboard (or whatever answers on its socket) may send `island send`: every
/// answer shape — acks, replies with code, reason, warnings and problems, intents, lifecycle
/// changes, unknown and missing types, lines that are not JSON or not UTF-8 — with every
/// string field drawn from texts that are plain, non-ASCII, escaped in every way JSON allows,
/// raw where JSON allows (DEL, C1, bidi, U+2028), long, or an injection vector; line numbers
/// in odd forms; keys escaped and repeated; whitespace and raw controls between tokens.
/// Generated from a seed, so a failure can be replayed.
package enum SendAnswerCorpus {
    /// String values as JSON source, quotes included.
    package static let strings: [String] = {
        var strings = [
            #""rnv5-trip""#, #""""#, #""Kurpfalzbrücke""#, #""K\u00fcrpfalzbr\u00FCcke""#,
            #""\u001b[31mred\u001b[0m""#, #""\u001B]0;pwned\u0007""#, #""line\nbreak\r\tand tab""#,
            #""quote\" back\\slash \/ slash""#, #""\u0041\u0062c""#, "\"a\u{7F}b\"", "\"\u{9B}2J\"",
            "\"abc\u{202E}fdp.exe\"", "\"a\u{2028}b\u{2029}c\"", #""a\u2028b\u2029c""#, "\"🚋 RNV 5\"",
            #""\ud83d\ude8b \uD83D\uDE8B""#, #""e\u0301 é""#, "\"e\u{301}\"", #""\b\f""#, #""\u0000NUL""#,
            #""\u212Aelvin""#, "\"\u{212A}\"", #""ack""#, #""applied""#, #""REJECTED_INVALID_JSON""#,
            #""100%  sure: {\"x\":[1,2]}""#, "\"東京 → 대전\"", "\"\u{85}next line\"", "\"\u{061C}\u{200E}\u{200F}\"",
            "\"" + String(repeating: "x", count: 20_000) + "\"",
            "\"" + String(repeating: "ü\\u001b", count: 3_000) + "\"",
        ]
        for (_, text) in InjectionVectors.all {
            strings.append(JSONWriter.string(.string(text)))
            // Raw where JSON allows it: every scalar from U+0020 on but the quote and the backslash.
            var raw = "\""
            for scalar in text.unicodeScalars {
                if scalar.value < 0x20 || scalar == "\"" || scalar == "\\" {
                    raw += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16, uppercase: true)
                } else {
                    raw.unicodeScalars.append(scalar)
                }
            }
            strings.append(raw + "\"")
        }
        return strings
    }()

    /// `"line"` values in every form, for a client that has sent `sent` lines.
    package static func lineNumbers(sent: Int) -> [String] {
        ["1", "2", String(sent), String(sent + 1), "0", "-1", "1.0", "1e0", "10E-1", "-0", "2.5", "1e400",
         "99999999999999999999", #""1""#, "null", "true", "[1]", #"{"n":1}"#]
    }

    static let types = [#""ack""#, #""reply""#, #""intent""#, #""lifecycle""#, #""other""#, #""\u0061ck""#, #""Ack""#, "1", "null"]

    /// `count` generated lines, then the fixed odd ones.
    package static func lines(count: Int, sent: Int, seed: UInt64) -> [[UInt8]] {
        var generator = Generator(sent: sent, random: SeededRandom(seed: seed))
        var lines: [[UInt8]] = []
        for _ in 0..<count { lines.append(Array(generator.object().utf8)) }
        return lines + fixed(sent: sent)
    }

    /// Objects: a type, the members of its kind in a random order, some repeated, escaped or
    /// missing, with random separators.
    struct Generator {
        let sent: Int
        var random: SeededRandom

        mutating func chance(_ one: UInt64) -> Bool { random.next() % one == 0 }

        mutating func string() -> String {
            // Mostly the plain ones, as a dashboard writes them.
            chance(3) ? strings.randomElement(using: &random)! : strings[Int(random.next() % 3)]
        }

        mutating func lineNumber() -> String {
            chance(2) ? String(1 + Int(random.next() % UInt64(max(1, sent + 1)))) : lineNumbers(sent: sent).randomElement(using: &random)!
        }

        mutating func warnings() -> String {
            var elements: [String] = []
            for _ in 0..<Int(random.next() % 4) {
                switch random.next() % 5 {
                case 0: elements.append(string())
                case 1: elements.append(#"{"code":\#(string())}"#)
                case 2: elements.append(#"{"\u0063ode":\#(string()),"message":\#(string()),"message":\#(string())}"#)
                default: elements.append(#"{"code":\#(string()),"message":\#(string())}"#)
                }
            }
            return "[" + elements.joined(separator: ",") + "]"
        }

        mutating func value(of key: String) -> String {
            switch key {
            case #""line""#: return lineNumber()
            case #""timestamp""#: return "1764421200"
            case #""file""#: return chance(2) ? string() : "3"
            case #""extra""#: return #"{"a":[1,2.50,true,null,\#(string())]}"#
            case #""verdict""#: return chance(5) ? "false" : string()
            case #""warnings""#, #""problems""#: return warnings()
            default: return string()
            }
        }

        mutating func object() -> String {
            let type = types.randomElement(using: &random)!
            var keys = [#""activity-id""#, #""line""#, #""timestamp""#, #""file""#, #""extra""#]
            switch type {
            case #""intent""#: keys += [#""intent""#, #""topic""#]
            case #""lifecycle""#: keys += [#""event""#, #""reason""#]
            default: keys += [#""verdict""#, #""code""#, #""reason""#, #""state""#, #""warnings""#, #""problems""#]
            }
            var members: [(key: String, value: String)] = [(#""type""#, type)]
            for key in keys where !chance(4) { members.append((key, value(of: key))) }
            // A key spelled with escapes; a key twice.
            if chance(6), let index = members.indices.randomElement(using: &random) {
                // Its first letter as `\u00XX`: "line" becomes "\u006cine".
                let key = Array(members[index].key.utf8)
                members[index].key = "\"\\u00" + String(key[1], radix: 16) + String(decoding: key[2...], as: UTF8.self)
            }
            if chance(8), let member = members.randomElement(using: &random) {
                members.append((member.key, value(of: member.key)))
            }
            members.shuffle(using: &random)
            let separators = [(",", ":"), (", ", ": "), (" ,\t", "\t:  "), ("\r,", ":\r")]
            let (comma, colon) = separators[chance(8) ? Int(random.next() % 4) : 0]
            return "{" + members.map { $0.key + colon + $0.value }.joined(separator: comma) + "}"
        }
    }

    /// Lines no generator makes: not JSON, not an object, not UTF-8, raw controls.
    static func fixed(sent: Int) -> [[UInt8]] {
        let texts = [
            "not json", "not json \u{1B}[31mred", "", "[1,2]", "42", #""a string""#, #"{"type":"ack""#,
            #"{"type":"ack","line":1,"verdict":"applied"} trailing"#, "\u{FEFF}{\"type\":\"ack\",\"line\":1}",
            #"{"type":"ack","line":1,"verdict":"applied","activity-id":"rnv5-trip"}"#,
            #"{"type":"reply","line":2,"verdict":"rejected","code":"REJECTED_INVALID_JSON","reason":"invalid JSON: unexpected end of input at byte 5"}"#,
            "{\"type\":\"ack\",\t\"line\":1,\"verdict\":\"applied\"}", "{\"type\":\"intent\",\"intent\":\"X\"}\r",
            "{\"type\":\"reply\",\"line\":1,\"reason\":\"a\u{1B}[2Jb\"}", "{\"type\":\"lifecycle\",\"event\":\"ended\u{07}\"}",
            "\u{1B}]0;title\u{07}{\"type\":\"intent\"}", "{\"type\":\"intent\",\"intent\":\"\u{9B}31m\"}\u{85}",
        ]
        var lines = texts.map { Array($0.utf8) }
        lines.append(Array(#"{"type":"intent","intent":""#.utf8) + [0xFF] + Array(#"","activity-id":"x"}"#.utf8))
        lines.append(Array(#"{"type":"ack","line":1,"verdict":"applied","reason":""#.utf8) + [0xC3] + Array(#""}"#.utf8))
        lines.append([0xFF, 0xFE, 0x41, 0x9B, 0x32, 0x4A])
        // A raw C1 control in a key.
        lines.append(Array(#"{"type":"ack","line":\#(sent),"verdict":"applied",""#.utf8) + [0xC2, 0x9B] + Array(#"":1}"#.utf8))
        return lines
    }
}
