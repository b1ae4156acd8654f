import Testing
@testable import IslandUI

/// A text that is its own one line is returned as it is, without the word-by-word wrap: the
/// answer the wrap gives, at every width, for texts of every kind of cluster.
@Suite struct TextWrapFastPathTests {
    static let texts = [
        "", "a", "update rnv5-trip: remainingTime → 255, progress → 0.476", "Socket #1:12 Aktualisierung rnv5-trip: Verspätung → 2",
        "  leading", "trailing ", "two  spaces", "状态 → 到达 🚆🇩🇪 👩‍👩‍👧", "e\u{301}t\u{301}e\u{301} ,\u{301} x", " \u{301}starts with a mark",
        "status,delay,platform;gate", "REJECTED_KEY_NOT_FOUND: aps.content-state.nextStop is not a field",
        "a very long word: Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft",
    ]

    @Test(arguments: texts)
    func aTextThatFitsIsWhatTheWrapMakesOfIt(_ text: String) {
        for width in 1...120 {
            for cut in [false, true] {
                #expect(TextWrap.lines(text, width: width, cutLongWords: cut) == TextWrap.wrap(text, width: width, cutLongWords: cut, ellipsis: "…"),
                        "\(text) at \(width)")
            }
        }
    }

    @Test func mostEntriesTakeTheShortWay() {
        #expect(TextWrap.fitsAsItIs("update rnv5-trip: remainingTime → 255", width: 111))
        #expect(!TextWrap.fitsAsItIs("two  spaces", width: 111))
        #expect(!TextWrap.fitsAsItIs(String(repeating: "x", count: 112), width: 111))
    }
}
