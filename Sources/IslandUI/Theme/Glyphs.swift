/// The characters the layouts draw with. Themes may override them; the ASCII set is used
/// when the locale is not UTF-8 or with `--ascii`.
public struct Glyphs: Hashable, Sendable {
    public var progressFill: Character
    public var progressTrack: Character
    public var pillLeft: Character
    public var pillRight: Character
    public var horizontal: Character
    public var vertical: Character
    public var cornerTopLeft: Character
    public var cornerTopRight: Character
    public var cornerBottomLeft: Character
    public var cornerBottomRight: Character
    public var arrow: String
    public var separator: String
    public var lineIcon: String
    public var ellipsis: String
    public var check: String
    public var cross: String
    public var bullet: String

    public init(
        progressFill: Character, progressTrack: Character, pillLeft: Character, pillRight: Character,
        horizontal: Character, vertical: Character, cornerTopLeft: Character, cornerTopRight: Character,
        cornerBottomLeft: Character, cornerBottomRight: Character, arrow: String, separator: String,
        lineIcon: String, ellipsis: String, check: String, cross: String, bullet: String
    ) {
        self.progressFill = progressFill
        self.progressTrack = progressTrack
        self.pillLeft = pillLeft
        self.pillRight = pillRight
        self.horizontal = horizontal
        self.vertical = vertical
        self.cornerTopLeft = cornerTopLeft
        self.cornerTopRight = cornerTopRight
        self.cornerBottomLeft = cornerBottomLeft
        self.cornerBottomRight = cornerBottomRight
        self.arrow = arrow
        self.separator = separator
        self.lineIcon = lineIcon
        self.ellipsis = ellipsis
        self.check = check
        self.cross = cross
        self.bullet = bullet
    }

    /// Rounded pills and cards, block progress bars, the tram emoji.
    public static let unicode = Glyphs(
        progressFill: "█", progressTrack: "░", pillLeft: "(", pillRight: ")",
        horizontal: "─", vertical: "│", cornerTopLeft: "╭", cornerTopRight: "╮",
        cornerBottomLeft: "╰", cornerBottomRight: "╯", arrow: "→", separator: "·",
        lineIcon: "🚋", ellipsis: "…", check: "✓", cross: "✗", bullet: "•")

    /// Plain ASCII for terminals without UTF-8.
    public static let ascii = Glyphs(
        progressFill: "#", progressTrack: "-", pillLeft: "(", pillRight: ")",
        horizontal: "-", vertical: "|", cornerTopLeft: "+", cornerTopRight: "+",
        cornerBottomLeft: "+", cornerBottomRight: "+", arrow: "->", separator: "|",
        lineIcon: "T", ellipsis: "~", check: "v", cross: "x", bullet: "*")
}
