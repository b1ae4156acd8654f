/// `aps.event`.
public enum PushEvent: String, Codable, Hashable, Sendable {
    case start
    case update
    case end
}
