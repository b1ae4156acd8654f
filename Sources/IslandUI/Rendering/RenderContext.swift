import Foundation
import IslandCore

/// What a frame is drawn with besides the model: the device's languages (island's own words
/// follow them, and each app's texts where the app has them), glyphs, the time zone clock
/// times are shown in, and whether text must be folded to ASCII.
package struct RenderContext: Hashable, Sendable {
    package var languages: LanguagePreferences
    package var glyphs: Glyphs
    /// Names of the available themes, so the model's theme index can be shown by name.
    package var themeNames: [String]
    /// Clock times (arrival, events pane, phone clock) are shown in this zone; tests pass UTC.
    package var timeZone: TimeZone
    /// Fold every string to ASCII (umlauts to ae/oe/ue, other non-ASCII to `?`): a terminal
    /// without UTF-8 cannot show them. Defaults to on when the glyphs are the ASCII set.
    package var asciiOnly: Bool
    /// The events pane's worded entries, kept from frame to frame (no part of equality).
    package var eventsCache = EventsPaneCache()
    /// Each activity's view, kept until it changes (no part of equality).
    package var viewCache = ActivityViewCache()
    /// The footer's hints as last worded and fitted (no part of equality).
    var footerMemo = FrameMemo<Footer.Line, [Span]>()

    /// - Parameters:
    ///   - language: island's own language when the device's languages are not given (tests).
    ///   - timeZone: where clock times are shown; the caller decides (`TimeZone.current` at the
    ///     edge, UTC in tests).
    package init(
        language: Language = .de, languages: LanguagePreferences? = nil, glyphs: Glyphs = .unicode, themeNames: [String] = ["default"],
        timeZone: TimeZone, asciiOnly: Bool? = nil
    ) {
        self.languages = languages ?? LanguagePreferences([language.rawValue])
        self.glyphs = glyphs
        self.themeNames = themeNames
        self.timeZone = timeZone
        self.asciiOnly = asciiOnly ?? (glyphs == .ascii)
    }

    /// island's own language: the device's when island has it, else English.
    package var language: Language {
        Language(rawValue: LanguageResolver.chrome(languages)) ?? .en
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
