import Foundation
@testable import IslandCore
@testable import IslandSimulator

extension SwiftTwins {
    struct ParkingSessionAttributes: ActivityAttributes {
        static let typeName = "ParkingSessionAttributes"

        struct ContentState: Codable, Hashable {
            var paidUntil: Date
            var amountPaid: Decimal
            var canExtend: Bool
            var zone: String = "A"
            // The fixture's `let currency = "EUR"` is left out: the compiler warns that it is
            // never decoded, and the reader says so too (its schema does not change).
        }

        let licensePlate: String
        let meterID: UInt32
        let streetName: String
        let paymentLink: URL
        let maxDuration: TimeInterval
    }
}
