import Foundation
import IslandCore

/// The food-delivery backend of the delivery scenarios (docs/scenarios.md) over a simulated order: the kitchen prepares
/// it, a courier rides it over, the courier arrives, the order is delivered and the activity
/// ends with its final state, dismissed 10 minutes later. The backend reads the courier's GPS
/// every 5 s but pushes only on a meaningful change (the workout and courier scenario (docs/scenarios.md): pushing every GPS tick drained
/// batteries): a new status, a new estimate, or — at most every 30 s — a move of 100 m or more.
/// Every status change carries an alert.
package struct DeliverySimulator: PlannedSimulation {
    package static let app = "com.example.delivery"
    package static let restaurants = ["Пицца Юг", "Trattoria Rialto", "Curry Haus Jungbusch", "Sushi Kaizen"]
    /// How often the backend looks at the order and the courier's position.
    package static let tick: TimeInterval = 5
    /// A move shorter than this is not worth a push.
    package static let minimumMove: Double = 100
    /// Position-only pushes are at least this far apart.
    package static let positionInterval: TimeInterval = 30
    /// Within this distance the courier is `arriving`.
    package static let arrivingDistance: Double = 300
    /// The delivered card stays on the Lock Screen this long (the workout and courier scenario's `.after(.now + 600)`).
    package static let dismissalDelay: TimeInterval = 600

    package let identity: SimulatedApp
    package let seed: UInt64
    package let attributes: DeliveryAttributes
    package let restaurant: GeoCoordinate
    package let customer: GeoCoordinate
    /// When the courier picks the order up.
    package let pickup: Date
    package let planned: [PlannedPush]
    package let states: [DeliveryAttributes.ContentState]
    package let schedule: [Date]

    /// The activity id asked for (nil: one from the order number).
    let requestedID: String?

    package var activityID: String { identity.activityID }
    package var delivered: Date { schedule[schedule.count - 1] }

    package init(seed: UInt64, start: Date, activityID: String? = nil, relevanceScore: Double = 50) {
        var random = SeededRandom(seed: seed)
        self.seed = seed
        self.requestedID = activityID
        let orderId = String(Int.random(in: 1000...9999, using: &random))
        attributes = DeliveryAttributes(orderId: orderId, restaurantName: Self.restaurants.randomElement(using: &random)!)
        identity = SimulatedApp(
            topic: Self.app, activityID: activityID ?? "delivery-\(orderId)", attributesType: DeliveryAttributes.typeName,
            attributes: attributes.json, relevanceScore: relevanceScore)

        // Mannheim's city centre, and a customer 2.5 to 4.5 km away in some direction.
        let origin = GeoCoordinate(
            latitude: 49.4875 + Double.random(in: -0.005...0.005, using: &random),
            longitude: 8.4660 + Double.random(in: -0.008...0.008, using: &random))
        let bearing = Double.random(in: 0..<(2 * .pi), using: &random)
        let distance = Double.random(in: 2500...4500, using: &random)
        let destination = GeoCoordinate(
            latitude: origin.latitude + distance * cos(bearing) / 111_320,
            longitude: origin.longitude + distance * sin(bearing) / (111_320 * cos(origin.latitude * .pi / 180)))
        restaurant = origin.rounded()
        customer = destination.rounded()

        let preparation = Double(Int.random(in: 96...180, using: &random)) * Self.tick
        // The kitchen promises less than it needs: the estimate then holds still for a while.
        let promised = max(Self.tick, preparation - Double(Int.random(in: 0...36, using: &random)) * Self.tick)
        pickup = start.addingTimeInterval(preparation)

        let total = restaurant.distance(to: customer)
        let averageSpeed = 4.5
        func minutes(_ seconds: Double) -> Int { max(1, Int((seconds / 60).rounded(.up))) }

        var planned: [PlannedPush] = []
        var states: [DeliveryAttributes.ContentState] = []
        var lastPushTime = start
        var lastPosition: GeoCoordinate?
        var moved = 0.0
        // Far in the past, so the first tick is not taken for the end of a stop.
        var stoppedUntil = Date.distantPast
        var second = 0.0
        while true {
            let now = start.addingTimeInterval(second)
            let state: DeliveryAttributes.ContentState
            if second < preparation {
                let kitchen = max(60, promised - second)
                state = .init(status: .preparing, estimatedMinutes: minutes(kitchen + total / averageSpeed))
            } else {
                if second > preparation, now >= stoppedUntil {
                    // After a stop the courier rides on for at least one tick.
                    let justStopped = now.timeIntervalSince(stoppedUntil) < Self.tick
                    if !justStopped, Double.random(in: 0..<1, using: &random) < 0.08 {
                        // A red light or a busy crossing.
                        stoppedUntil = now.addingTimeInterval(Double(Int.random(in: 3...9, using: &random)) * Self.tick)
                    } else {
                        moved += Double.random(in: 4.0...5.5, using: &random) * Self.tick
                    }
                }
                if moved >= total {
                    let final = DeliveryAttributes.ContentState(status: .delivered, estimatedMinutes: 0)
                    planned.append(PlannedPush(
                        time: now, event: .end, contentState: final.json,
                        alert: Self.alert(for: final, restaurant: attributes.restaurantName),
                        dismissalDate: now.addingTimeInterval(Self.dismissalDelay)))
                    states.append(final)
                    break
                }
                let remaining = total - moved
                state = .init(
                    status: remaining < Self.arrivingDistance ? .arriving : .inDelivery,
                    estimatedMinutes: minutes(remaining / averageSpeed),
                    courierLocation: restaurant.interpolated(to: customer, fraction: moved / total))
            }
            let previous = states.last
            let moveWorthIt = state.courierLocation.map { location in
                lastPosition.map { location.distance(to: $0) >= Self.minimumMove } ?? true
            } ?? false
            let due = previous == nil || previous?.status != state.status || previous?.estimatedMinutes != state.estimatedMinutes
                || (moveWorthIt && now.timeIntervalSince(lastPushTime) >= Self.positionInterval)
            if due {
                var push = PlannedPush(
                    time: now, event: previous == nil ? .start : .update, contentState: state.json,
                    staleDate: now.addingTimeInterval(state.status == .preparing ? 600 : 300))
                if previous?.status != state.status {
                    push.alert = Self.alert(for: state, restaurant: attributes.restaurantName)
                }
                planned.append(push)
                states.append(state)
                lastPushTime = now
                if let location = state.courierLocation { lastPosition = location }
            }
            second += Self.tick
        }
        self.planned = planned
        self.states = states
        schedule = planned.map(\.time)
    }

    static func alert(for state: DeliveryAttributes.ContentState, restaurant: String) -> ActivityAlert {
        switch state.status {
        case .preparing:
            return ActivityAlert(title: "Order confirmed", body: "\(restaurant) is preparing your order · about \(state.estimatedMinutes) min", sound: "default")
        case .inDelivery:
            return ActivityAlert(title: "Courier is on the way", body: "Expected in \(state.estimatedMinutes) minutes", sound: "default")
        case .arriving:
            return ActivityAlert(title: "Courier is almost there", body: "Arriving in about \(state.estimatedMinutes) min", sound: "default")
        case .delivered:
            return ActivityAlert(title: "Delivered", body: "Enjoy your meal from \(restaurant)!", sound: "default")
        }
    }



    package func phaseDescription(at now: Date) -> String {
        state(at: now)?.status.rawValue ?? "not started"
    }

    /// The user ended the tracking: the card keeps the last state and leaves by the default policy.
    package func endPushes(at time: Date) -> [Push] {
        let last = state(at: time) ?? states[0]
        return [identity.end(last.json, at: time)]
    }

    package func restarted(seed: UInt64, start: Date, activityID: String) -> any ActivitySimulation {
        DeliverySimulator(seed: seed, start: start, activityID: activityID, relevanceScore: identity.relevanceScore)
    }
}
