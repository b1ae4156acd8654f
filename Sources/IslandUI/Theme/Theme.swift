/// A named mapping from colour roles to colours, with optional glyph overrides.
public struct Theme: Hashable, Sendable {
    public var name: String
    public var colors: [ColorRole: ThemeColor]
    /// Glyphs this theme sets in place of the defaults (nil: the unicode or ASCII set).
    public var glyphs: Glyphs?

    public init(name: String, colors: [ColorRole: ThemeColor], glyphs: Glyphs? = nil) {
        self.name = name
        self.colors = colors
        self.glyphs = glyphs
    }

    public func color(for role: ColorRole) -> ThemeColor {
        colors[role] ?? .terminalDefault
    }

    /// Dark and iOS-like: a black island with white text. Works with no theme files at all.
    public static let builtInDefault = Theme(name: "default", colors: [
        .screenBackground: .terminalDefault,
        .islandBackground: .index(16), .islandText: .index(255),
        .cardBackground: .index(236), .cardText: .index(255), .cardBorder: .index(240),
        .secondaryText: .index(248), .accent: .index(39),
        .onTime: .index(77), .late: .index(203), .stale: .index(244),
        .progressFill: .index(39), .progressTrack: .index(240),
        .occupancyLow: .index(77), .occupancyMedium: .index(220), .occupancyHigh: .index(208), .occupancyFull: .index(196),
        .button: .index(196), .buttonText: .index(255), .keyHint: .index(39),
        .statusBar: .index(235), .statusText: .index(250),
        .paneBorder: .index(240), .paneTitle: .index(252),
        .logInfo: .index(250), .logChange: .index(117), .logAlert: .index(220), .logWarning: .index(214), .logError: .index(203),
        .selection: .index(39), .overlayBackground: .index(237), .overlayText: .index(255),
        .battery: .index(77), .batteryLow: .index(203), .fault: .index(203), .phoneFrame: .index(244),
    ])
}
