import Foundation
import IslandJSON
import IslandSimulator
import IslandTestSupport
import IslandText
import IslandTypes
import Testing
@testable import IslandCore

/// A decoder's message is a sentence of the tables: worded in either language, written as
/// bytes and as a JSON string exactly as its worded text, its English what the machine
/// outputs always wrote.
@Suite struct DiagnosticSentenceTests {
    /// Every rejection and warning the faulty backend draws, as a dashboard takes its lines.
    static let diagnostics: [(code: String, message: Sentence)] = {
        var model = AppModel(system: BuiltInTypes.system())
        for line in FaultyBackendSession.lines {
            _ = AppReducer.update(&model, .line(line), now: FaultyBackendSession.time(ofLine: line.number))
        }
        return model.log.entries.flatMap { entry -> [(code: String, message: Sentence)] in
            var found = entry.problems.compactMap(\.diagnostic)
            switch entry.message {
            case .notApplied(let rejection, _): found.append((rejection.code.rawValue, rejection.message))
            case .warning(let warning): found.append((warning.code.rawValue, warning.message))
            default: break
            }
            return found
        }
    }()

    @Test func theFaultyBackendDrawsManyKinds() {
        #expect(Set(Self.diagnostics.map(\.message.key)).count >= 10)
    }

    @Test func everyMessageIsWordedInGermanToo() {
        for (code, message) in Self.diagnostics {
            let german = message.words(.de)
            #expect(!german.isEmpty && german != message.english, "\(code): \(german)")
            #expect(!german.contains("{"), "\(code): a placeholder left in \(german)")
        }
    }

    @Test(arguments: Language.allCases)
    func theByteWritersWriteTheWords(_ language: Language) {
        for (_, message) in Self.diagnostics {
            var bytes: [UInt8] = []
            message.write(language.table, into: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == message.words(language.table))
            var json: [UInt8] = []
            message.writeJSONString(language.table, into: &json)
            var general: [UInt8] = []
            JSONWriter.writeString(message.words(language.table), into: &general)
            #expect(json == general)
        }
    }

    @Test func hostileArgumentsAreEscapedInJSONAsAWholeText() {
        let message = Sentence(.pushUnknownEvent, ["got": "\"a\\b\u{1B}[2J\u{2028}é\u{202E}\""])
        var json: [UInt8] = []
        message.writeJSONString(.en, into: &json)
        var general: [UInt8] = []
        JSONWriter.writeString(message.english, into: &general)
        #expect(json == general)
    }

    /// A plural entry takes its form by the `count` argument, in each language.
    @Test func aCountChoosesTheForm() {
        let one = Warning(.unknownKeys, Sentence(.decodeUnknownFields, ["keys": "content-state.x", "type": "T", "count": "1"]))
        let two = Warning(.unknownKeys, Sentence(.decodeUnknownFields, ["keys": "content-state.x and content-state.y", "type": "T", "count": "2"]))
        #expect(one.english == "content-state.x is not a field of T; iOS ignores it")
        #expect(two.english == "content-state.x and content-state.y are not fields of T; iOS ignores them")
        #expect(one.message.words(.de) == "content-state.x ist kein Feld von T; iOS ignoriert es")
        #expect(two.message.words(.de).hasPrefix("content-state.x and content-state.y sind keine Felder"))
    }

    /// Lists join with the language's "and"; more than eight end with how many more.
    @Test func listsAreWordedInTheLanguage() {
        let list = Sentence(.contentOutOfRange, arguments: [Sentence.Named("values", DiagnosticWords.list(["a", "b", "c"]))])
        #expect(list.english == "a, b and c: outside what the type shows; the screen clamps it")
        #expect(list.words(.de) == "a, b und c: außerhalb dessen, was der Typ zeigt; der Bildschirm begrenzt es")
        let many = Sentence(.contentOutOfRange, arguments: [Sentence.Named("values", DiagnosticWords.list((1...10).map { "f\($0)" }))])
        #expect(many.english.hasPrefix("f1, f2, f3, f4, f5, f6, f7, f8 and 2 more:"))
        #expect(many.words(.de).hasPrefix("f1, f2, f3, f4, f5, f6, f7, f8 und 2 weitere:"))
    }

    /// Spans of days and more are words; shorter ones read the same in both languages.
    @Test func longSpansAreWords() {
        func worded(_ interval: TimeInterval, _ table: StringTable) -> String {
            Sentence(.lifeFutureAhead, arguments: [.text("timestamp", "t"), Sentence.Named("span", DiagnosticWords.duration(interval)), .text("now", "n")])
                .words(table)
        }
        #expect(worded(3 * 86_400, .en).contains(" is 3 days ahead "))
        #expect(worded(3 * 86_400, .de).contains(" liegt 3 Tage vor "))
        #expect(worded(1e13, .de).contains("Jahrtausende"))
        #expect(worded(9 * 3600 + 12 * 60, .de).contains("9 h 12 min"))
        for interval: TimeInterval in [0.4, 59.6, 3660, 47 * 3600, 48 * 3600, 1e11, 1e13] {
            #expect(worded(interval, .en).contains(" is \(DiagnosticText.duration(interval)) ahead "), "\(interval)")
        }
    }

    /// A type's expectation is worded, nested types too.
    @Test func expectationsAreWorded() {
        let type = SchemaType.optional(.array(.int))
        #expect(type.expectation.english == "an array of integers (Int) or null")
        #expect(type.expectation.words(.de) == "ein Array aus ganzen Zahlen (Int) oder null")
    }
}
