import IslandCore
import IslandTypes

/// The theme role of each presentation role: the one table between what a type file may ask
/// for and what a theme colours.
extension PresentationRole {
    func color(tint: ColorRole) -> ColorRole? {
        switch self {
        case .text: return nil
        case .secondaryText: return .secondaryText
        case .accent: return .accent
        case .onTime: return .onTime
        case .late: return .late
        case .stale: return .stale
        case .progressFill: return .progressFill
        case .occupancyLow: return .occupancyLow
        case .occupancyMedium: return .occupancyMedium
        case .occupancyHigh: return .occupancyHigh
        case .occupancyFull: return .occupancyFull
        case .battery: return .battery
        case .batteryLow: return .batteryLow
        case .fault: return .fault
        case .tint: return tint
        }
    }
}
