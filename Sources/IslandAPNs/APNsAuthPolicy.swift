import IslandCore
/// How the endpoint checks provider tokens: not at all (`--apns-no-auth`), their shape and age
/// as APNs does, or that too and their signature with the team's key (`--apns-key-p8 FILE`).
package struct APNsAuthPolicy: Sendable {
    package var required: Bool
    package var key: ProviderKey?
    /// From Apple's file name `AuthKey_<KEYID>.p8`, when the key's file has it.
    package var keyID: String?
    /// The environment the endpoint plays (what it answers beside the tokens: `apns-unique-id`).
    package var environment: APNsEnvironment

    package init(required: Bool, key: ProviderKey? = nil, keyID: String? = nil, environment: APNsEnvironment = .sandbox) {
        self.required = required
        self.key = key
        self.keyID = keyID
        self.environment = environment
    }

    package static let none = APNsAuthPolicy(required: false)
    package static let shape = APNsAuthPolicy(required: true)
}
