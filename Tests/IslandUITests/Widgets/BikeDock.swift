import ActivityKit
import SwiftUI
import WidgetKit

struct BikeDockAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var bikesAvailable: Int
        var eBikesAvailable: Int
        var freeDocks: Int
        var rideCostCents: Int

        var totalDocks: Int { bikesAvailable + eBikesAvailable + freeDocks }
        var isNearlyEmpty: Bool { bikesAvailable + eBikesAvailable <= 2 }
        var fillRatio: Double {
            guard totalDocks > 0 else { return 0 }
            return Double(bikesAvailable + eBikesAvailable) / Double(totalDocks)
        }
    }

    var stationName: String
    var currencyCode: String
}

extension View {
    func dockPill(_ tint: Color) -> some View {
        self
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 8)
            .foregroundStyle(tint)
    }
}

private let reserveTitle: LocalizedStringKey = "Reserve a bike"

struct BikeDockLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BikeDockAttributes.self) { context in
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Image(systemName: "bicycle")
                    Text(context.attributes.stationName)
                        .font(.headline)
                        .lineLimit(1)
                    Spacer()
                    Text((Double(context.state.rideCostCents) / 100).formatted(.currency(code: context.attributes.currencyCode)))
                        .monospacedDigit()
                }
                ViewThatFits {
                    HStack(spacing: 12) {
                        Text("\(context.state.bikesAvailable) bikes").dockPill(.green)
                        Text("\(context.state.eBikesAvailable) e-bikes").dockPill(.blue)
                        Text("\(context.state.freeDocks) free docks").dockPill(.secondary)
                    }
                    Text("\(context.state.bikesAvailable + context.state.eBikesAvailable) bikes · \(context.state.freeDocks) docks")
                }
                Gauge(value: context.state.fillRatio) {
                    Text("Station fill")
                }
                .tint(context.state.isNearlyEmpty ? .orange : .green)
                if context.state.isNearlyEmpty {
                    Text(reserveTitle)
                        .foregroundStyle(.orange)
                }
            }
            .padding()
            .activityBackgroundTint(Color(red: 0.05, green: 0.12, blue: 0.1))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label("\(context.state.bikesAvailable + context.state.eBikesAvailable)", systemImage: "bicycle")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Label("\(context.state.freeDocks)", systemImage: "parkingsign")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.attributes.stationName)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            } compactLeading: {
                Image(systemName: "bicycle")
            } compactTrailing: {
                Text("\(context.state.bikesAvailable + context.state.eBikesAvailable)")
                    .foregroundStyle(context.state.isNearlyEmpty ? .orange : .green)
            } minimal: {
                Text("\(context.state.bikesAvailable + context.state.eBikesAvailable)")
            }
        }
    }
}

#Preview("Dock", as: .content, using: BikeDockAttributes(stationName: "Harbour Gate", currencyCode: "EUR")) {
    BikeDockLiveActivity()
} contentStates: {
    BikeDockAttributes.ContentState(bikesAvailable: 7, eBikesAvailable: 3, freeDocks: 10, rideCostCents: 150)
    BikeDockAttributes.ContentState(bikesAvailable: 1, eBikesAvailable: 0, freeDocks: 19, rideCostCents: 250)
}
