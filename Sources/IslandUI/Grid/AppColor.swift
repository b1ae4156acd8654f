/// A colour the app's own widget code names (`Color(red:green:blue:)`, `Color(hex:)`, `.green`,
/// `.opacity(0.5)`), kept in a cell beside the nearest theme role: painted as it is where the
/// terminal has 24-bit colour and as the nearest colour it has otherwise (`ColorMapping`). The
/// role stays the cell's meaning for style masks and for a theme that colours nothing.
package struct AppColor: Hashable, Sendable {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8
    /// 255: opaque; less is blended over what the cell is drawn on, as SwiftUI composites it.
    package var alpha: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// From SwiftUI's 0…1 components.
    package init(red: Double, green: Double, blue: Double, opacity: Double) {
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value.isNaN ? 0 : value, 0), 1) * 255).rounded()) }
        self.init(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(opacity))
    }

    /// The colour as a theme colour, composited over `below` (what the cell is drawn on; the
    /// terminal's own colour counts as black, island's dark screen).
    package func themeColor(over below: ThemeColor) -> ThemeColor {
        guard alpha < 255 else { return .rgb(red, green, blue) }
        let base = below.rgbComponents ?? (0, 0, 0)
        let weight = Int(alpha)
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            let above: Int = Int(top) * weight
            let under: Int = Int(bottom) * (255 - weight)
            return UInt8((above + under + 127) / 255)
        }
        return .rgb(mix(red, base.red), mix(green, base.green), mix(blue, base.blue))
    }

    /// `#rrggbb` (and `/aa` when translucent), as snapshots' legends name it.
    package var text: String {
        let digits = Array("0123456789abcdef")
        func hex(_ byte: UInt8) -> String { String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]) }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 255 ? "/" + hex(alpha) : "")
    }
}
