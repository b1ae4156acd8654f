import IslandText
/// The name of one glyph a theme may set (the `glyphs` object of a theme file), with the
/// shape a value must have so layouts that measure in cells stay aligned.
package enum GlyphKey: String, CaseIterable, Hashable, Sendable, Codable {
    case progressFill
    case progressTrack
    case pillLeft
    case pillRight
    case horizontal
    case vertical
    case cornerTopLeft
    case cornerTopRight
    case cornerBottomLeft
    case cornerBottomRight
    case arrow
    case separator
    case lineIcon
    case ellipsis
    case check
    case cross
    case bullet

    /// Keys stored as a `Character` in `Glyphs`: exactly one grapheme cluster.
    package var isSingleCharacter: Bool {
        switch self {
        case .progressFill, .progressTrack, .pillLeft, .pillRight, .horizontal, .vertical,
             .cornerTopLeft, .cornerTopRight, .cornerBottomLeft, .cornerBottomRight:
            return true
        case .arrow, .separator, .lineIcon, .ellipsis, .check, .cross, .bullet:
            return false
        }
    }

    /// Terminal cells a value may occupy. Bars, frames and markers are drawn cell by cell, so
    /// they must be exactly one cell; icons and separators may be a little wider.
    package var allowedWidth: ClosedRange<Int> {
        switch self {
        case .arrow, .lineIcon: return 1...2
        case .separator: return 1...3
        default: return 1...1
        }
    }

    /// The width rule as an error message or the documentation states it.
    package var widthDescription: Sentence {
        let range = allowedWidth
        let cells = range.lowerBound == range.upperBound
            ? Sentence(range.lowerBound == 1 ? .themeCellsOne : .themeCellsCount, ["count": String(range.lowerBound)])
            : Sentence(.themeCellsRange, ["low": String(range.lowerBound), "high": String(range.upperBound)])
        return Sentence(isSingleCharacter ? .themeWidthCharacter : .themeWidthString, sentences: ["cells": cells])
    }
}
