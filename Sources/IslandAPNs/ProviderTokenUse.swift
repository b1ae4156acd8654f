import Foundation

/// The provider tokens one connection has shown that passed every check, newest first: a
/// request that carries one of them again is not parsed or verified again (the same text gives
/// the same verdict on its shape and signature); only its age is judged anew. Two are kept, so
/// a connection that alternates between the token it used and its replacement while its
/// requests overlap costs nothing either. Beside them, the connection's `ledger` of each
/// provider's newest token (TooManyProviderTokenUpdates).
package struct ProviderTokenUse: Sendable {
    static let capacity = 2

    private var verified: [(authorization: String, token: ProviderToken)] = []
    package var ledger = ProviderTokenLedger()

    package init() {}

    /// The token `authorization` carried when it last passed, or nil.
    package func cached(_ authorization: String) -> ProviderToken? {
        verified.first { $0.authorization == authorization }?.token
    }

    package mutating func remember(_ token: ProviderToken, authorization: String) {
        verified.removeAll { $0.authorization == authorization }
        verified.insert((authorization, token), at: 0)
        if verified.count > Self.capacity { verified.removeLast() }
    }

    package var count: Int { verified.count }
}
