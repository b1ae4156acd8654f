import Foundation
import IslandCore

/// What a frame is drawn with besides the model: the device's languages (island's own words
/// follow them, and each app's texts where the app has them), glyphs, the time zone clock
/// times are shown in, and whether text must be folded to ASCII.
package struct RenderContext: Hashable, Sendable {
    /// The settings and caches, shared by copies until one copy changes a setting: a context
    /// is handed to every view and kept in their inputs, and a copy is one reference instead
    /// of one per glyph, name and cache.
    private final class Storage: @unchecked Sendable {
        var languages: LanguagePreferences { didSet { language = Self.language(languages) } }
        var glyphs: Glyphs
        var themeNames: [String]
        var timeZone: TimeZone
        var asciiOnly: Bool
        /// Worked out from `languages` when they are set (asked for by every view).
        private(set) var language: Language
        let eventsCache: EventsPaneCache
        let viewCache: ActivityViewCache
        let footerMemo: FrameMemo<Footer.Line, [Span]>

        init(languages: LanguagePreferences, glyphs: Glyphs, themeNames: [String], timeZone: TimeZone, asciiOnly: Bool,
             eventsCache: EventsPaneCache = EventsPaneCache(), viewCache: ActivityViewCache = ActivityViewCache(),
             footerMemo: FrameMemo<Footer.Line, [Span]> = FrameMemo()) {
            self.languages = languages
            self.glyphs = glyphs
            self.themeNames = themeNames
            self.timeZone = timeZone
            self.asciiOnly = asciiOnly
            self.language = Self.language(languages)
            self.eventsCache = eventsCache
            self.viewCache = viewCache
            self.footerMemo = footerMemo
        }

        /// A copy with the same settings, sharing the caches (what a copied context kept).
        func copy() -> Storage {
            Storage(languages: languages, glyphs: glyphs, themeNames: themeNames, timeZone: timeZone, asciiOnly: asciiOnly,
                    eventsCache: eventsCache, viewCache: viewCache, footerMemo: footerMemo)
        }

        static func language(_ languages: LanguagePreferences) -> Language {
            Language(rawValue: LanguageResolver.chrome(languages)) ?? .en
        }
    }

    private var storage: Storage

    /// The storage to change: this copy's own.
    private mutating func owned() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    package var languages: LanguagePreferences {
        get { storage.languages }
        set { owned().languages = newValue }
    }
    package var glyphs: Glyphs {
        get { storage.glyphs }
        set { owned().glyphs = newValue }
    }
    /// Names of the available themes, so the model's theme index can be shown by name.
    package var themeNames: [String] {
        get { storage.themeNames }
        set { owned().themeNames = newValue }
    }
    /// Clock times (arrival, events pane, phone clock) are shown in this zone; tests pass UTC.
    package var timeZone: TimeZone {
        get { storage.timeZone }
        set { owned().timeZone = newValue }
    }
    /// Fold every string to ASCII (umlauts to ae/oe/ue, other non-ASCII to `?`): a terminal
    /// without UTF-8 cannot show them. Defaults to on when the glyphs are the ASCII set.
    package var asciiOnly: Bool {
        get { storage.asciiOnly }
        set { owned().asciiOnly = newValue }
    }
    /// The events pane's worded entries, kept from frame to frame (no part of equality).
    package var eventsCache: EventsPaneCache { storage.eventsCache }
    /// Each activity's view, kept until it changes (no part of equality).
    package var viewCache: ActivityViewCache { storage.viewCache }
    /// The footer's hints as last worded and fitted (no part of equality).
    var footerMemo: FrameMemo<Footer.Line, [Span]> { storage.footerMemo }

    /// - Parameters:
    ///   - language: island's own language when the device's languages are not given (tests).
    ///   - timeZone: where clock times are shown; the caller decides (`TimeZone.current` at the
    ///     edge, UTC in tests).
    package init(
        language: Language = .de, languages: LanguagePreferences? = nil, glyphs: Glyphs = .unicode, themeNames: [String] = ["default"],
        timeZone: TimeZone, asciiOnly: Bool? = nil
    ) {
        storage = Storage(languages: languages ?? LanguagePreferences([language.rawValue]), glyphs: glyphs, themeNames: themeNames,
                          timeZone: timeZone, asciiOnly: asciiOnly ?? (glyphs == .ascii))
    }

    /// Contexts are equal when their settings are; the caches take no part.
    package static func == (lhs: RenderContext, rhs: RenderContext) -> Bool {
        lhs.storage === rhs.storage || (lhs.languages == rhs.languages && lhs.glyphs == rhs.glyphs && lhs.themeNames == rhs.themeNames
            && lhs.timeZone == rhs.timeZone && lhs.asciiOnly == rhs.asciiOnly)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(languages)
        hasher.combine(glyphs)
        hasher.combine(themeNames)
        hasher.combine(timeZone)
        hasher.combine(asciiOnly)
    }

    /// island's own language: the device's when island has it, else English.
    package var language: Language { storage.language }

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
