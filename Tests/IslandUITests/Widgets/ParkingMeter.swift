import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct ParkingSessionAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var startedAt: Date
        var paidUntil: Date
        var cost: Double
        var isExpiringSoon: Bool

        enum CodingKeys: String, CodingKey {
            case startedAt = "started_at"
            case paidUntil = "paid_until"
            case cost
            case isExpiringSoon = "expiring_soon"
        }
    }

    var zone: String
    var plate: String
    var currency: String
}

struct ExtendParkingIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Extend by 30 minutes"
    @Parameter(title: "Zone") var zone: String
    init() {}
    init(zone: String) { self.zone = zone }
    func perform() async throws -> some IntentResult { .result() }
}

extension Color {
    init(hex: UInt32) {
        self.init(red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255, blue: Double(hex & 0xff) / 255)
    }
    static let parkBlue = Color(hex: 0x0A84FF)
}

struct ParkingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParkingSessionAttributes.self) { context in
            HStack(alignment: .top) {
                ZStack {
                    Circle().fill(Color.parkBlue)
                    Text("P").font(.title.bold()).foregroundStyle(.white)
                }
                .frame(width: 36, height: 36)
                VStack(alignment: .leading) {
                    Text("Zone \(context.attributes.zone)").font(.headline)
                    Text(context.attributes.plate).font(.caption).foregroundStyle(.secondary)
                    Text(context.state.cost, format: .currency(code: context.attributes.currency))
                        .font(.caption)
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text(timerInterval: context.state.startedAt...context.state.paidUntil, countsDown: true)
                        .font(.title2.monospacedDigit())
                        .foregroundStyle(context.state.isExpiringSoon ? .orange : .primary)
                        .multilineTextAlignment(.trailing)
                    Button(intent: ExtendParkingIntent(zone: context.attributes.zone)) {
                        Text("+30 min")
                    }
                    .tint(Color.parkBlue)
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text("Zone \(context.attributes.zone)")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.startedAt...context.state.paidUntil, countsDown: true)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Button(intent: ExtendParkingIntent(zone: context.attributes.zone)) {
                        Label("Extend 30 min", systemImage: "plus.circle.fill")
                    }
                }
            } compactLeading: {
                Image(systemName: "parkingsign.circle.fill").foregroundStyle(Color.parkBlue)
            } compactTrailing: {
                Text(timerInterval: context.state.startedAt...context.state.paidUntil, countsDown: true)
                    .frame(width: 44)
                    .foregroundStyle(context.state.isExpiringSoon ? .orange : .white)
            } minimal: {
                Image(systemName: "parkingsign")
            }
            .keylineTint(Color.parkBlue)
        }
    }
}

#Preview("Parking", as: .content, using: ParkingSessionAttributes(zone: "B12", plate: "M-AB 1234", currency: "EUR")) {
    ParkingLiveActivity()
} contentStates: {
    ParkingSessionAttributes.ContentState(startedAt: .now.addingTimeInterval(-600), paidUntil: .now.addingTimeInterval(3000), cost: 2.5, isExpiringSoon: false)
    ParkingSessionAttributes.ContentState(startedAt: .now.addingTimeInterval(-3300), paidUntil: .now.addingTimeInterval(300), cost: 4.0, isExpiringSoon: true)
    ParkingSessionAttributes.ContentState(startedAt: .now.addingTimeInterval(-3600), paidUntil: .now, cost: 4.0, isExpiringSoon: true)
}
