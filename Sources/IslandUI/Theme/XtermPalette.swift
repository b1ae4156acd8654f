/// The xterm 256-colour palette as xterm draws it by default: 16 system colours, a 6×6×6
/// colour cube and a 24-step grey ramp. Used to show index colours as RGB and to map a colour
/// to the nearest one a 256-, 16- or 8-colour terminal has.
package enum XtermPalette {
    /// xterm's default system colours 0–15.
    private static let system: [(UInt8, UInt8, UInt8)] = [
        (0x00, 0x00, 0x00), (0xCD, 0x00, 0x00), (0x00, 0xCD, 0x00), (0xCD, 0xCD, 0x00),
        (0x00, 0x00, 0xEE), (0xCD, 0x00, 0xCD), (0x00, 0xCD, 0xCD), (0xE5, 0xE5, 0xE5),
        (0x7F, 0x7F, 0x7F), (0xFF, 0x00, 0x00), (0x00, 0xFF, 0x00), (0xFF, 0xFF, 0x00),
        (0x5C, 0x5C, 0xFF), (0xFF, 0x00, 0xFF), (0x00, 0xFF, 0xFF), (0xFF, 0xFF, 0xFF),
    ]

    /// The six intensities of the colour cube's axes.
    private static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    package static func rgb(of index: UInt8) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let i = Int(index)
        if i < 16 {
            let c = system[i]
            return (c.0, c.1, c.2)
        }
        if i < 232 {
            let n = i - 16
            return (cubeLevels[n / 36], cubeLevels[(n / 6) % 6], cubeLevels[n % 6])
        }
        let grey = UInt8(8 + 10 * (i - 232))
        return (grey, grey, grey)
    }

    /// The index nearest to an RGB colour among those a terminal of `colors` colours has.
    /// For 256 colours the system colours 0–15 are not candidates: users redefine them, so
    /// the cube and the grey ramp are the only indexes whose colour is known.
    /// For 16 and 8 colours, whose palettes are too coarse for distances (a light green is
    /// "nearest" to yellow), the hue picks the colour and the brightness picks black, the
    /// normal or the bright variant.
    package static func nearest(red: UInt8, green: UInt8, blue: UInt8, colors: Int) -> UInt8 {
        guard colors >= 256 else {
            return nearestSystemColor(red: red, green: green, blue: blue, bright: colors >= 16)
        }
        let candidates = 16...255
        var best = candidates.lowerBound
        var bestDistance = Int.max
        for index in candidates {
            let c = rgb(of: UInt8(index))
            let d = distance((red, green, blue), (c.red, c.green, c.blue))
            if d < bestDistance {
                best = index
                bestDistance = d
            }
        }
        return UInt8(best)
    }

    private static func nearestSystemColor(red: UInt8, green: UInt8, blue: UInt8, bright: Bool) -> UInt8 {
        let r = Double(red) / 255, g = Double(green) / 255, b = Double(blue) / 255
        let maximum = max(r, g, b), minimum = min(r, g, b)
        let value = maximum
        let saturation = maximum == 0 ? 0 : (maximum - minimum) / maximum
        if saturation < 0.3 || value < 0.3 {
            // Greys (and colours too dark to tell apart): black, dark grey, light grey, white.
            let lightness = (maximum + minimum) / 2
            guard bright else { return lightness < 0.5 ? 0 : 7 }
            switch lightness {
            case ..<0.2: return 0
            case ..<0.55: return 8
            case ..<0.85: return 7
            default: return 15
            }
        }
        var hue: Double
        let chroma = maximum - minimum
        if maximum == r {
            hue = 60 * ((g - b) / chroma)
        } else if maximum == g {
            hue = 60 * ((b - r) / chroma) + 120
        } else {
            hue = 60 * ((r - g) / chroma) + 240
        }
        if hue < 0 { hue += 360 }
        // The six hues of the system colours, in 60° steps from red; a tie (orange) goes to
        // yellow, which many palettes draw orange-brown anyway.
        let hueIndexes: [UInt8] = [1, 3, 2, 6, 4, 5]  // red, yellow, green, cyan, blue, magenta
        let step = Int(((hue + 30).truncatingRemainder(dividingBy: 360)) / 60)
        let normal = hueIndexes[min(step, 5)]
        return bright && value > 0.8 ? normal + 8 : normal
    }

    /// The "redmean" weighted distance: cheap, and closer to how eyes judge colour
    /// differences than plain Euclidean RGB distance.
    private static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        let meanRed = (Int(a.0) + Int(b.0)) / 2
        let dr = Int(a.0) - Int(b.0)
        let dg = Int(a.1) - Int(b.1)
        let db = Int(a.2) - Int(b.2)
        // Swift's `>>` binds tighter than `*`: the products need their own parentheses.
        return (((512 + meanRed) * dr * dr) >> 8) + 4 * dg * dg + (((767 - meanRed) * db * db) >> 8)
    }
}
