import IslandCore
import Testing
import IslandText

/// Keys and enum-like values as words; a token's byte path says what the general one says.
@Suite struct WordsTests {
    @Test func keysAndTokensReadAsWords() {
        #expect(Words.humanize("estimatedMinutes") == "Estimated minutes")
        #expect(Words.humanize("estimatedMinutes", capitalized: true) == "Estimated Minutes")
        #expect(Words.humanizeToken("inDelivery") == "In delivery")
        #expect(Words.humanizeToken("in_delivery") == "In delivery")
        #expect(Words.humanizeToken("nextHTTPStop") == "Next httpstop")
        #expect(Words.humanizeToken("waitFor2Min") == "Wait for2 min")
        #expect(Words.humanizeToken("gate_B12") == "Gate b12")
        #expect(Words.humanizeToken("via_ICE") == "Via ICE")
        // Not a token: kept as sent.
        #expect(Words.humanizeToken("Mannheim Hbf") == "Mannheim Hbf")
        #expect(Words.humanizeToken("über") == "über")
        #expect(Words.humanizeToken("") == "")
        #expect(Words.humanizeToken(String(repeating: "a", count: 41)) == String(repeating: "a", count: 41))
    }

    @Test func aTokenReadsAsHumanizeReadsIt() {
        let alphabet = Array("abcxyzABCXYZ019__")
        var generator = SystemRandomNumberGenerator()
        var checked = 0
        for _ in 0..<20_000 {
            let length = Int.random(in: 1...14, using: &generator)
            let token = "q" + String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(Words.humanizeToken(token) == Words.humanize(token), "\(token)")
            checked += 1
        }
        #expect(checked == 20_000)
    }
}
