import IslandCore
import IslandTestSupport
import Testing
@testable import IslandUI
import IslandText

/// The grid's sanitiser over the injection vectors: nothing of the core's control set is
/// left, whole sequences go (no title or clipboard text survives), and clean text is kept.
@Suite struct SanitizerVectorTests {
    @Test func noVectorLeavesAControlInTheGrid() {
        var checked = 0
        for (name, text) in InjectionVectors.all {
            let clean = Sanitizer.sanitize(text)
            #expect(!ControlCharacters.contains(clean), "\(name): \(clean.unicodeScalars.map(\.value))")
            #expect(RawControls.find(in: clean) == [], "\(name)")
            #expect(Sanitizer.isClean(clean))
            #expect(!clean.contains("pwned") && !clean.contains("cm0gLXJmIH4K"), "\(name): a sequence's payload is dropped with it")
            checked += 1
        }
        #expect(checked >= 32)
        #expect(Sanitizer.sanitize("Straße 🚋 東京") == "Straße 🚋 東京")
        #expect(Sanitizer.sanitize("a\u{202E}b\u{85}c") == "ab\u{FFFD}c")
    }
}
