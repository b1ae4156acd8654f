import IslandText
import Foundation
import IslandCore
import IslandTypes

/// What a frame is drawn with besides the model: the device's languages (island's own words
/// follow them, and each app's texts where the app has them), glyphs, the time zone clock
/// times are shown in, and whether text must be folded to ASCII.
package struct RenderContext: Hashable, Sendable {
    /// What a frame's text and glyphs depend on: two contexts with equal settings draw the
    /// same frame (the view cache keeps a view for the settings it was built in).
    struct Settings: Hashable {
        var languages: LanguagePreferences
        var glyphs: Glyphs
        var themeNames: [String]
        var timeZone: TimeZone
        var asciiOnly: Bool
    }

    /// The settings and caches, shared by copies until one copy changes a setting: a context
    /// is handed to every view and kept in their inputs, and a copy is one reference instead
    /// of one per glyph, name and cache.
    private final class Storage: @unchecked Sendable {
        var settings: Settings { didSet { language = Self.language(settings.languages) } }
        /// Worked out from the languages when they are set (asked for by every view).
        private(set) var language: Language
        let eventsCache: EventsPaneCache
        let viewCache: ActivityViewCache
        let widgetCache: WidgetFrameCache
        let footerMemo: FrameMemo<Footer.Line, [Span]>

        init(_ settings: Settings, eventsCache: EventsPaneCache = EventsPaneCache(), viewCache: ActivityViewCache = ActivityViewCache(),
             widgetCache: WidgetFrameCache = WidgetFrameCache(), footerMemo: FrameMemo<Footer.Line, [Span]> = FrameMemo()) {
            self.settings = settings
            self.language = Self.language(settings.languages)
            self.eventsCache = eventsCache
            self.viewCache = viewCache
            self.widgetCache = widgetCache
            self.footerMemo = footerMemo
        }

        /// A copy with the same settings, sharing the caches (what a copied context kept).
        func copy() -> Storage {
            Storage(settings, eventsCache: eventsCache, viewCache: viewCache, widgetCache: widgetCache, footerMemo: footerMemo)
        }

        static func language(_ languages: LanguagePreferences) -> Language {
            Language(rawValue: LanguageResolver.chrome(languages)) ?? .en
        }
    }

    private var storage: Storage

    /// The settings to change: this copy's own.
    private var owned: Settings {
        get { storage.settings }
        set {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            storage.settings = newValue
        }
    }

    var settings: Settings { storage.settings }

    package var languages: LanguagePreferences {
        get { storage.settings.languages }
        set { owned.languages = newValue }
    }
    package var glyphs: Glyphs {
        get { storage.settings.glyphs }
        set { owned.glyphs = newValue }
    }
    /// Names of the available themes, so the model's theme index can be shown by name.
    package var themeNames: [String] {
        get { storage.settings.themeNames }
        set { owned.themeNames = newValue }
    }
    /// Clock times (arrival, events pane, phone clock) are shown in this zone; tests pass UTC.
    package var timeZone: TimeZone {
        get { storage.settings.timeZone }
        set { owned.timeZone = newValue }
    }
    /// Fold every string to ASCII (umlauts to ae/oe/ue, other non-ASCII to `?`): a terminal
    /// without UTF-8 cannot show them. Defaults to on when the glyphs are the ASCII set.
    package var asciiOnly: Bool {
        get { storage.settings.asciiOnly }
        set { owned.asciiOnly = newValue }
    }
    /// The events pane's worded entries, kept from frame to frame (no part of equality).
    package var eventsCache: EventsPaneCache { storage.eventsCache }
    /// Each activity's view, kept until it changes (no part of equality).
    package var viewCache: ActivityViewCache { storage.viewCache }
    /// Each widget-drawn activity's evaluation and layouts, kept while they hold (no part of equality).
    package var widgetCache: WidgetFrameCache { storage.widgetCache }
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
        storage = Storage(Settings(languages: languages ?? LanguagePreferences([language.rawValue]), glyphs: glyphs,
                                   themeNames: themeNames, timeZone: timeZone, asciiOnly: asciiOnly ?? (glyphs == .ascii)))
    }

    /// Contexts are equal when their settings are; the caches take no part.
    package static func == (lhs: RenderContext, rhs: RenderContext) -> Bool {
        lhs.storage === rhs.storage || lhs.settings == rhs.settings
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(settings)
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
