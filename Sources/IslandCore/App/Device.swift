/// Which device the dashboard and the phone view show the activities on (`d` cycles them).
/// ActivityKit: a Live Activity "appears on the Lock Screen, in the Dynamic Island, and on the
/// Home Screen" of iPhone, "in the Smart Stack" on Apple Watch, "in the Menu bar" on Mac and
/// "on the Home Screen" in CarPlay; iOS 27 adds the landscape island (docs/surfaces.md).
package enum Device: String, Hashable, Sendable, CaseIterable {
    case iPhone = "iphone"
    /// iOS 27: compact and minimal in landscape, limited in width.
    case iPhoneLandscape = "landscape"
    /// watchOS 11: the Smart Stack.
    case watch
    /// iOS 26: CarPlay's Home Screen.
    case carPlay = "carplay"
    /// macOS 26: the menu bar.
    case mac

    /// The next one in the cycle, back to the iPhone after the Mac.
    package var next: Device {
        let all = Device.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// On these a press of the card's button first opens the activity (the Watch's full-screen
    /// view, the Mac's expanded presentation), as a tap does there; the open view's button
    /// then acts as on the iPhone.
    package var opensOnPress: Bool {
        self == .watch || self == .mac
    }
}
