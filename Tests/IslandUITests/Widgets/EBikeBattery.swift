import ActivityKit
import SwiftUI
import WidgetKit

struct EBikeBatteryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        enum Mode: String, Codable, Hashable {
            case charging, riding, full
        }

        var level: Double
        var mode: Mode
        var rangeKm: Double
        var fullAt: Date?
        var assist: Int
    }

    var bikeName: String
}

extension Color {
    init(hex: UInt, alpha: Double = 1) {
        self.init(.sRGB,
                  red: Double((hex >> 16) & 0xff) / 255,
                  green: Double((hex >> 08) & 0xff) / 255,
                  blue: Double((hex >> 00) & 0xff) / 255,
                  opacity: alpha)
    }
}

private let brand = Color(hex: 0x00C2A8)

struct EBikeBatteryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: EBikeBatteryAttributes.self) { context in
            lockScreen(context.state, name: context.attributes.bikeName)
                .padding(.horizontal, 14)
                .padding(.vertical, 10)
                .containerBackground(for: .widget) { Color.black }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label {
                        Text(context.state.level, format: .percent.precision(.fractionLength(0)))
                            .monospacedDigit()
                    } icon: {
                        Image(systemName: symbol(for: context.state))
                            .foregroundStyle(brand)
                    }
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(Int(context.state.rangeKm)) km")
                        .monospacedDigit()
                }
                DynamicIslandExpandedRegion(.bottom) {
                    batteryBar(context.state.level)
                }
            } compactLeading: {
                Image(systemName: symbol(for: context.state))
                    .foregroundStyle(brand)
            } compactTrailing: {
                Text(context.state.level, format: .percent.precision(.fractionLength(0)))
                    .monospacedDigit()
                    .contentTransition(.numericText())
            } minimal: {
                Gauge(value: context.state.level) {
                    Image(systemName: "bolt.fill")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(brand)
            }
            .keylineTint(brand)
        }
    }

    func symbol(for state: EBikeBatteryAttributes.ContentState) -> String {
        switch state.mode {
        case .charging: return "bolt.fill"
        case .riding: return "bicycle"
        case .full: return "battery.100"
        }
    }

    @ViewBuilder
    func batteryBar(_ level: Double) -> some View {
        ZStack(alignment: .leading) {
            Capsule()
                .fill(.gray.opacity(0.3))
                .frame(width: 200, height: 6)
            Capsule()
                .fill(level < 0.2 ? Color.red : brand)
                .frame(width: 200 * level, height: 6)
        }
    }

    @ViewBuilder
    func lockScreen(_ state: EBikeBatteryAttributes.ContentState, name: String) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 2) {
                Text(name).font(.headline)
                Text("·").foregroundStyle(.secondary)
                Text("Assist \(state.assist)").foregroundStyle(.secondary)
                Spacer()
                ViewThatFits {
                    Text("\(Int(state.rangeKm)) km range left")
                    Text("\(Int(state.rangeKm)) km")
                }
                .monospacedDigit()
            }
            batteryBar(state.level)
            HStack(spacing: 2) {
                Text(state.level, format: .percent.precision(.fractionLength(0)))
                    .font(.title2.bold())
                    .monospacedDigit()
                Text("charged")
                    .font(.caption)
                Spacer()
                switch state.mode {
                case .charging:
                    if let fullAt = state.fullAt {
                        Text("Full at \(fullAt, style: .time)")
                            .font(.caption)
                    }
                case .riding:
                    Label("Riding", systemImage: "bicycle")
                        .font(.caption)
                case .full:
                    Text("Unplug and ride")
                        .font(.caption)
                        .foregroundStyle(brand)
                }
            }
        }
    }
}

#Preview("Battery", as: .content, using: EBikeBatteryAttributes(bikeName: "Urban 7")) {
    EBikeBatteryLiveActivity()
} contentStates: {
    EBikeBatteryAttributes.ContentState(level: 0.42, mode: .charging, rangeKm: 38, fullAt: Date(timeIntervalSince1970: 1_764_428_400), assist: 2)
    EBikeBatteryAttributes.ContentState(level: 0.12, mode: .riding, rangeKm: 9, fullAt: nil, assist: 3)
    EBikeBatteryAttributes.ContentState(level: 1, mode: .full, rangeKm: 92, fullAt: nil, assist: 1)
}
