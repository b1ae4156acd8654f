import Testing
@testable import IslandCore
@testable import IslandTypes
import IslandJSON
import IslandText

/// A broken type, schema or presentation file, and a line that is not JSON, are explained in
/// the user's language; the English wording (machine outputs, `description`) is the same
/// sentence in the English table.
@Suite struct LoadingErrorLanguageTests {
    static func schema(_ contentState: String) -> String {
        "{\"types\": {\"X\": {\"attributes\": {}, \"content-state\": {\(contentState)}}}}"
    }

    /// A broken file and a fragment of its German explanation.
    static let broken: [(String, String)] = [
        ("not json", "kein gültiges JSON: ungültiges Literal bei Byte 1"),
        ("{\"types\": x}", "kein gültiges JSON: unerwartetes Zeichen 'x' bei Byte 11"),
        ("[]", "erwartet wird ein JSON-Objekt mit \"types\", erhalten: ein Array"),
        ("{}", "types: fehlt; eine Typdatei ist"),
        ("{\"types\": {}}", "types: beschreibt keinen Typ"),
        (schema("\"a\": \"Nope\""), "unbekannter Typ \"Nope\"; erwartet wird"),
        (schema("\"a\": {\"type\": \"Int\", \"colour\": 1}"), "unbekannter Schlüssel \"colour\"; erwartet wird"),
        (schema("\"a\": {\"type\": \"Int\", \"optinal\": true}"), "(war \"optional\" gemeint?)"),
        (schema("\"a\": {\"type\": \"Int?\", \"optional\": true}"), "der Typ ist schon optional"),
        (schema("\"a\": {\"enum\": []}"), "ein Enum braucht mindestens einen Wert"),
        (schema("\"a\": {\"enum\": [\"x\", \"x\"]}"), "\"x\" steht zweimal in der Liste"),
        (schema("\"a\": {\"type\": \"Int\", \"enum\": [\"x\"]}"), "braucht genau einen von \"type\""),
        (schema("\"a\": {\"type\": \"Int\", \"display\": \"unix-second\"}"), "erwartet wird einer von \"unix-seconds\""),
        (schema("\"a\": {\"type\": \"Int\", \"range\": [3, 1]}"), "das Minimum liegt über dem Maximum"),
        (schema("\"a\": {\"type\": \"Int\", \"default\": \"x\"}"), "der Standardwert lässt sich nicht als Int dekodieren"),
        (PresentationFileTests.file(#"{ "lockScreen": [ { "bar": "status" } ] }"#).replacingOccurrences(of: "\"status\": { \"enum\"", with: "\"status\": { \"type\": \"String\", \"x\""),
         "unbekannter Schlüssel \"x\""),
        (PresentationFileTests.file(#"{ "lockScreen": [ [ { "use": "nothing" } ] ] }"#), "\"nothing\" ist nicht im \"define\" der Darstellung definiert"),
        (PresentationFileTests.file(#"{ "lockScreen": [ [ { "field": "nots" } ] ] }"#), "\"nots\" ist kein Feld von PrintAttributes (war \"note\" gemeint?)"),
        (PresentationFileTests.file(#"{ "lockScreen": [ [ { "text": "x", "missing": "—" } ] ] }"#), "nur ein \"field\"-Element kann fehlen"),
        (PresentationFileTests.file(#"{ "lockScreen": [ [ { "field": "ratio", "format": "countdown" } ] ] }"#), "ratio ist Double; dieses Format braucht ein Date"),
        (PresentationFileTests.file(#"{ "lockScreen": [ [ { "field": "note", "words": 0 } ] ] }"#), "erwartet wird eine ganze Zahl von Wörtern ≥ 1"),
        (PresentationFileTests.file(#"{ "lockScreen": [ [ { "text": "@nope" } ] ] }"#), "kein String \"nope\" in den \"strings\" des Typs"),
        (PresentationFileTests.file(#"{ "lockScreen": [ [ { "text": "x", "glyph": "arow" } ] ] }"#), "braucht genau einen von"),
        (PresentationFileTests.file(#"{ "lockScreen": [ [ { "symbol": "nope.nope" } ] ] }"#), "kein SF Symbol, das island zeichnen kann: ein String \"nope.nope\"; docs/types.md führt sie auf"),
        (PresentationFileTests.file(#"{ "lockScreen": [ [ { "field": "note", "when": "late" } ] ] }"#), "\"late\" ist keine Bedingung aus den \"conditions\" der Darstellung"),
        (PresentationFileTests.file(#"{ "styles": { "a-b": { "bold": true } } }"#), "der Name eines Stils besteht aus Buchstaben, Ziffern und _"),
    ]

    @Test(arguments: broken)
    func aBrokenFileIsExplainedInGerman(text: String, german: String) {
        #expect {
            try TypeFile.parse(text, file: "broken.json")
        } throws: { error in
            guard let error = error as? SchemaError else { return false }
            let words = error.sentence.words(.de)
            #expect(words.contains(german), "\(words)")
            #expect(words.hasPrefix("broken.json: "))
            // No English left in what is wrong (the key path is the file's own words).
            let problem = error.problem.words(.de)
            for english in ["expected", "did you mean", ", got ", "is not", "missing", "needs", "unknown"] {
                #expect(!problem.contains(english), "\(english) in \(problem)")
            }
            #expect(error.description == error.sentence.words(.en))
            #expect(error.description != words)
            return true
        }
    }

    /// The English is the table's English: what the tests and the log have always read.
    @Test func theEnglishIsAsBefore() {
        #expect {
            try TypeFile.parse(Self.schema("\"a\": {\"type\": \"Int\", \"optinal\": true}"), file: "app.json")
        } throws: { error in
            "\(error)" == "app.json: types.X.content-state.a.optinal: unknown key \"optinal\"; expected \"type\", \"enum\", \"object\", \"array\", \"dictionary\", \"cases\", \"tuple\", \"closed-range\", \"range-of\", \"optional\", \"description\", \"key\", \"display\", \"unit\", \"label\", \"name\", \"range\", \"keys\", \"default\", \"lenient\", \"checks\", \"check-at\", \"absent\", \"unless-present\" (did you mean \"optional\"?)"
        }
        #expect {
            try TypeFile.parse("{\"types\": 3}", file: "app.json")
        } throws: { error in
            "\(error)" == "app.json: types: expected an object of type names, got a number"
        }
    }

    /// The parser's reasons, in both languages, at the byte where it stopped.
    @Test(arguments: [
        ("{\"a\" 1}", "expected ':' after key \"a\" at byte 6", "erwartet wird ':' nach dem Schlüssel \"a\" bei Byte 6"),
        ("[1,", "unexpected end of input at byte 4", "unerwartetes Ende der Eingabe bei Byte 4"),
        ("\"\\x\"", "invalid escape '\\x' at byte 2", "ungültige Escape-Sequenz '\\x' bei Byte 2"),
        ("01", "a number cannot have a leading zero at byte 1", "eine Zahl darf keine führende Null haben bei Byte 1"),
        ("[1] 2", "unexpected text after the JSON value at byte 5", "unerwarteter Text nach dem JSON-Wert bei Byte 5"),
    ])
    func aLineThatIsNotJSONIsExplained(text: String, english: String, german: String) {
        #expect {
            try JSONDocument(parsing: text)
        } throws: { error in
            guard let error = error as? JSONParseError else { return false }
            return error.description == english && error.sentence.words(.de) == german
        }
    }

    /// The events pane shows a rejected line's JSON error in its language; the log keeps the
    /// English.
    @Test func aRejectedLineSaysItsJSONErrorInTheScreensLanguage() {
        let rejection = PushDecoder.unreadable(Array("{\"aps\": }".utf8)[...], JSONParseError(.unexpectedCharacter("}"), at: 8))
        #expect(rejection.english == "invalid JSON: unexpected character '}' at byte 9")
        #expect(rejection.message.words(.de) == "ungültiges JSON: unerwartetes Zeichen '}' bei Byte 9")
    }
}
