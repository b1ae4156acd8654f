import IslandUI

/// Maps a theme's colours to the nearest colour the terminal has. Pure, so it is tested
/// without a terminal: 256-colour terminals take indices as they are and `#rrggbb` as the
/// nearest xterm-256 index; 16- and 8-colour terminals get the nearest basic colour;
/// direct-colour terminals (`xterm-direct`) take RGB as it is; monochrome gets no colour.
package struct ColorQuantizer: Hashable, Sendable {
    package enum Depth: Hashable, Sendable {
        case monochrome
        case basic8
        case basic16
        case palette256
        /// 24-bit: ncurses colour numbers are packed `0xRRGGBB`.
        case direct
    }

    package let depth: Depth
    /// Whether -1 (the terminal's own colour) is available (`use_default_colors` worked).
    package let hasDefaultColor: Bool

    package init(depth: Depth, hasDefaultColor: Bool = true) {
        self.depth = depth
        self.hasDefaultColor = hasDefaultColor
    }

    /// The depth for ncurses' `COLORS` (88-colour terminals are treated as 16).
    package init(colorCount: Int, hasDefaultColor: Bool = true) {
        let depth: Depth
        switch colorCount {
        case ..<8: depth = .monochrome
        case 8..<16: depth = .basic8
        case 16..<256: depth = .basic16
        case 256..<(1 << 24): depth = .palette256
        default: depth = .direct
        }
        self.init(depth: depth, hasDefaultColor: hasDefaultColor)
    }

    /// The ncurses colour number for `color` as a foreground or background; -1 is the
    /// terminal's default; nil on a monochrome terminal (attributes only).
    package func terminalColor(for color: ThemeColor, isBackground: Bool) -> Int32? {
        switch color {
        case .terminalDefault:
            guard depth != .monochrome else { return nil }
            // Without default colours, assume the common white-on-black.
            return hasDefaultColor ? -1 : (isBackground ? 0 : 7)
        case .index(let index):
            switch depth {
            case .monochrome: return nil
            case .palette256: return Int32(index)
            case .basic16: return index < 16 ? Int32(index) : Self.nearestBasic(Self.rgb(ofIndex: index), count: 16)
            case .basic8:
                // Bright basic colours fold onto their normal counterparts, as 8-colour
                // terminals draw them.
                if index < 16 { return Int32(index % 8) }
                return Self.nearestBasic(Self.rgb(ofIndex: index), count: 8)
            case .direct:
                return index < 8 ? Int32(index) : Self.packed(Self.rgb(ofIndex: index))
            }
        case .rgb(let r, let g, let b):
            let rgb = RGB(r, g, b)
            switch depth {
            case .monochrome: return nil
            case .palette256: return Int32(Self.nearestIndex256(rgb))
            case .basic16: return Self.nearestBasic(rgb, count: 16)
            case .basic8: return Self.nearestBasic(rgb, count: 8)
            case .direct: return Self.packed(rgb)
            }
        }
    }

    /// A foreground that stays readable on `background`. Two theme colours that are distinct
    /// in 256 colours can fold onto one basic colour (a grey border on a dark card both become
    /// black in 8 colours): text would vanish, so it takes black or white, whichever contrasts.
    package func legibleForeground(_ foreground: Int32, on background: Int32) -> Int32 {
        guard foreground == background, background >= 0, background < 256 else { return foreground }
        let rgb = Self.rgb(ofIndex: UInt8(background))
        let luminance = 299 * Int(rgb.r) + 587 * Int(rgb.g) + 114 * Int(rgb.b)
        return luminance > 128_000 ? 0 : 7
    }

    package struct RGB: Hashable, Sendable {
        package var r: UInt8
        package var g: UInt8
        package var b: UInt8
        package init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
            self.r = r
            self.g = g
            self.b = b
        }
    }

    /// xterm's default colours for the 16 basic indices.
    package static let basicPalette: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
        RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
        RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
        RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    /// The six levels of each channel in xterm's 6×6×6 colour cube (indices 16–231).
    package static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The colour xterm shows for a 256-colour index.
    package static func rgb(ofIndex index: UInt8) -> RGB {
        switch index {
        case 0..<16:
            return basicPalette[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            return RGB(cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
        default:
            let level = UInt8(8 + 10 * (Int(index) - 232))
            return RGB(level, level, level)
        }
    }

    /// The nearest index among the cube and the grey ramp (16–255). The basic 16 are left out:
    /// users reconfigure them, so they are no fixed target.
    package static func nearestIndex256(_ color: RGB) -> UInt8 {
        func nearestLevel(_ value: UInt8) -> Int {
            var best = 0
            for (index, level) in cubeLevels.enumerated()
            where abs(Int(level) - Int(value)) < abs(Int(cubeLevels[best]) - Int(value)) {
                best = index
            }
            return best
        }
        let cubeIndex = UInt8(16 + 36 * nearestLevel(color.r) + 6 * nearestLevel(color.g) + nearestLevel(color.b))
        let average = (Int(color.r) + Int(color.g) + Int(color.b)) / 3
        let greyStep = min(23, max(0, (average - 8 + 5) / 10))
        let greyIndex = UInt8(232 + greyStep)
        return distance(color, rgb(ofIndex: greyIndex)) < distance(color, rgb(ofIndex: cubeIndex)) ? greyIndex : cubeIndex
    }

    /// The nearest of the first `count` (8 or 16) basic colours. A colour with hardly any
    /// chroma goes to the nearest grey (black, dark grey, light grey, white) by lightness;
    /// any other keeps its hue and goes to the nearest coloured one. Plain nearest-distance
    /// would turn a soft green such as #5fd75f into grey, and "on time" would lose its colour.
    package static func nearestBasic(_ color: RGB, count: Int) -> Int32 {
        let limit = min(count, basicPalette.count)
        let high = max(color.r, color.g, color.b)
        let low = min(color.r, color.g, color.b)
        let greys = [0, 8, 7, 15].filter { $0 < limit }
        let candidates = Int(high) - Int(low) < chromaThreshold ? greys : (1..<limit).filter { !greys.contains($0) }
        var best = candidates[0]
        for index in candidates.dropFirst()
        where distance(color, basicPalette[index]) < distance(color, basicPalette[best]) {
            best = index
        }
        return Int32(best)
    }

    /// Below this difference between the strongest and weakest channel a colour reads as grey.
    static let chromaThreshold = 48

    /// Squared distance weighted for the eye ("redmean"): closer to what looks nearest than
    /// plain RGB distance, at the cost of one multiplication.
    package static func distance(_ a: RGB, _ b: RGB) -> Int {
        let meanRed = (Int(a.r) + Int(b.r)) / 2
        let dr = Int(a.r) - Int(b.r)
        let dg = Int(a.g) - Int(b.g)
        let db = Int(a.b) - Int(b.b)
        // Parenthesised: in Swift, >> binds tighter than *.
        return (((512 + meanRed) * dr * dr) >> 8) + 4 * dg * dg + (((767 - meanRed) * db * db) >> 8)
    }

    /// A direct-colour number; values below 8 are read as the ANSI colours by xterm-direct,
    /// so near-black moves up to 8 (#000008, indistinguishable).
    static func packed(_ color: RGB) -> Int32 {
        max(8, Int32(color.r) << 16 | Int32(color.g) << 8 | Int32(color.b))
    }
}
