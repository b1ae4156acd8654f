import ActivityKit
import SwiftUI
import WidgetKit

struct TaxiFareAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var fare: Decimal
        var distanceKm: Double
        var startedAt: Date
        var status: RideStatus
        var driverName: String?
    }

    enum RideStatus: String, Codable, Hashable {
        case arriving, onTrip = "on_trip", finished
    }

    var currency: String
    var plate: String
}

extension TaxiFareAttributes.ContentState {
    var distanceText: String { String(format: "%.1f km", distanceKm) }
}

struct FareText: View {
    let title: LocalizedStringKey
    let value: String

    var body: some View {
        VStack(alignment: .trailing, spacing: 0) {
            Text(title)
                .font(.caption2)
                .foregroundStyle(.secondary)
                .textCase(.uppercase)
            Text(value)
                .font(.title3.weight(.bold))
                .monospacedDigit()
        }
    }
}

struct TaxiFareLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TaxiFareAttributes.self) { context in
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 2) {
                    Label {
                        Text(context.attributes.plate)
                    } icon: {
                        Image(systemName: "car.fill")
                    }
                    .font(.headline)
                    Text(context.state.driverName.map { "Driver: \($0)" } ?? "Finding your driver")
                        .font(.caption)
                    Text("Riding for ") + Text(context.state.startedAt, style: .timer).bold()
                }
                Spacer()
                FareText(title: "Fare", value: context.state.fare.formatted(.currency(code: context.attributes.currency)))
                FareText(title: "Distance", value: context.state.distanceText)
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 12)
            .opacity(context.state.status == .finished ? 0.6 : 1)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "car.fill")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.fare.formatted(.currency(code: context.attributes.currency)))
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.status == .arriving ? "Your taxi is arriving" : context.state.distanceText)
                }
            } compactLeading: {
                Image(systemName: "car.fill")
            } compactTrailing: {
                Text(context.state.fare.formatted(.currency(code: context.attributes.currency)))
            } minimal: {
                Image(systemName: "car.fill")
            }
            .keylineTint(.yellow)
        }
    }
}

#Preview("Taxi", as: .content, using: TaxiFareAttributes(currency: "GBP", plate: "LK21 TXI")) {
    TaxiFareLiveActivity()
} contentStates: {
    TaxiFareAttributes.ContentState(fare: 3.5, distanceKm: 0, startedAt: Date(timeIntervalSince1970: 1_764_420_900), status: .arriving, driverName: nil)
    TaxiFareAttributes.ContentState(fare: 14.2, distanceKm: 6.35, startedAt: Date(timeIntervalSince1970: 1_764_420_000), status: .onTrip, driverName: "Amira")
}
