import IslandTypes
import IslandJSON
import Foundation
import IslandCore

/// One forced failure, as `--apns-fault SPEC`, `island apns fault SPEC` and the dashboard write
/// it: so a backend's retry code meets the answers APNs gives when it is loaded or going away.
///
///     KIND[:COUNT|:PERCENT%][,token=HEX][,topic=TOPIC][,retry-after=SECONDS]
///
/// KIND is `429` (TooManyRequests, with `Retry-After`), `500` (InternalServerError), `503`
/// (ServiceUnavailable), `shutdown` (503 Shutdown, then GOAWAY) or `delay=SECONDS` (the request
/// waits, then is answered as it would have been). `:3` forces the next 3 matching requests
/// (the default is 1), `:25%` every fourth until the fault is cleared; `token=` and `topic=`
/// limit it to requests to one device token or topic.
package struct APNsFault: Hashable, Sendable, CustomStringConvertible {
    package enum Kind: Hashable, Sendable {
        case tooManyRequests(retryAfter: Int)
        case internalServerError
        case serviceUnavailable
        case shutdown
        case delay(TimeInterval)
    }

    package enum Extent: Hashable, Sendable {
        case next(Int)
        /// A share in 1…100 percent, spread evenly over the matching requests.
        case share(Int)
    }

    package var kind: Kind
    package var extent: Extent
    package var token: String?
    package var topic: String?

    static let defaultRetryAfter = 5
    static let maximumDelay: TimeInterval = 600
    static let maximumCount = 1_000_000

    package init(kind: Kind, extent: Extent = .next(1), token: String? = nil, topic: String? = nil) {
        self.kind = kind
        self.extent = extent
        self.token = token
        self.topic = topic
    }

    package struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        package let description: String
    }

    package static func parse(_ spec: String) -> Result<APNsFault, ParseError> {
        func bad(_ why: String) -> Result<APNsFault, ParseError> {
            .failure(ParseError(description: "\(why) in \"\(spec.prefix(80))\"; a fault is KIND[:COUNT|:PERCENT%][,token=HEX][,topic=TOPIC][,retry-after=SECONDS] with KIND 429, 500, 503, shutdown or delay=SECONDS (e.g. 429:3, 500:25%, delay=2:5, shutdown)"))
        }
        let parts = spec.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let head = parts.first, !head.isEmpty else { return bad("no kind") }
        let headParts = head.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        var extent = Extent.next(1)
        if headParts.count == 2 {
            let text = headParts[1]
            if text.hasSuffix("%") {
                guard let percent = Int(text.dropLast()), (1...100).contains(percent) else { return bad("the share \"\(text)\" is not 1% to 100%") }
                extent = .share(percent)
            } else {
                guard let count = Int(text), (1...maximumCount).contains(count) else { return bad("the count \"\(text)\" is not a whole number from 1") }
                extent = .next(count)
            }
        }
        var kind: Kind
        switch headParts[0].lowercased() {
        case "429": kind = .tooManyRequests(retryAfter: defaultRetryAfter)
        case "500": kind = .internalServerError
        case "503": kind = .serviceUnavailable
        case "shutdown": kind = .shutdown
        case let word where word.hasPrefix("delay="):
            guard let seconds = Double(word.dropFirst("delay=".count)), seconds.isFinite, seconds > 0, seconds <= maximumDelay else {
                return bad("the delay \"\(word.dropFirst("delay=".count))\" is not a number of seconds above 0 and at most \(Int(maximumDelay))")
            }
            kind = .delay(seconds)
        default:
            return bad("unknown kind \"\(headParts[0].prefix(20))\"")
        }
        var fault = APNsFault(kind: kind, extent: extent)
        for part in parts.dropFirst() {
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard pair.count == 2, !pair[1].isEmpty else { return bad("\"\(part.prefix(30))\" is not NAME=VALUE") }
            switch pair[0] {
            case "token":
                guard pair[1].utf8.allSatisfy(PushToken.isHexDigit), !pair[1].isEmpty, pair[1].utf8.count <= 200 else { return bad("token= is not hex digits") }
                fault.token = pair[1].lowercased()
            case "topic":
                guard pair[1].utf8.count <= 255 else { return bad("topic= is over 255 bytes") }
                fault.topic = pair[1]
            case "retry-after":
                guard case .tooManyRequests = kind else { return bad("retry-after= goes with 429 only") }
                guard let seconds = Int(pair[1]), (0...86_400).contains(seconds) else { return bad("retry-after= is not whole seconds from 0 to 86400") }
                fault.kind = .tooManyRequests(retryAfter: seconds)
            default:
                return bad("unknown \"\(pair[0].prefix(20))=\"")
            }
        }
        return .success(fault)
    }

    /// The spec again, in the form `parse` reads.
    package var description: String {
        var text: String
        switch kind {
        case .tooManyRequests: text = "429"
        case .internalServerError: text = "500"
        case .serviceUnavailable: text = "503"
        case .shutdown: text = "shutdown"
        case .delay(let seconds): text = "delay=\(Self.seconds(seconds))"
        }
        switch extent {
        case .next(let count): if count != 1 { text += ":\(count)" }
        case .share(let percent): text += ":\(percent)%"
        }
        if let token { text += ",token=\(token)" }
        if let topic { text += ",topic=\(topic)" }
        if case .tooManyRequests(let retryAfter) = kind, retryAfter != Self.defaultRetryAfter { text += ",retry-after=\(retryAfter)" }
        return text
    }

    static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// Whether the fault is for a request to `token` on `topic`.
    func matches(token requestToken: String?, topic requestTopic: String?) -> Bool {
        if let token, requestToken.map({ $0.lowercased() }) != token { return false }
        if let topic, requestTopic != topic { return false }
        return true
    }
}
