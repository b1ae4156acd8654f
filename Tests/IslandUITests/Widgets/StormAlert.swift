import ActivityKit
import SwiftUI
import WidgetKit

struct WeatherAlertAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var severity: Severity
        var headline: String
        var windKmh: Int
        var rainMm: Double
        var endsAt: Date?
    }

    enum Severity: Int, Codable, Comparable {
        case advisory = 1, watch, warning, emergency
        static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    var region: String
}

extension WeatherAlertAttributes.Severity {
    var color: Color {
        switch self {
        case .advisory: .yellow
        case .watch: .orange
        case .warning: .red
        case .emergency: .purple
        }
    }

    var name: String { String(describing: self).capitalized }
}

struct StormAlertLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: WeatherAlertAttributes.self) { context in
            VStack(spacing: 6) {
                HStack {
                    Image(systemName: "cloud.bolt.rain.fill")
                    Text("\(context.state.severity.name) · \(context.attributes.region)")
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(context.state.severity.color)
                    Spacer()
                    if let ends = context.state.endsAt {
                        Text("until \(ends, style: .time)").font(.caption)
                    }
                }
                Text(context.state.headline)
                    .multilineTextAlignment(.center)
                    .lineLimit(2)
                HStack(spacing: 16) {
                    Label("\(context.state.windKmh) km/h", systemImage: "wind")
                    Label("\(context.state.rainMm, specifier: "%.0f") mm", systemImage: "cloud.rain.fill")
                    Label("Shelter", systemImage: "figure.stand.line.dotted.figure.stand")
                }
                .font(.caption)
                .opacity(context.isStale ? 0.5 : 1)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading, priority: 1) {
                    Text(context.state.severity.name).foregroundStyle(context.state.severity.color).bold()
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Label("\(context.state.windKmh)", systemImage: "wind")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.headline).lineLimit(2).font(.caption)
                }
            } compactLeading: {
                Image(systemName: "exclamationmark.triangle.fill").foregroundStyle(context.state.severity.color)
            } compactTrailing: {
                Text("\(context.state.windKmh)")
            } minimal: {
                Image(systemName: "exclamationmark.triangle.fill").foregroundStyle(context.state.severity.color)
            }
        }
    }
}

#Preview("Storm", as: .content, using: WeatherAlertAttributes(region: "Hamburg")) {
    StormAlertLiveActivity()
} contentStates: {
    WeatherAlertAttributes.ContentState(severity: .advisory, headline: "Gusty winds this evening", windKmh: 45, rainMm: 3, endsAt: nil)
    WeatherAlertAttributes.ContentState(severity: .watch, headline: "Thunderstorms possible after 6 pm, with heavy rain in places", windKmh: 60, rainMm: 12.4, endsAt: .now.addingTimeInterval(10800))
    WeatherAlertAttributes.ContentState(severity: .warning, headline: "Severe thunderstorm warning: seek shelter indoors now", windKmh: 95, rainMm: 30, endsAt: .now.addingTimeInterval(3600))
    WeatherAlertAttributes.ContentState(severity: .emergency, headline: "Storm surge emergency for the harbour districts", windKmh: 120, rainMm: 41, endsAt: .now.addingTimeInterval(7200))
}
