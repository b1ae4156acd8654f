import IslandCore
import IslandTypes

/// The theme role of each presentation role: the one table between what a type file may ask
/// for and what a theme colours.
extension PresentationRole {
    func color(tint: ColorRole) -> ColorRole? {
        switch self {
        case .text: return nil
        case .secondary: return .secondaryText
        case .accent: return .accent
        case .positive: return .positive
        case .warning: return .warning
        case .severe: return .severe
        case .critical: return .critical
        case .stale: return .stale
        case .progressFill: return .progressFill
        case .tint: return tint
        }
    }
}
