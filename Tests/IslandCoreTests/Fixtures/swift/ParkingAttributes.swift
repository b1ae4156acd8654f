import ActivityKit
import Foundation

struct ParkingSessionAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var paidUntil: Date
        var amountPaid: Decimal
        var canExtend: Bool
        /// The zone can change when the user moves the car.
        var zone: String = "A"
        let currency = "EUR"
    }

    let licensePlate: String
    let meterID: UInt32
    let streetName: String
    let paymentLink: URL
    let sessionID = UUID()
    let maxDuration: TimeInterval
}
