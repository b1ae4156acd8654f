import ActivityKit
import SwiftUI
import WidgetKit

struct ChargingAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var batteryLevel: Double
        var powerKW: Double
        var minutesToFull: Int?
        var state: ChargeState
    }

    enum ChargeState: String, Codable {
        case charging, paused, complete, fault
    }

    var stationName: String
    var connector: String
    var vehicle: String
}

struct BatteryGauge: View {
    let level: Double
    @Environment(\.isLuminanceReduced) var isLuminanceReduced

    var color: Color {
        level < 0.2 ? .red : level < 0.8 ? .yellow : .green
    }

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: level >= 0.99 ? "battery.100.bolt" : "bolt.fill")
                .foregroundStyle(isLuminanceReduced ? .secondary : color)
            ProgressView(value: level)
                .tint(color)
            Text(level.formatted(.percent.precision(.fractionLength(0))))
                .monospacedDigit()
        }
    }
}

struct ChargingLiveActivity: Widget {
    private func subtitle(_ state: ChargingAttributes.ContentState) -> String {
        switch state.state {
        case .charging:
            if let minutes = state.minutesToFull {
                return "\(String(format: "%.1f", state.powerKW)) kW · full in \(minutes / 60)h \(minutes % 60)m"
            }
            return "\(String(format: "%.1f", state.powerKW)) kW"
        case .paused: return "Paused by the station"
        case .complete: return "Charged — unplug to avoid idle fees"
        case .fault: return "Charging stopped: connector fault"
        }
    }

    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ChargingAttributes.self) { context in
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text(context.attributes.vehicle).font(.headline)
                    Spacer()
                    Text(context.attributes.stationName)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
                BatteryGauge(level: context.state.batteryLevel)
                Text(subtitle(context.state))
                    .font(.caption)
                    .foregroundStyle(context.state.state == .fault ? .red : .secondary)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.attributes.connector, systemImage: "ev.charger.fill")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(Int((context.state.batteryLevel * 100).rounded()))%").font(.title2).bold()
                }
                DynamicIslandExpandedRegion(.bottom) {
                    BatteryGauge(level: context.state.batteryLevel)
                }
            } compactLeading: {
                Image(systemName: "bolt.fill").foregroundStyle(.green)
            } compactTrailing: {
                Text("\(Int((context.state.batteryLevel * 100).rounded()))%")
            } minimal: {
                Gauge(value: context.state.batteryLevel) {
                    Image(systemName: "bolt.fill")
                }
                .gaugeStyle(.accessoryCircularCapacity)
            }
        }
    }
}

#Preview("Charging", as: .content, using: ChargingAttributes(stationName: "Ionity Würzburg", connector: "CCS 2", vehicle: "ID.4")) {
    ChargingLiveActivity()
} contentStates: {
    ChargingAttributes.ContentState(batteryLevel: 0.18, powerKW: 142.3, minutesToFull: 38, state: .charging)
    ChargingAttributes.ContentState(batteryLevel: 0.64, powerKW: 0, minutesToFull: nil, state: .paused)
    ChargingAttributes.ContentState(batteryLevel: 1.0, powerKW: 0, minutesToFull: nil, state: .complete)
    ChargingAttributes.ContentState(batteryLevel: 0.51, powerKW: 0, minutesToFull: nil, state: .fault)
}
