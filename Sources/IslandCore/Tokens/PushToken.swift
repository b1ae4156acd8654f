import Foundation

/// The push tokens of island's simulated device: 32 bytes written as 64 lowercase hex digits,
/// as ActivityKit's `pushTokenUpdates` and `pushToStartTokenUpdates` hand them to an app.
///
/// A token is a digest, not a secret: the push-to-start token is the same on every run (island's
/// choice, so a backend can keep it in its configuration as it keeps a test phone's), and an
/// activity's token follows from what identifies that activity on this device — its id, its
/// place among the starts and the moment it started — so it is stable for the activity's
/// whole life, differs for an activity started again under the same id, and comes out the same
/// when a recorded session is replayed on its virtual clock.
package enum PushToken {
    /// Hex digits in a token.
    package static let length = 64

    /// The device's push-to-start token in the sandbox (`Activity<Attributes>.pushToStartToken`).
    package static let pushToStart = digest("island simulated device: push-to-start")
    private static let productionPushToStart = digest("island simulated device: push-to-start in production")

    /// The device's push-to-start token in one environment: APNs's two environments are
    /// separate services, and a device's tokens differ between them (Apple, "Sending
    /// notification requests to APNs": BadDeviceToken when "the token matches" another
    /// environment).
    package static func pushToStart(in environment: APNsEnvironment) -> String {
        environment == .sandbox ? pushToStart : productionPushToStart
    }

    /// Whether a token is the device's push-to-start token of either environment (the endpoint
    /// has already refused the other environment's, with its reason).
    package static func isPushToStart(_ token: String) -> Bool {
        token == pushToStart || token == productionPushToStart
    }

    /// The push token of one activity (`Activity.pushToken`), in the sandbox as it always was.
    package static func activity(id: String, startOrder: Int, startedAt: Date, environment: APNsEnvironment = .sandbox) -> String {
        let millis = Int64((startedAt.timeIntervalSince1970 * 1000).rounded())
        let place = environment == .sandbox ? "" : " \(environment.rawValue)"
        return digest("island activity\(place) \(startOrder) \(millis) \(id)")
    }

    /// The token that replaces `token` when the device rotates it (`pushTokenUpdates` yields a
    /// new one): derived, so a replay rotates to the same token.
    package static func rotated(_ token: String) -> String {
        digest("island rotated push token \(token)")
    }

    /// 64 hex digits, either case: the form APNs's `:path` carries.
    package static func isWellFormed(_ token: some StringProtocol) -> Bool {
        token.utf8.count == length && token.utf8.allSatisfy(Self.isHexDigit)
    }

    /// The same for a `String`, as the endpoint asks it of every request's path: the generic
    /// one above is not specialised across modules, and walked the digits through witness
    /// tables (8 % of a request's time).
    package static func isWellFormed(_ token: String) -> Bool {
        token.utf8.count == length && token.utf8.allSatisfy(Self.isHexDigit)
    }

    /// The token as island writes it (APNs takes either case).
    package static func normalized(_ token: some StringProtocol) -> String {
        token.lowercased()
    }

    /// The same for a `String`: a token already in lower case (nearly every one) is not copied.
    package static func normalized(_ token: String) -> String {
        token.utf8.allSatisfy({ $0 < 0x80 && !(0x41...0x5A).contains($0) }) ? token : token.lowercased()
    }

    package static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }

    /// 32 bytes from four independent 64-bit lanes (FNV-1a over the text, each lane with its own
    /// offset, then the SplitMix64 finaliser so neighbouring inputs share no digits).
    static func digest(_ text: String) -> String {
        var hex = ""
        hex.reserveCapacity(length)
        for lane in UInt64(1)...4 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ (lane &* 0x9E37_79B9_7F4A_7C15)
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
            hash ^= hash >> 30
            hash = hash &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 27
            hash = hash &* 0x94D0_49BB_1331_11EB
            hash ^= hash >> 31
            let digits = String(hash, radix: 16)
            hex += String(repeating: "0", count: 16 - digits.count) + digits
        }
        return hex
    }
}
