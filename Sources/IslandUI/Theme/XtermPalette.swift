/// The xterm 256-colour palette as xterm draws it by default: 16 system colours, a 6×6×6
/// colour cube and a 24-step grey ramp. Used to show index colours as RGB, and by the one
/// colour mapping (`ColorMapping`) to find the nearest colour a terminal has.
package enum XtermPalette {
    /// xterm's default system colours 0–15.
    private static let system: [(UInt8, UInt8, UInt8)] = [
        (0x00, 0x00, 0x00), (0xCD, 0x00, 0x00), (0x00, 0xCD, 0x00), (0xCD, 0xCD, 0x00),
        (0x00, 0x00, 0xEE), (0xCD, 0x00, 0xCD), (0x00, 0xCD, 0xCD), (0xE5, 0xE5, 0xE5),
        (0x7F, 0x7F, 0x7F), (0xFF, 0x00, 0x00), (0x00, 0xFF, 0x00), (0xFF, 0xFF, 0x00),
        (0x5C, 0x5C, 0xFF), (0xFF, 0x00, 0xFF), (0x00, 0xFF, 0xFF), (0xFF, 0xFF, 0xFF),
    ]

    /// The six intensities of the colour cube's axes.
    package static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

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
}
