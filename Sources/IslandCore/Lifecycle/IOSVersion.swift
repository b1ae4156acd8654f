/// The iOS release whose ActivityKit island behaves like (`--ios`): features arrived in steps.
/// Sources: "Starting and updating Live Activities with ActivityKit push notifications"
/// (push-to-start: iOS 17.2) and WWDC24 "Broadcast updates to your Live Activities"
/// (channels, `input-push-channel`: iOS 18).
package enum IOSVersion: String, Hashable, Sendable, CaseIterable, Comparable {
    case v17_0 = "17.0"
    case v17_2 = "17.2"
    case v18 = "18"
    case v26 = "26"

    package static let newest = IOSVersion.v26

    package var supportsPushToStart: Bool { self >= .v17_2 }
    package var supportsChannels: Bool { self >= .v18 }

    private var order: Int { Self.allCases.firstIndex(of: self)! }

    package static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool { lhs.order < rhs.order }
}
