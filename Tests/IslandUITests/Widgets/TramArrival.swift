import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct TramArrivalAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        enum Status: String, Codable, Hashable {
            case onTime, delayed, cancelled, arriving
        }

        var minutesAway: Int
        var status: Status
        var stopsAway: Int
        var delayMinutes: Int?
    }

    var line: String
    var destination: String
    var stopName: String
    var lineColorHex: String
    var stopID: String
}

extension Color {
    init(hex: String) {
        let cleaned = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var value: UInt64 = 0
        Scanner(string: cleaned).scanHexInt64(&value)
        self.init(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }
}

extension TramArrivalAttributes.ContentState.Status {
    var label: String {
        switch self {
        case .onTime: return "On time"
        case .delayed: return "Delayed"
        case .cancelled: return "Cancelled"
        case .arriving: return "Arriving"
        }
    }

    var color: Color {
        switch self {
        case .onTime, .arriving: .green
        case .delayed: .orange
        case .cancelled: .red
        }
    }
}

struct LineBadge: View {
    let line: String
    let hex: String

    var body: some View {
        Text(line)
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 6)
            .background(Color(hex: hex), in: RoundedRectangle(cornerRadius: 6))
    }
}

struct TramArrivalLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TramArrivalAttributes.self) { context in
            HStack(alignment: .center, spacing: 12) {
                LineBadge(line: context.attributes.line, hex: context.attributes.lineColorHex)
                VStack(alignment: .leading, spacing: 2) {
                    Text(context.attributes.destination)
                        .font(.headline)
                        .lineLimit(1)
                    Text("\(context.state.stopsAway) stops · \(context.attributes.stopName)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text(minutesText(context.state.minutesAway))
                        .font(.title2.bold())
                        .monospacedDigit()
                    Text(context.state.status.label)
                        .font(.caption)
                        .foregroundStyle(context.state.status.color)
                }
            }
            .padding()
            .activityBackgroundTint(.black.opacity(0.8))
            .widgetURL(URL(string: "linea://stops/\(context.attributes.stopID)"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    LineBadge(line: context.attributes.line, hex: context.attributes.lineColorHex)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(minutesText(context.state.minutesAway))
                        .font(.title3)
                        .bold()
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.destination)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    if let delay = context.state.delayMinutes, delay > 0 {
                        Label("\(delay) min late", systemImage: "exclamationmark.triangle.fill")
                            .foregroundStyle(.orange)
                    } else {
                        Text("\(context.state.stopsAway) stops · \(context.state.status.label)")
                            .foregroundStyle(.secondary)
                    }
                }
            } compactLeading: {
                HStack(spacing: 2) {
                    Image(systemName: "tram.fill")
                    Text(context.attributes.line)
                }
            } compactTrailing: {
                Text(minutesText(context.state.minutesAway))
                    .foregroundStyle(context.state.status.color)
            } minimal: {
                Text("\(context.state.minutesAway)")
            }
            .keylineTint(Color(hex: context.attributes.lineColorHex))
        }
    }

    func minutesText(_ minutes: Int) -> String {
        minutes <= 0 ? "Now" : "\(minutes) min"
    }
}

#Preview("Lock Screen", as: .content, using: TramArrivalAttributes(line: "T4", destination: "Northgate", stopName: "Harbor Square", lineColorHex: "#E4002B", stopID: "HBS-2")) {
    TramArrivalLiveActivity()
} contentStates: {
    TramArrivalAttributes.ContentState(minutesAway: 6, status: .onTime, stopsAway: 3, delayMinutes: nil)
    TramArrivalAttributes.ContentState(minutesAway: 9, status: .delayed, stopsAway: 4, delayMinutes: 3)
}
