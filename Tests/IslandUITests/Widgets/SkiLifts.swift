import ActivityKit
import SwiftUI
import WidgetKit

struct SkiDayAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        struct Lift: Codable, Hashable, Identifiable {
            var id: String
            var name: String
            var waitMinutes: Int
            var isOpen: Bool
        }

        var lifts: [Lift]
        var temperatureC: Double
        var runsToday: Int
        var verticalMeters: Double
        var windWarning: String?
    }

    var resort: String
}

extension SkiDayAttributes.ContentState.Lift {
    var waitLabel: String {
        guard isOpen else { return "Closed" }
        return waitMinutes == 0 ? "No wait" : "\(waitMinutes) min"
    }

    var symbol: String { isOpen ? "cablecar.fill" : "xmark.octagon.fill" }
}

struct LiftRow: View {
    let lift: SkiDayAttributes.ContentState.Lift

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: lift.symbol)
                .foregroundStyle(lift.isOpen ? Color.cyan : Color.red)
            Text(lift.name)
                .lineLimit(1)
            Spacer(minLength: 4)
            Text(lift.waitLabel)
                .monospacedDigit()
                .foregroundStyle(lift.isOpen ? .primary : .secondary)
        }
        .font(.caption)
    }
}

struct SkiDayLiveActivity: Widget {
    private func temperature(_ celsius: Double) -> String {
        Measurement(value: celsius, unit: UnitTemperature.celsius)
            .formatted(.measurement(width: .narrow, numberFormatStyle: .number.precision(.fractionLength(0))))
    }

    private func vertical(_ meters: Double) -> String {
        Measurement(value: meters, unit: UnitLength.meters).formatted(.measurement(width: .abbreviated, usage: .asProvided))
    }

    var body: some WidgetConfiguration {
        ActivityConfiguration(for: SkiDayAttributes.self) { context in
            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    Text(context.attributes.resort)
                        .font(.headline)
                    Spacer()
                    Label(temperature(context.state.temperatureC), systemImage: "snowflake")
                        .font(.subheadline)
                }
                ForEach(context.state.lifts.prefix(3)) { lift in
                    LiftRow(lift: lift)
                }
                if let warning = context.state.windWarning {
                    Label(warning, systemImage: "wind")
                        .font(.caption2)
                        .foregroundStyle(.yellow)
                } else {
                    Text("\(context.state.runsToday) runs · \(vertical(context.state.verticalMeters)) down")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
            .padding()
            .activityBackgroundTint(Color(red: 0.05, green: 0.13, blue: 0.25))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label("\(context.state.runsToday)", systemImage: "figure.skiing.downhill")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(temperature(context.state.temperatureC))
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(spacing: 0) {
                        ForEach(context.state.lifts.prefix(2)) { lift in
                            LiftRow(lift: lift)
                        }
                    }
                }
            } compactLeading: {
                Image(systemName: "figure.skiing.downhill")
            } compactTrailing: {
                if let shortest = context.state.lifts.filter(\.isOpen).min(by: { $0.waitMinutes < $1.waitMinutes }) {
                    Text("\(shortest.waitMinutes)m")
                        .monospacedDigit()
                } else {
                    Image(systemName: "xmark.octagon.fill")
                        .foregroundStyle(.red)
                }
            } minimal: {
                Text("\(context.state.runsToday)")
            }
        }
    }
}

#Preview("Ski day", as: .content, using: SkiDayAttributes(resort: "Alpenblick")) {
    SkiDayLiveActivity()
} contentStates: {
    SkiDayAttributes.ContentState(lifts: [
        .init(id: "a", name: "Gipfelbahn", waitMinutes: 12, isOpen: true),
        .init(id: "b", name: "Sonnenlift", waitMinutes: 0, isOpen: true),
        .init(id: "c", name: "Nordhang 6er", waitMinutes: 4, isOpen: true),
        .init(id: "d", name: "Kinderland", waitMinutes: 0, isOpen: true),
    ], temperatureC: -6.4, runsToday: 7, verticalMeters: 4210, windWarning: nil)
    SkiDayAttributes.ContentState(lifts: [
        .init(id: "a", name: "Gipfelbahn", waitMinutes: 0, isOpen: false),
        .init(id: "b", name: "Sonnenlift", waitMinutes: 8, isOpen: true),
    ], temperatureC: -11, runsToday: 9, verticalMeters: 5120, windWarning: "Gusts 80 km/h at the summit")
    SkiDayAttributes.ContentState(lifts: [
        .init(id: "a", name: "Gipfelbahn", waitMinutes: 0, isOpen: false),
        .init(id: "b", name: "Sonnenlift", waitMinutes: 0, isOpen: false),
    ], temperatureC: 1.2, runsToday: 12, verticalMeters: 6880, windWarning: nil)
}
