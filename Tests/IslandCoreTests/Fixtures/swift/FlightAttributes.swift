import ActivityKit
import Foundation

/* Flight tracking Live Activity.
   /* Nested comments are allowed in Swift: the format of `gate` was { "A12" } once. */
   The widget shows the gate, the boarding time and the delay. */
struct FlightActivityAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var status: FlightStatus
        var gate: Optional<String>
        var terminal: String?
        var boardingTime: Date
        var departureTime: Date
        var arrivalTime: Date
        var delayMinutes: Int
        var segments: Array<Segment>
        var baggageBelt: UInt8?

        var summary: String {
            // A brace in a string must not close the struct: "}"
            "{\(status.rawValue)} gate \(gate ?? "}") \"{\""
        }
    }

    enum FlightStatus: String, CaseIterable, Codable { case scheduled, boarding, departed, inAir = "in_air", landed, cancelled, diverted }

    struct Segment: Codable, Hashable {
        let from: String   // IATA code
        let to: String
        let flightNumber: String
    }

    let airline: String
    let flightNumber: String
    let confirmationCode: String
    let passengerName: String
}
