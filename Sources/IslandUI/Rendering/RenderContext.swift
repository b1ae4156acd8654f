import Foundation

/// What a frame is drawn with besides the model: labels, glyphs, the time zone clock times
/// are shown in, and whether text must be folded to ASCII.
package struct RenderContext: Hashable, Sendable {
    package var language: Language
    package var glyphs: Glyphs
    /// Names of the available themes, so the model's theme index can be shown by name.
    package var themeNames: [String]
    /// Clock times (arrival, events pane, phone clock) are shown in this zone; tests pass UTC.
    package var timeZone: TimeZone
    /// Fold every string to ASCII (umlauts to ae/oe/ue, other non-ASCII to `?`): a terminal
    /// without UTF-8 cannot show them. Defaults to on when the glyphs are the ASCII set.
    package var asciiOnly: Bool

    package init(
        language: Language = .de, glyphs: Glyphs = .unicode, themeNames: [String] = ["default"],
        timeZone: TimeZone = .current, asciiOnly: Bool? = nil
    ) {
        self.language = language
        self.glyphs = glyphs
        self.themeNames = themeNames
        self.timeZone = timeZone
        self.asciiOnly = asciiOnly ?? (glyphs == .ascii)
    }

    /// The labels in this context's language.
    package var strings: Strings { Strings(language) }

    /// Text as it will be shown: sanitised, and folded to ASCII when the terminal needs it.
    package func display(_ text: String) -> String {
        asciiOnly ? AsciiFold.fold(Sanitizer.sanitize(text)) : text
    }

    /// Cells `text` takes once shown.
    package func width(of text: String) -> Int {
        TextWidth.width(of: Sanitizer.sanitize(display(text)))
    }

    /// The name of the theme the model's theme index points at.
    package func themeName(at index: Int) -> String? {
        themeNames.isEmpty ? nil : themeNames[((index % themeNames.count) + themeNames.count) % themeNames.count]
    }
}
