import ActivityKit
import SwiftUI
import UIKit
import WidgetKit

struct FerryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        enum Leg: String, Codable, Hashable {
            case boarding, sailing, docking, arrived
        }

        var leg: Leg
        var departure: Date
        var arrival: Date
        var distanceLeftKm: Double
        var deck: String?
        var seaState: Int
    }

    var vessel: String
    var from: String
    var to: String
}

extension Color {
    /// Brand colour from the asset catalogue, with the design system's fallback.
    static let ferryBlue = Color(uiColor: UIColor(named: "FerryBlue") ?? .systemBlue)
}

private struct RouteLine: View {
    let from: String
    let to: String

    var body: some View {
        HStack(spacing: 4) {
            Text(from)
            Image(systemName: "arrow.right")
                .foregroundStyle(.secondary)
            Text(to)
        }
    }
}

struct FerryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FerryAttributes.self) { context in
            let state = context.state
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Image(systemName: "ferry.fill")
                        .foregroundStyle(Color.ferryBlue)
                    RouteLine(from: context.attributes.from, to: context.attributes.to)
                        .font(.headline)
                    Spacer()
                    Text(context.attributes.vessel)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                switch state.leg {
                case .boarding:
                    Text("Boarding · departs \(state.departure, style: .time)")
                    if let deck = state.deck {
                        Text("Drive to deck \(deck)")
                            .font(.caption)
                    }
                case .sailing, .docking:
                    ProgressView(timerInterval: state.departure...state.arrival, countsDown: false)
                        .tint(Color.ferryBlue)
                    HStack {
                        Text(state.leg == .docking ? "Docking" : "At sea")
                        Text(Measurement(value: state.distanceLeftKm, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated, usage: .road)))
                            .foregroundStyle(.secondary)
                        Spacer()
                        Text(state.arrival, style: .relative)
                            .monospacedDigit()
                    }
                    .font(.subheadline)
                case .arrived:
                    Label("Arrived in \(context.attributes.to)", systemImage: "checkmark.circle.fill")
                        .foregroundStyle(.green)
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "ferry.fill")
                        .foregroundStyle(Color.ferryBlue)
                }
                DynamicIslandExpandedRegion(.center) {
                    RouteLine(from: context.attributes.from, to: context.attributes.to)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.arrival, style: .time)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    if context.state.seaState >= 4 {
                        Label("Rough sea (\(context.state.seaState))", systemImage: "water.waves")
                            .foregroundStyle(.orange)
                            .font(.caption)
                    }
                }
            } compactLeading: {
                Image(systemName: "ferry.fill")
                    .foregroundStyle(Color.ferryBlue)
            } compactTrailing: {
                Text(context.state.arrival, style: .timer)
                    .monospacedDigit()
                    .frame(width: 44)
            } minimal: {
                Image(systemName: "ferry.fill")
            }
            .keylineTint(Color.ferryBlue)
        }
    }
}

#Preview("Ferry", as: .content, using: FerryAttributes(vessel: "MS Skagen", from: "Hirtshals", to: "Larvik")) {
    FerryLiveActivity()
} contentStates: {
    FerryAttributes.ContentState(leg: .boarding, departure: Date(timeIntervalSince1970: 1_764_422_100), arrival: Date(timeIntervalSince1970: 1_764_435_600), distanceLeftKm: 178, deck: "3", seaState: 2)
    FerryAttributes.ContentState(leg: .sailing, departure: Date(timeIntervalSince1970: 1_764_417_600), arrival: Date(timeIntervalSince1970: 1_764_426_600), distanceLeftKm: 64.6, deck: nil, seaState: 5)
    FerryAttributes.ContentState(leg: .docking, departure: Date(timeIntervalSince1970: 1_764_413_400), arrival: Date(timeIntervalSince1970: 1_764_421_500), distanceLeftKm: 0.4, deck: nil, seaState: 1)
    FerryAttributes.ContentState(leg: .arrived, departure: Date(timeIntervalSince1970: 1_764_408_000), arrival: Date(timeIntervalSince1970: 1_764_420_000), distanceLeftKm: 0, deck: nil, seaState: 1)
}
