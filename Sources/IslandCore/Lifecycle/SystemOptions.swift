/// How the system behaves beyond the rules every iOS has.
package struct SystemOptions: Hashable, Sendable {
    package var ios: IOSVersion
    /// `--frequent-updates`: every app is treated as declaring
    /// `NSSupportsLiveActivitiesFrequentUpdates`.
    package var frequentUpdates: Bool
    /// Under `island lint` a bare content state is island's convenience, not something APNs
    /// delivers: say so (`WARN_BARE_CONTENT_STATE`).
    package var warnsBareContentState: Bool
    /// The APNs environment the device's tokens belong to (`--apns-environment`).
    package var environment: APNsEnvironment = .sandbox

    package init(ios: IOSVersion = .newest, frequentUpdates: Bool = false, warnsBareContentState: Bool = false) {
        self.ios = ios
        self.frequentUpdates = frequentUpdates
        self.warnsBareContentState = warnsBareContentState
    }
}
