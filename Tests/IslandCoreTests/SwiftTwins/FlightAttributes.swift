import Foundation
@testable import IslandCore
@testable import IslandSimulator

extension SwiftTwins {
    struct FlightActivityAttributes: ActivityAttributes {
        static let typeName = "FlightActivityAttributes"

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
                "{\(status.rawValue)} gate \(gate ?? "}") \"{\""
            }
        }

        enum FlightStatus: String, CaseIterable, Codable { case scheduled, boarding, departed, inAir = "in_air", landed, cancelled, diverted }

        struct Segment: Codable, Hashable {
            let from: String
            let to: String
            let flightNumber: String
        }

        let airline: String
        let flightNumber: String
        let confirmationCode: String
        let passengerName: String
    }
}
