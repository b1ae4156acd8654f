/// The characters the layouts draw with. Themes may override them; the ASCII set is used
/// when the locale is not UTF-8 or with `--ascii`.
package struct Glyphs: Hashable, Sendable {
    package var progressFill: Character
    package var progressTrack: Character
    package var pillLeft: Character
    package var pillRight: Character
    package var horizontal: Character
    package var vertical: Character
    package var cornerTopLeft: Character
    package var cornerTopRight: Character
    package var cornerBottomLeft: Character
    package var cornerBottomRight: Character
    package var arrow: String
    package var separator: String
    package var lineIcon: String
    package var ellipsis: String
    package var check: String
    package var cross: String
    package var bullet: String

    package init(
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
    package static let unicode = Glyphs(
        progressFill: "█", progressTrack: "░", pillLeft: "(", pillRight: ")",
        horizontal: "─", vertical: "│", cornerTopLeft: "╭", cornerTopRight: "╮",
        cornerBottomLeft: "╰", cornerBottomRight: "╯", arrow: "→", separator: "·",
        lineIcon: "🚋", ellipsis: "…", check: "✓", cross: "✗", bullet: "•")

    /// Plain ASCII for terminals without UTF-8.
    package static let ascii = Glyphs(
        progressFill: "#", progressTrack: "-", pillLeft: "(", pillRight: ")",
        horizontal: "-", vertical: "|", cornerTopLeft: "+", cornerTopRight: "+",
        cornerBottomLeft: "+", cornerBottomRight: "+", arrow: "->", separator: "|",
        lineIcon: "T", ellipsis: "~", check: "v", cross: "x", bullet: "*")

    /// The glyph a theme file names `key`, as a string.
    package subscript(key: GlyphKey) -> String {
        switch key {
        case .progressFill: return String(progressFill)
        case .progressTrack: return String(progressTrack)
        case .pillLeft: return String(pillLeft)
        case .pillRight: return String(pillRight)
        case .horizontal: return String(horizontal)
        case .vertical: return String(vertical)
        case .cornerTopLeft: return String(cornerTopLeft)
        case .cornerTopRight: return String(cornerTopRight)
        case .cornerBottomLeft: return String(cornerBottomLeft)
        case .cornerBottomRight: return String(cornerBottomRight)
        case .arrow: return arrow
        case .separator: return separator
        case .lineIcon: return lineIcon
        case .ellipsis: return ellipsis
        case .check: return check
        case .cross: return cross
        case .bullet: return bullet
        }
    }

    /// This set with `overrides` applied. A single-character key whose value is not exactly one
    /// grapheme cluster is left as it was (the theme parser rejects such values earlier).
    package func applying(_ overrides: [GlyphKey: String]) -> Glyphs {
        var copy = self
        for (key, value) in overrides {
            if key.isSingleCharacter {
                guard value.count == 1, let character = value.first else { continue }
                switch key {
                case .progressFill: copy.progressFill = character
                case .progressTrack: copy.progressTrack = character
                case .pillLeft: copy.pillLeft = character
                case .pillRight: copy.pillRight = character
                case .horizontal: copy.horizontal = character
                case .vertical: copy.vertical = character
                case .cornerTopLeft: copy.cornerTopLeft = character
                case .cornerTopRight: copy.cornerTopRight = character
                case .cornerBottomLeft: copy.cornerBottomLeft = character
                case .cornerBottomRight: copy.cornerBottomRight = character
                default: break
                }
            } else {
                switch key {
                case .arrow: copy.arrow = value
                case .separator: copy.separator = value
                case .lineIcon: copy.lineIcon = value
                case .ellipsis: copy.ellipsis = value
                case .check: copy.check = value
                case .cross: copy.cross = value
                case .bullet: copy.bullet = value
                default: break
                }
            }
        }
        return copy
    }

    /// The keys whose glyph differs from `base`, with this set's values.
    package func differences(from base: Glyphs) -> [GlyphKey: String] {
        var result: [GlyphKey: String] = [:]
        for key in GlyphKey.allCases where self[key] != base[key] {
            result[key] = self[key]
        }
        return result
    }
}
