import IslandText
import Foundation

/// When each provider (key ID and team ID) last made a new token on one connection, judged as
/// Apple describes TooManyProviderTokenUpdates: "Refresh your token no more than once every 20
/// minutes and no less than once every 60 minutes" (Apple, "Establishing a token-based
/// connection to APNs"). The tokens' own `iat`s decide, not the moment a connection first shows
/// a token: a token shared by several servers (node-apn, APNSwift, sideshow/apns2 and PyAPNs2
/// refresh one token by its age) may reach a new connection 54 minutes into its hour, and its
/// replacement a second later is a refresh 55 minutes after the last, not one second.
///
/// The count is per connection: Apple's engineers say the error comes from "changing the token
/// frequently on the same open connection", and that separate connections did not see it
/// (Apple Developer Forums, "Setting up APNs using auth token", thread 674772) — a backend whose
/// processes each sign their own token at start gets 200 from APNs, and so from island.
/// island's choices where Apple is silent: a token whose `iat` is not newer than the newest
/// seen (the same token re-signed, or a server still on the previous one) is no update; the
/// replacement of a token within `renewalWindow` of its hour, or past it, is always taken; and
/// island counts per key and team, more leniently than Apple's forum answer that keys of one
/// team count together — so island never answers 429 where APNs would answer 200.
package struct ProviderTokenLedger: Sendable {
    package static let minimumRefresh: TimeInterval = 20 * 60
    /// How close to its hour a token may be replaced whatever its age.
    package static let renewalWindow: TimeInterval = 5 * 60
    /// Providers remembered on one connection (Apple takes one team a connection); past it the
    /// one heard from longest ago is forgotten.
    static let providerLimit = 16

    struct Provider: Hashable, Sendable {
        let keyID: String
        let teamID: String
    }

    private var newest: [Provider: (issuedAt: Date, seen: UInt64)] = [:]
    private var turn: UInt64 = 0

    package init() {}

    /// Why a token is refused as an update too soon.
    package struct TooSoon: Hashable, Sendable {
        /// The newest token's `iat` the refused one follows.
        package let previous: Date
        package let gap: TimeInterval

        package var detail: Sentence {
            Sentence(.apnsJWTTooSoon, ["gap": String(Int(gap)), "previous": String(Int(previous.timeIntervalSince1970))])
        }
    }

    /// Takes `token` (already checked for shape, age and signature) as the provider's newest
    /// when it is; nil when it is taken.
    package mutating func admit(_ token: ProviderToken, now: Date) -> TooSoon? {
        let provider = Provider(keyID: token.keyID, teamID: token.teamID)
        turn &+= 1
        guard let last = newest[provider] else {
            record(provider, token.issuedAt)
            return nil
        }
        guard token.issuedAt > last.issuedAt else {
            newest[provider] = (last.issuedAt, turn)
            return nil
        }
        let gap = token.issuedAt.timeIntervalSince(last.issuedAt)
        let lastAge = now.timeIntervalSince(last.issuedAt)
        guard gap >= Self.minimumRefresh || lastAge >= ProviderToken.lifetime - Self.renewalWindow else {
            return TooSoon(previous: last.issuedAt, gap: gap)
        }
        record(provider, token.issuedAt)
        return nil
    }

    private mutating func record(_ provider: Provider, _ issuedAt: Date) {
        if newest[provider] == nil, newest.count >= Self.providerLimit,
           let oldest = newest.min(by: { $0.value.seen < $1.value.seen })?.key {
            newest[oldest] = nil
        }
        newest[provider] = (issuedAt, turn)
    }

    package var providerCount: Int { newest.count }
}
