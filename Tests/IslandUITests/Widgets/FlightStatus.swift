import ActivityKit
import SwiftUI
import WidgetKit

struct FlightAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var status: FlightStatus
        var gate: String?
        var boardingTime: Date
        var departureTime: Date
        var delayMinutes: Int
    }

    var flightNumber: String
    var origin: String
    var destination: String
    var airlineLogo: String
}

enum FlightStatus: String, Codable, Hashable {
    case scheduled, boarding, departed, delayed, cancelled
}

extension FlightStatus {
    var tint: Color {
        switch self {
        case .scheduled, .departed: return .blue
        case .boarding: return .green
        case .delayed: return .orange
        case .cancelled: return .red
        }
    }
}

struct AirportCode: View {
    let code: String
    let time: Date
    var alignment: HorizontalAlignment = .leading

    var body: some View {
        VStack(alignment: alignment) {
            Text(code).font(.title2).fontWeight(.bold)
            Text(time.formatted(date: .omitted, time: .shortened)).font(.caption)
        }
    }
}

struct FlightLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FlightAttributes.self) { context in
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Image(context.attributes.airlineLogo)
                        .resizable()
                        .frame(width: 20, height: 20)
                    Text(context.attributes.flightNumber).font(.headline)
                    Spacer()
                    Text(context.state.status.rawValue.capitalized)
                        .font(.caption.bold())
                        .foregroundStyle(context.state.status.tint)
                }
                HStack {
                    AirportCode(code: context.attributes.origin, time: context.state.departureTime)
                    Spacer()
                    Image(systemName: "airplane")
                    Spacer()
                    AirportCode(code: context.attributes.destination, time: context.state.departureTime.addingTimeInterval(7200), alignment: .trailing)
                }
                HStack {
                    Text("Gate \(context.state.gate ?? "–")")
                    Spacer()
                    if context.state.delayMinutes > 0 {
                        Text("+\(context.state.delayMinutes) min").foregroundStyle(.orange)
                    }
                    Text("Boarding \(context.state.boardingTime, style: .time)")
                }
                .font(.caption)
            }
            .padding()
            .activityBackgroundTint(Color(red: 0.05, green: 0.1, blue: 0.2))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    AirportCode(code: context.attributes.origin, time: context.state.departureTime)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    AirportCode(code: context.attributes.destination, time: context.state.departureTime.addingTimeInterval(7200), alignment: .trailing)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    HStack {
                        Text("Gate \(context.state.gate ?? "TBA")")
                        Spacer()
                        Text(context.state.status.rawValue.uppercased()).foregroundStyle(context.state.status.tint)
                    }
                }
            } compactLeading: {
                Label(context.state.gate ?? "–", systemImage: "airplane.departure")
            } compactTrailing: {
                Text(context.state.boardingTime, style: .time)
            } minimal: {
                Image(systemName: "airplane")
            }
        }
    }
}

#Preview("Flight", as: .content, using: FlightAttributes(flightNumber: "LH 400", origin: "FRA", destination: "JFK", airlineLogo: "lufthansa")) {
    FlightLiveActivity()
} contentStates: {
    FlightAttributes.ContentState(status: .scheduled, gate: nil, boardingTime: .now.addingTimeInterval(3600), departureTime: .now.addingTimeInterval(5400), delayMinutes: 0)
    FlightAttributes.ContentState(status: .boarding, gate: "Z25", boardingTime: .now, departureTime: .now.addingTimeInterval(1800), delayMinutes: 0)
    FlightAttributes.ContentState(status: .delayed, gate: "Z25", boardingTime: .now.addingTimeInterval(2700), departureTime: .now.addingTimeInterval(4500), delayMinutes: 45)
    FlightAttributes.ContentState(status: .cancelled, gate: "Z25", boardingTime: .now, departureTime: .now, delayMinutes: 0)
}
