import IslandTypes

/// The colour a widget's code names, as the iPhone paints it: SwiftUI's system colours in their
/// Dark Mode values (the Lock Screen and the island are drawn dark, `colorScheme` `.dark`), an
/// RGB or hex colour as it is, an `.opacity` kept for compositing. nil for what follows the
/// text rather than naming a colour (`.primary`, `.secondary`, `.accentColor`, a gradient): the
/// theme's roles draw those.
extension WidgetColor {
    var appColor: AppColor? {
        switch self {
        case .rgb(let red, let green, let blue):
            return AppColor(red: red, green: green, blue: blue, opacity: 1)
        case .named(let name):
            return Self.systemColors[name]
        case .opacity(let base, let amount):
            guard var color = base.appColor else { return nil }
            let alpha = Double(color.alpha) / 255 * min(max(amount.isNaN ? 1 : amount, 0), 1)
            color.alpha = UInt8((alpha * 255).rounded())
            return color
        }
    }

    /// SwiftUI's standard colours in Dark Mode (Apple's Human Interface Guidelines, "Color":
    /// the system colours' dark variants; `Color.red` is `systemRed`, and so on).
    static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> AppColor {
        AppColor(red: red, green: green, blue: blue)
    }

    static let systemColors: [String: AppColor] = [
        "red": rgb(255, 69, 58),
        "orange": rgb(255, 159, 10),
        "yellow": rgb(255, 214, 10),
        "green": rgb(48, 209, 88),
        "mint": rgb(99, 230, 226),
        "teal": rgb(64, 200, 224),
        "cyan": rgb(100, 210, 255),
        "blue": rgb(10, 132, 255),
        "indigo": rgb(94, 92, 230),
        "purple": rgb(191, 90, 242),
        "pink": rgb(255, 55, 95),
        "brown": rgb(172, 142, 104),
        "gray": rgb(142, 142, 147),
        "grey": rgb(142, 142, 147),
        "white": rgb(255, 255, 255),
        "black": rgb(0, 0, 0),
        "systemRed": rgb(255, 69, 58),
        "systemOrange": rgb(255, 159, 10),
        "systemYellow": rgb(255, 214, 10),
        "systemGreen": rgb(48, 209, 88),
        "systemBlue": rgb(10, 132, 255),
        "systemPink": rgb(255, 55, 95),
        "systemPurple": rgb(191, 90, 242),
        "systemTeal": rgb(64, 200, 224),
        "systemIndigo": rgb(94, 92, 230),
        "systemGray": rgb(142, 142, 147),
    ]
}
