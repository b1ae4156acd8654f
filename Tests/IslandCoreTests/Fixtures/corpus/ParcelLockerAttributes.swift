import ActivityKit
import Foundation

/// A parcel waiting in a locker: the locker shows a QR code the phone draws from the
/// pickup token.
struct ParcelLockerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var pickupToken: Data
        var compartment: UInt16
        var temperatureOffset: Int8
        var holdUntil: Date
        var reminderCount: UInt8
    }

    var lockerID: UUID
    var address: String
    var operatorURL: URL
}
