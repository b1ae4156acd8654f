import Foundation
@testable import IslandCore
@testable import IslandSimulator

extension SwiftTwins {
    struct ParcelAttributes: ActivityAttributes {
        static let typeName = "ParcelAttributes"

        var carrier: String
        var trackingNumber: String
        var shipmentID: UUID
        var metadata: [String: String]
    }
}

extension SwiftTwins.ParcelAttributes {
    struct ContentState: Codable, Hashable {
        var step: Step
        var lastScan: Scan?
        var deliveryWindow: Window
        var scansByDay: Dictionary<String, Int>
        var stopsAway: UInt16
    }

    struct Window: Codable, Hashable {
        var start: Date
        var end: Date
    }
}

extension SwiftTwins.ParcelAttributes.ContentState {
    enum Step: String, Codable, Hashable {
        case labelCreated, inTransit, outForDelivery, delivered, exception
    }

    struct Scan: Codable, Hashable {
        var location: String
        var time: Date
    }

    var isLate: Bool { step == .exception }
}
