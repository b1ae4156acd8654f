import ActivityKit
import SwiftUI
import WidgetKit

struct ScooterRideAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var distanceMeters: Double
        var batteryLevel: Double
        var elapsedSeconds: Int
        var costCents: Int
        var locked: Bool
        var zoneWarning: String?
    }

    var vehicleCode: String
    var pricePerMinuteCents: Int
    var currencyCode: String
}

extension ScooterRideAttributes.ContentState {
    var distance: Measurement<UnitLength> {
        Measurement(value: distanceMeters, unit: .meters)
    }

    var cost: Double { Double(costCents) / 100 }

    var batteryPercent: String {
        batteryLevel.formatted(.percent.precision(.fractionLength(0)))
    }

    var batterySymbol: String {
        switch batteryLevel {
        case ..<0.2: "battery.25"
        case 0.2..<0.6: "battery.50"
        case 0.6..<0.9: "battery.75"
        default: "battery.100"
        }
    }
}

private func kilometres(_ meters: Double) -> String {
    let km = meters / 1000
    return km.formatted(.number.precision(.fractionLength(1))) + " km"
}

private func durationText(_ seconds: Int) -> String {
    let minutes = seconds / 60
    let rest = seconds % 60
    return String(format: "%d:%02d", minutes, rest)
}

struct StatBlock: View {
    var title: LocalizedStringKey
    var value: String
    var systemImage: String

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Label(title, systemImage: systemImage)
                .font(.caption2)
                .foregroundStyle(.secondary)
            Text(value)
                .font(.body.monospacedDigit())
        }
    }
}

struct ScooterRideLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ScooterRideAttributes.self) { context in
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Image(systemName: "scooter")
                    Text(String(localized: "Ride \(context.attributes.vehicleCode)"))
                        .font(.headline)
                    Spacer()
                    if context.state.locked {
                        Label("Parked", systemImage: "lock.fill")
                            .foregroundStyle(.green)
                    } else {
                        Text(context.state.cost, format: .currency(code: context.attributes.currencyCode))
                            .font(.headline)
                    }
                }
                HStack {
                    StatBlock(title: "Distance", value: kilometres(context.state.distanceMeters), systemImage: "point.topleft.down.to.point.bottomright.curvepath")
                    Spacer()
                    StatBlock(title: "Time", value: durationText(context.state.elapsedSeconds), systemImage: "clock")
                    Spacer()
                    StatBlock(title: "Battery", value: context.state.batteryPercent, systemImage: context.state.batterySymbol)
                }
                if let warning = context.state.zoneWarning {
                    Text(warning)
                        .font(.caption)
                        .foregroundStyle(.yellow)
                        .lineLimit(2)
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(kilometres(context.state.distanceMeters), systemImage: "scooter")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.cost, format: .currency(code: context.attributes.currencyCode))
                }
                DynamicIslandExpandedRegion(.bottom) {
                    #if os(iOS)
                    HStack {
                        Text("\(context.attributes.pricePerMinuteCents)¢ per minute")
                        Spacer()
                        Label(context.state.batteryPercent, systemImage: context.state.batterySymbol)
                    }
                    .font(.caption)
                    #else
                    Text("Unsupported")
                    #endif
                }
            } compactLeading: {
                Image(systemName: "scooter")
            } compactTrailing: {
                Text(durationText(context.state.elapsedSeconds))
                    .monospacedDigit()
            } minimal: {
                Image(systemName: context.state.locked ? "lock.fill" : "scooter")
            }
        }
    }
}

#Preview("Scooter", as: .content, using: ScooterRideAttributes(vehicleCode: "QX-204", pricePerMinuteCents: 25, currencyCode: "EUR")) {
    ScooterRideLiveActivity()
} contentStates: {
    ScooterRideAttributes.ContentState(distanceMeters: 0, batteryLevel: 0.92, elapsedSeconds: 35, costCents: 100, locked: false, zoneWarning: nil)
    ScooterRideAttributes.ContentState(distanceMeters: 2_345, batteryLevel: 0.55, elapsedSeconds: 754, costCents: 413, locked: false, zoneWarning: "Slow zone ahead: max 6 km/h near the riverside park")
    ScooterRideAttributes.ContentState(distanceMeters: 5_120, batteryLevel: 0.14, elapsedSeconds: 1_520, costCents: 735, locked: true, zoneWarning: nil)
}
