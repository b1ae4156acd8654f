import IslandUI

/// A theme's colours as ncurses colour numbers, through the one colour mapping
/// (`ColorMapping`) that `island render --ansi` uses too. Pure, so it is tested without a
/// terminal: a palette index is its number, a direct-colour terminal's RGB is packed
/// `0xRRGGBB`, the terminal's own colour is -1 — or, where `use_default_colors` failed, the
/// common white on black.
package struct ColorQuantizer: Hashable, Sendable {
    package let mapping: ColorMapping
    /// Whether -1 (the terminal's own colour) is available (`use_default_colors` worked).
    package let hasDefaultColor: Bool

    package var depth: ColorDepth { mapping.depth }

    package init(depth: ColorDepth, hasDefaultColor: Bool = true) {
        mapping = ColorMapping(depth: depth)
        self.hasDefaultColor = hasDefaultColor
    }

    /// The depth for ncurses' `COLORS`.
    package init(colorCount: Int, hasDefaultColor: Bool = true) {
        self.init(depth: ColorDepth(colorCount: colorCount), hasDefaultColor: hasDefaultColor)
    }

    /// The colour numbers of a cell (`distinct`: its foreground and background are different
    /// roles); nil on a monochrome terminal (attributes only).
    package func colors(foreground: ThemeColor, background: ThemeColor, distinct: Bool) -> (foreground: Int32, background: Int32)? {
        let pair = mapping.pair(foreground: foreground, background: background, distinct: distinct)
        guard let fore = pair.foreground, let back = pair.background else { return nil }
        return (number(fore, isBackground: false), number(back, isBackground: true))
    }

    /// The ncurses number of a terminal colour.
    package func number(_ color: TerminalColor, isBackground: Bool) -> Int32 {
        switch color {
        case .terminalDefault: return hasDefaultColor ? -1 : (isBackground ? 0 : 7)
        case .index(let index): return Int32(index)
        case .rgb(let r, let g, let b):
            // Packed 0xRRGGBB; the mapping never gives the values below 8 xterm-direct reads as
            // ANSI colours, and this keeps it so for any caller.
            return max(8, Int32(r) << 16 | Int32(g) << 8 | Int32(b))
        }
    }
}
