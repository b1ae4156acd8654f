import ActivityKit
import SwiftUI
import WidgetKit

struct RideAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var phase: Phase
        var pickupAt: Date
        var driver: Driver?
        var fareCents: Int
    }

    public struct Driver: Codable, Hashable {
        var name: String
        var car: String
        var plate: String
        var rating: Double
    }

    public enum Phase: String, Codable {
        case searching, enRoute, arrived, onTrip
    }

    var pickupName: String
    var dropoffName: String
}

private extension RideAttributes.ContentState {
    var headline: String {
        switch phase {
        case .searching: return "Finding your driver"
        case .enRoute: return "\(driver?.name ?? "Driver") is on the way"
        case .arrived: return "\(driver?.name ?? "Driver") is here"
        case .onTrip: return "Heading to destination"
        }
    }

    var fare: String {
        String(format: "$%.2f", Double(fareCents) / 100)
    }
}

struct DriverCard: View {
    let driver: RideAttributes.Driver

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "car.fill")
            VStack(alignment: .leading) {
                Text(driver.car).font(.subheadline)
                Text(driver.plate)
                    .font(.caption.monospaced())
                    .textCase(.uppercase)
            }
            Spacer(minLength: 4)
            Label(driver.rating.formatted(.number.precision(.fractionLength(1))), systemImage: "star.fill")
                .font(.caption)
                .foregroundStyle(.yellow)
        }
    }
}

struct RideLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RideAttributes.self) { context in
            VStack(alignment: .leading) {
                HStack {
                    Text(context.state.headline)
                        .font(.headline)
                        .lineLimit(1)
                    Spacer()
                    if context.state.phase == .enRoute {
                        Text(timerInterval: Date.now...context.state.pickupAt, countsDown: true)
                            .monospacedDigit()
                            .frame(width: 48)
                    }
                }
                if let driver = context.state.driver {
                    DriverCard(driver: driver)
                }
                HStack {
                    Text(context.attributes.pickupName)
                    Image(systemName: "arrow.right")
                    Text(context.attributes.dropoffName)
                    Spacer()
                    Text(context.state.fare).bold()
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "car.fill").font(.title2)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.pickupAt, style: .relative)
                        .frame(maxWidth: 64)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ViewThatFits {
                        Text("\(context.state.headline) · \(context.state.driver?.plate ?? "")")
                        Text(context.state.headline)
                    }
                }
            } compactLeading: {
                Image(systemName: "car.fill")
            } compactTrailing: {
                switch context.state.phase {
                case .searching:
                    ProgressView()
                case .enRoute:
                    Text(timerInterval: Date.now...context.state.pickupAt, countsDown: true)
                        .frame(width: 40)
                case .arrived:
                    Text("Here")
                case .onTrip:
                    Image(systemName: "location.fill")
                }
            } minimal: {
                Image(systemName: context.state.phase == .arrived ? "checkmark.circle.fill" : "car.fill")
            }
        }
    }
}

#Preview("Ride", as: .content, using: RideAttributes(pickupName: "Home", dropoffName: "Central Station")) {
    RideLiveActivity()
} contentStates: {
    RideAttributes.ContentState(phase: .searching, pickupAt: .now.addingTimeInterval(600), driver: nil, fareCents: 1850)
    RideAttributes.ContentState(phase: .enRoute, pickupAt: .now.addingTimeInterval(245), driver: RideAttributes.Driver(name: "Ana", car: "Blue Prius", plate: "kx 42 ab", rating: 4.91), fareCents: 1850)
    RideAttributes.ContentState(phase: .arrived, pickupAt: .now, driver: RideAttributes.Driver(name: "Ana", car: "Blue Prius", plate: "kx 42 ab", rating: 4.91), fareCents: 1850)
    RideAttributes.ContentState(phase: .onTrip, pickupAt: .now, driver: RideAttributes.Driver(name: "Ana", car: "Blue Prius", plate: "kx 42 ab", rating: 4.91), fareCents: 2210)
}
