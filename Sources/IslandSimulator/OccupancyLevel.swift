/// How full the vehicle is.
package enum OccupancyLevel: String, Codable, Hashable, Sendable, CaseIterable {
    case low
    case medium
    case high
    case full
}
