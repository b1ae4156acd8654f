/// `aps.event`.
package enum PushEvent: String, Codable, Hashable, Sendable {
    case start
    case update
    case end
}
