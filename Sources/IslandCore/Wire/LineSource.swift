/// Where an input line came from.
package enum LineSource: Hashable, Sendable, CustomStringConvertible {
    case simulator
    case file(String)
    case socket(client: Int)
    case stdin
    case replay
    /// A push request to the APNs endpoint, with its token and headers.
    case apns(APNsDelivery)

    package var description: String {
        switch self {
        case .simulator: return "simulator"
        case .file(let path): return "file \(path)"
        case .socket(let client): return "socket client #\(client)"
        case .stdin: return "stdin"
        case .replay: return "replay"
        case .apns(let delivery): return delivery.summary
        }
    }
}
