import ActivityKit
import SwiftUI

typealias Minutes = Int

/// A rehearsal room booking: the slot, the room's state and extras.
struct StudioBookingAttributes: ActivityAttributes {
    public typealias Status = RoomStatus

    public struct ContentState: Codable, Hashable {
        var status: Status
        var slot: Range<Minutes>
        var overtime: Minutes?
        var doorCode: String?
    }

    var studioName: String
    var roomNumber: Int
    var accent: String
}

enum RoomStatus: Codable, Hashable {
    case upcoming(startsIn: Minutes)
    case inSession(Minutes, band: String)
    case cleaning
    case closed(reason: String?)
}
