import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct RideRatingAttributes: ActivityAttributes {
    enum Phase: String, Codable, Hashable {
        case arriving
        case onTrip
        case finished
    }

    struct ContentState: Codable, Hashable {
        var phase: Phase
        var driverName: String
        var minutesAway: Int
        var rating: Int?
    }

    var rideID: String
    var destination: String
}

enum RideVerdict: String, AppEnum {
    case good
    case bad

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Verdict"
    static var caseDisplayRepresentations: [RideVerdict: DisplayRepresentation] = [.good: "Good", .bad: "Bad"]
}

struct RateRideIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Rate ride"

    @Parameter(title: "Ride")
    var rideID: String

    @Parameter(title: "Verdict")
    var verdict: RideVerdict

    init() {}

    init(rideID: String, verdict: RideVerdict) {
        self.rideID = rideID
        self.verdict = verdict
    }

    func perform() async throws -> some IntentResult {
        try await RideService.shared.rate(rideID, verdict)
        return .result()
    }
}

struct CancelRideIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Cancel ride"
    static var authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

    @Parameter(title: "Ride")
    var rideID: String

    init() {}

    init(rideID: String) {
        self.rideID = rideID
    }

    func perform() async throws -> some IntentResult {
        try await RideService.shared.cancel(rideID)
        return .result()
    }
}

struct RideRatingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RideRatingAttributes.self) { context in
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Image(systemName: "car.fill")
                    Text(context.attributes.destination).font(.headline)
                    Spacer()
                    switch context.state.phase {
                    case .arriving: Text("\(context.state.minutesAway) min")
                    case .onTrip: Text("On trip")
                    case .finished: Text("Arrived").foregroundStyle(.green)
                    }
                }
                if context.state.phase == .finished {
                    HStack {
                        Text("How was \(context.state.driverName)?")
                        Spacer()
                        Button(intent: RateRideIntent(rideID: context.attributes.rideID, verdict: .good)) {
                            Image(systemName: "hand.thumbsup.fill")
                        }
                        Button(intent: RateRideIntent(rideID: context.attributes.rideID, verdict: .bad)) {
                            Image(systemName: "hand.thumbsdown.fill")
                        }
                    }
                } else {
                    HStack {
                        Text("\(context.state.driverName) is on the way")
                            .foregroundStyle(.secondary)
                        Spacer()
                        Button(intent: CancelRideIntent(rideID: context.attributes.rideID)) {
                            Text("Cancel")
                        }
                    }
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "car.fill")
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.destination)
                }
            } compactLeading: {
                Image(systemName: "car.fill")
            } compactTrailing: {
                Text("\(context.state.minutesAway)m")
            } minimal: {
                Image(systemName: "car.fill")
            }
        }
    }
}

#Preview("Ride", as: .content, using: RideRatingAttributes(rideID: "r-77", destination: "Hauptbahnhof")) {
    RideRatingLiveActivity()
} contentStates: {
    RideRatingAttributes.ContentState(phase: .arriving, driverName: "Ana", minutesAway: 4, rating: nil)
    RideRatingAttributes.ContentState(phase: .finished, driverName: "Ana", minutesAway: 0, rating: nil)
}
