import Testing
@testable import IslandUI

/// The events pane's lines break at spaces (and after a list's commas), never inside a code, a
/// path or a token: `REJECTED_KEY_NOT_` / `FOUND` or a push token across two rows copies broken.
@Suite struct TextWrapTests {
    @Test func aCodeIsNeverSplit() {
        let lines = TextWrap.lines("rejected REJECTED_KEY_NOT_FOUND: content-state.delay", width: 27)
        #expect(lines == ["rejected", "REJECTED_KEY_NOT_FOUND:", "content-state.delay"])
    }

    @Test func aWordWiderThanTheLineIsCutNotBroken() {
        let token = String(repeating: "a1b2", count: 16)
        let lines = TextWrap.lines("token \(token) for trip", width: 27, cutLongWords: true)
        #expect(lines == ["token", String(token.prefix(26)) + "…", "for trip"])
        #expect(lines.allSatisfy { TextWidth.width(of: $0) <= 27 })
    }

    @Test func aPathIsNeverSplit() {
        let lines = TextWrap.lines("tail demo/deeply/nested/t2.ndjson:3 applied", width: 20, cutLongWords: true)
        #expect(lines == ["tail", "demo/deeply/nested/…", "applied"])
    }

    @Test func aListBreaksAfterItsCommas() {
        let lines = TextWrap.lines("changed: status,delay,nextStopTime,platform", width: 20)
        #expect(lines == ["changed: status,", "delay,nextStopTime,", "platform"])
    }

    /// The opened entry shows everything: a word wider than the view is broken, on lines of its own.
    @Test func withoutCuttingALongWordIsBrokenOnItsOwnLines() {
        #expect(TextWrap.lines("a 0123456789abcdef z", width: 8) == ["a", "01234567", "89abcdef", "z"])
    }

    @Test func shortTextIsOneLine() {
        #expect(TextWrap.lines("applied trip", width: 27) == ["applied trip"])
        #expect(TextWrap.lines("", width: 27) == [""])
    }
}
