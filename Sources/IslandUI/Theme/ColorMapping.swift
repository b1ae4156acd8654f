/// The one mapping from a theme's colours to a terminal's: the live dashboard (through ncurses)
/// and `island render --ansi` / `island themes` (through SGR escapes) both draw what this says,
/// so a frame looks the same in both at every depth. 256-colour terminals take indices as
/// they are and `#rrggbb` as the nearest cube or grey index; 16- and 8-colour terminals get the
/// nearest basic colour (keeping the hue of anything that has one); direct-colour terminals
/// take RGB as it is, and indices as xterm draws them; monochrome gets no colour. A foreground
/// that folds onto its background's colour (a grey border on a dark card, both black in 8
/// colours) takes black or white, whichever reads, so nothing drawn vanishes.
package struct ColorMapping: Hashable, Sendable {
    package let depth: ColorDepth

    package init(depth: ColorDepth) {
        self.depth = depth
    }

    /// The terminal colour of a theme colour; nil on a monochrome terminal.
    package func color(_ color: ThemeColor) -> TerminalColor? {
        switch color {
        case .terminalDefault:
            return depth == .monochrome ? nil : .terminalDefault
        case .index(let index):
            switch depth {
            case .monochrome: return nil
            case .palette256: return .index(index)
            case .basic16: return .index(index < 16 ? index : Self.nearestBasic(XtermPalette.rgb(of: index), count: 16))
            case .basic8:
                // Bright basic colours fold onto their normal counterparts, as 8-colour
                // terminals draw them.
                return .index(index < 16 ? index % 8 : Self.nearestBasic(XtermPalette.rgb(of: index), count: 8))
            case .direct:
                // xterm-direct reads 0–7 as the ANSI colours and everything else as RGB.
                if index < 8 { return .index(index) }
                let rgb = XtermPalette.rgb(of: index)
                return Self.direct(rgb.red, rgb.green, rgb.blue)
            }
        case .rgb(let r, let g, let b):
            switch depth {
            case .monochrome: return nil
            case .palette256: return .index(Self.nearestIndex256((r, g, b)))
            case .basic16: return .index(Self.nearestBasic((r, g, b), count: 16))
            case .basic8: return .index(Self.nearestBasic((r, g, b), count: 8))
            case .direct: return Self.direct(r, g, b)
            }
        }
    }

    /// RGB for a direct-colour terminal. xterm-direct reads the values 0–7 as the ANSI colours,
    /// so near-black #000000–#000007 becomes #000008 (indistinguishable) — here, so that printed
    /// output shows what the dashboard shows.
    static func direct(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> TerminalColor {
        r == 0 && g == 0 && b < 8 ? .rgb(0, 0, 8) : .rgb(r, g, b)
    }

    /// The colours of a cell: `distinct` when its foreground and background are different roles
    /// (the same role on both is meant to read as one block).
    package func pair(foreground: ThemeColor, background: ThemeColor, distinct: Bool = true)
        -> (foreground: TerminalColor?, background: TerminalColor?) {
        let back = color(background)
        var fore = color(foreground)
        if distinct, let f = fore, let b = back { fore = Self.legible(f, on: b) }
        return (fore, back)
    }

    /// A foreground that stays readable on `background`: when two colours of the theme came
    /// out as the same palette colour, black or white, whichever contrasts.
    package static func legible(_ foreground: TerminalColor, on background: TerminalColor) -> TerminalColor {
        guard foreground == background, case .index(let index) = background else { return foreground }
        let rgb = XtermPalette.rgb(of: index)
        let luminance = 299 * Int(rgb.red) + 587 * Int(rgb.green) + 114 * Int(rgb.blue)
        return .index(luminance > 128_000 ? 0 : 7)
    }

    /// The nearest index among the cube and the grey ramp (16–255). The basic 16 are left out:
    /// users reconfigure them, so they are no fixed target.
    package static func nearestIndex256(_ color: (UInt8, UInt8, UInt8)) -> UInt8 {
        let (r, g, b) = color
        let cubeLevels = XtermPalette.cubeLevels
        func nearestLevel(_ value: UInt8) -> Int {
            var best = 0
            for (index, level) in cubeLevels.enumerated()
            where abs(Int(level) - Int(value)) < abs(Int(cubeLevels[best]) - Int(value)) {
                best = index
            }
            return best
        }
        let cubeIndex = UInt8(16 + 36 * nearestLevel(r) + 6 * nearestLevel(g) + nearestLevel(b))
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let greyIndex = UInt8(232 + min(23, max(0, (average - 8 + 5) / 10)))
        let cube = XtermPalette.rgb(of: cubeIndex)
        let grey = XtermPalette.rgb(of: greyIndex)
        return distance((r, g, b), (grey.red, grey.green, grey.blue)) < distance((r, g, b), (cube.red, cube.green, cube.blue))
            ? greyIndex : cubeIndex
    }

    /// The nearest of the first `count` (8 or 16) basic colours. A colour with hardly any
    /// chroma goes to the nearest grey (black, dark grey, light grey, white); any other keeps
    /// its hue and goes to the nearest coloured one. Plain nearest-distance would turn a soft
    /// green such as #5fd75f into grey, and "on time" would lose its colour.
    package static func nearestBasic(_ color: (UInt8, UInt8, UInt8), count: Int) -> UInt8 {
        let limit = min(count, 16)
        let (r, g, b) = color
        let high = max(r, g, b)
        let low = min(r, g, b)
        let greys: [UInt8] = [0, 8, 7, 15].filter { Int($0) < limit }
        let candidates = Int(high) - Int(low) < chromaThreshold ? greys : (1..<UInt8(limit)).filter { !greys.contains($0) }
        var best = candidates[0]
        func rgb(_ index: UInt8) -> (UInt8, UInt8, UInt8) {
            let c = XtermPalette.rgb(of: index)
            return (c.red, c.green, c.blue)
        }
        for index in candidates.dropFirst() where distance(color, rgb(index)) < distance(color, rgb(best)) {
            best = index
        }
        return best
    }

    /// Below this difference between the strongest and weakest channel a colour reads as grey.
    static let chromaThreshold = 48

    /// Squared distance weighted for the eye ("redmean"): closer to what looks nearest than
    /// plain RGB distance, at the cost of one multiplication.
    package static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        let meanRed = (Int(a.0) + Int(b.0)) / 2
        let dr = Int(a.0) - Int(b.0)
        let dg = Int(a.1) - Int(b.1)
        let db = Int(a.2) - Int(b.2)
        // Parenthesised: in Swift, >> binds tighter than *.
        return (((512 + meanRed) * dr * dr) >> 8) + 4 * dg * dg + (((767 - meanRed) * db * db) >> 8)
    }
}
