import IslandText
import IslandSwiftSource
import IslandTypes
import IslandCore

/// The theme role nearest to a colour the widget's code names, so an app's green is the
/// theme's "on time" green and its red the theme's red in every theme (island's choice: a
/// grid cell holds roles, not colours).
extension WidgetColor {
    var role: ColorRole? {
        switch self {
        case .opacity(let base, _):
            return base.role
        case .named(let name):
            switch name {
            case "green", "mint": return .positive
            case "red", "pink": return .critical
            case "orange", "brown": return .severe
            case "yellow": return .warning
            case "blue", "cyan", "teal", "indigo", "accentColor", "accent": return .accent
            case "purple": return .logChange
            case "secondary", "tertiary", "quaternary", "gray", "grey", "secondaryLabel": return .secondaryText
            default: return nil
            }
        case .rgb(let red, let green, let blue):
            let high = max(red, green, blue)
            let low = min(red, green, blue)
            let chroma = high - low
            guard chroma > 0.15, high > 0.2 else { return high < 0.2 || high > 0.85 ? nil : .secondaryText }
            var hue: Double
            if high == red {
                hue = ((green - blue) / chroma).truncatingRemainder(dividingBy: 6)
            } else if high == green {
                hue = (blue - red) / chroma + 2
            } else {
                hue = (red - green) / chroma + 4
            }
            hue *= 60
            if hue < 0 { hue += 360 }
            switch hue {
            case ..<18, 330...: return .critical
            case ..<42: return .severe
            case ..<70: return .warning
            case ..<165: return .positive
            case ..<260: return .accent
            default: return .logChange
            }
        }
    }
}
