/// A named mapping from colour roles to colours, with optional glyph overrides.
package struct Theme: Hashable, Sendable {
    package var name: String
    /// One line saying what the theme is for (`description` in a theme file).
    package var summary: String
    package var colors: [ColorRole: ThemeColor]
    /// Glyphs this theme sets in place of the unicode or ASCII set, by key.
    package var glyphOverrides: [GlyphKey: String]

    package init(name: String, summary: String, colors: [ColorRole: ThemeColor], glyphOverrides: [GlyphKey: String] = [:]) {
        self.name = name
        self.summary = summary
        self.colors = colors
        self.glyphOverrides = glyphOverrides
    }

    package init(name: String, colors: [ColorRole: ThemeColor], glyphs: Glyphs? = nil) {
        self.init(name: name, summary: "", colors: colors, glyphOverrides: glyphs?.differences(from: .unicode) ?? [:])
    }

    /// Glyphs this theme sets in place of the defaults (nil: the unicode or ASCII set). Prefer
    /// `glyphs(over:)`, which keeps an ASCII terminal free of characters it cannot show.
    package var glyphs: Glyphs? {
        get { glyphOverrides.isEmpty ? nil : Glyphs.unicode.applying(glyphOverrides) }
        set { glyphOverrides = newValue?.differences(from: .unicode) ?? [:] }
    }

    package func color(for role: ColorRole) -> ThemeColor {
        colors[role] ?? .terminalDefault
    }

    /// The glyphs to draw with: `base` (`.unicode`, or `.ascii` when the locale is not UTF-8 or
    /// with `--ascii`) with this theme's overrides. Over an all-ASCII base only ASCII overrides
    /// apply, so a theme's `▰` never reaches a terminal that cannot show it.
    package func glyphs(over base: Glyphs) -> Glyphs {
        let asciiOnly = GlyphKey.allCases.allSatisfy { base[$0].unicodeScalars.allSatisfy(\.isASCII) }
        let applicable = asciiOnly
            ? glyphOverrides.filter { $0.value.unicodeScalars.allSatisfy(\.isASCII) }
            : glyphOverrides
        return base.applying(applicable)
    }

    /// The roles a theme file sets. `terminal` is not among them: it always means the
    /// terminal's own colour.
    package static let themeableRoles: [ColorRole] = ColorRole.allCases.filter { $0 != .terminal }

    /// Dark and iOS-like: a black island with white text. Works with no theme files at all.
    package static let builtInDefault = Theme(
        name: "default",
        summary: "Dark and iOS-like: a black island with white text",
        colors: [
            .screenBackground: .terminalDefault,
            .islandBackground: .index(16), .islandText: .index(255),
            .cardBackground: .index(236), .cardText: .index(255), .cardBorder: .index(240),
            .secondaryText: .index(248), .accent: .index(39),
            .positive: .index(77), .warning: .index(220), .severe: .index(208), .critical: .index(203), .stale: .index(244),
            .progressFill: .index(39), .progressTrack: .index(240),
            .button: .index(196), .buttonText: .index(255), .keyHint: .index(39),
            .statusBar: .index(235), .statusText: .index(250),
            .paneBorder: .index(240), .paneTitle: .index(252),
            .logInfo: .index(250), .logChange: .index(117), .logAlert: .index(220), .logWarning: .index(214), .logError: .index(203),
            .selection: .index(39), .overlayBackground: .index(237), .overlayText: .index(255),
            .phoneFrame: .index(244),
        ])

    /// No colours at all: the terminal's default everywhere (layouts still use bold, dim,
    /// underline and reverse). Selected by `NO_COLOR`; works with no theme files at all.
    package static let builtInMono = Theme(
        name: "mono",
        summary: "No colours: the terminal's own foreground and background everywhere",
        colors: Dictionary(uniqueKeysWithValues: themeableRoles.map { ($0, ThemeColor.terminalDefault) }))

    /// The themes island has without any files, by name.
    package static let builtIns: [Theme] = [builtInDefault, builtInMono]

    package static func builtIn(named name: String) -> Theme? {
        builtIns.first { $0.name == name }
    }
}
