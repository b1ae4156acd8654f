import IslandIO
import IslandJSON
import IslandText
import Testing
@testable import island

/// `island send`'s text in the command line's language: island's labels come from the tables,
/// what the dashboard and APNs said (verdicts, codes, ids, reasons) stays as they said it.
@Suite struct SendAnswerLanguageTests {
    let german = SendAnswerWords(.de)

    @Test func theSocketsAnswersInGerman() {
        #expect(SendAnswerText.text(of: #"{"type":"ack","file":"-","line":2,"verdict":"applied","activity-id":"x","warnings":[{"code":"W","message":"m"}]}"#, words: german)
            == "-:2: applied x\n  Warnung W: m")
        #expect(SendAnswerText.text(of: #"{"type":"reply","line":1,"verdict":"rejected","code":"REJECTED_INVALID_JSON","reason":"not JSON"}"#, words: german)
            == "Zeile:1: rejected REJECTED_INVALID_JSON: not JSON")
        #expect(SendAnswerText.text(of: #"{"type":"intent","intent":"EndTripIntent","activity-id":"rnv5-trip","topic":"com.example.push-type.liveactivity"}"#, words: german)
            == "Intent EndTripIntent rnv5-trip für com.example.push-type.liveactivity")
        #expect(SendAnswerText.text(of: #"{"type":"lifecycle","event":"ended","reason":"user-stopped","activity-id":"r","timestamp":1}"#, words: german)
            == "Lebenszyklus ended r (user-stopped)")
        // The same lines in English, as before the tables.
        #expect(SendAnswerText.text(of: #"{"type":"intent","intent":"EndTripIntent","activity-id":"rnv5-trip","topic":"com.example.push-type.liveactivity"}"#, words: .english)
            == "intent EndTripIntent rnv5-trip for com.example.push-type.liveactivity")
        #expect(SendAnswerText.text(of: #"{"type":"reply","line":1,"verdict":"rejected"}"#, words: .english) == "line:1: rejected")
    }

    /// Every language's words keep the dashboard's text sanitised.
    @Test(arguments: Language.allCases)
    func noLanguageLetsAControlThrough(_ language: Language) {
        let words = SendAnswerWords(language.table)
        for json in [#"{"type":"intent","intent":"\u001b[2J","topic":"\u009b31m"}"#,
                     #"{"type":"ack","file":"a","line":1,"verdict":"applied","warnings":[{"code":"\u001b]0;x\u0007","message":"m"}]}"#,
                     "not json \u{1B}[31m"] {
            let text = SendAnswerText.text(of: json, words: words)
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) }, "\(text.debugDescription)")
        }
    }

    static func answer(_ json: String) throws -> JSONObject {
        try #require(try JSONParser.parse(Array(json.utf8)[...]).objectValue)
    }

    @Test func apnsAnswersInGerman() throws {
        let refused = APNsSendAnswer(json: try Self.answer(#"{"file":"t.ndjson","line":4,"status":429,"reason":"TooManyRequests","retry-after":"30","forced":"429:1"}"#))
        #expect(SendAnswerText.apnsText(of: refused, words: german) == "t.ndjson:4: nicht zugestellt (429 TooManyRequests, Retry-After 30 s) [erzwungen: 429:1]")
        #expect(SendAnswerText.apnsText(of: refused, words: .english) == "t.ndjson:4: not delivered (429 TooManyRequests, Retry-After 30 s) [forced: 429:1]")
        let accepted = APNsSendAnswer(json: try Self.answer(#"{"file":"t.ndjson","line":1,"status":200,"apns-id":"7C1B","warnings":"WARN_A,WARN_B"}"#))
        #expect(SendAnswerText.apnsText(of: accepted, words: german) == "t.ndjson:1: angenommen (200, apns-id 7C1B)\n  Warnung WARN_A\n  Warnung WARN_B")
        let applied = APNsSendAnswer(json: try Self.answer(#"{"line":2,"verdict":"applied","activity-id":"trip","status":200}"#))
        #expect(SendAnswerText.apnsText(of: applied, words: german) == "Zeile:2: applied trip (200)")
        let silent = APNsSendAnswer(json: try Self.answer(#"{"file":"-","line":3}"#))
        #expect(SendAnswerText.apnsText(of: silent, words: german) == "-:3: keine Antwort")
        #expect(SendAnswerText.apnsText(of: silent, words: .english) == "-:3: no answer")
    }

    /// Nothing to push to: the text says why in the user's language, `--json` keeps its English.
    @Test func notSentSaysWhyInGermanAndItsJSONStaysEnglish() throws {
        let why = Sentence(.sendAPNsNoTokenFor, ["id": "apns-trip"])
        let json = try Self.answer(#"{"file":"f","line":1,"verdict":"not sent","detail":"no token to push to: activity apns-trip has none that can be pushed to (never announced, or dismissed)"}"#)
        #expect(json["detail"]?.stringValue == why.english)
        #expect(json["verdict"]?.stringValue == StringTable.en.text(.sendAPNsNotSent))
        let answer = APNsSendAnswer(json: json, unsent: why)
        #expect(SendAnswerText.apnsText(of: answer, words: german)
            == "f:1: nicht gesendet: kein Token zum Pushen: die Aktivität apns-trip hat keines, an das sich pushen lässt (nie angekündigt oder entfernt)")
        #expect(SendAnswerText.apnsText(of: answer, words: .english) == "f:1: not sent: \(why.english)")
    }

    @Test func theClosingLineInBothLanguages() {
        var outcome = SendOutcome()
        outcome.sent = 3
        outcome.applied = 1
        outcome.notApplied = 1
        outcome.notSent = 1
        outcome.connectionLost = true
        #expect(outcome.summary(.en) == "3 lines sent, 1 applied, 1 not applied, 1 not sent, 1 unanswered: the dashboard closed the connection")
        #expect(outcome.summary(.de) == "3 Zeilen gesendet, 1 angewendet, 1 nicht angewendet, 1 nicht gesendet, 1 unbeantwortet: das Dashboard hat die Verbindung geschlossen")
        var one = SendOutcome()
        one.sent = 1
        one.notApplied = 1
        #expect(one.summary(.en) == "1 line sent, 0 applied, 1 not applied")
        #expect(one.summary(.de) == "1 Zeile gesendet, 0 angewendet, 1 nicht angewendet")
    }
}
