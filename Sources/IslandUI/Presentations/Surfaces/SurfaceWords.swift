import IslandCore
import IslandText

/// The words the device surfaces add to island's own (`Strings`): device names and the
/// system's buttons on them.
struct SurfaceWords {
    let table: StringTable

    init(_ language: Language) {
        table = language.table
    }

    /// The system's button in a Watch's full-screen Live Activity.
    var openOnIPhone: String { table.text(.openOnIPhone) }
    var smartStack: String { table.text(.smartStack) }
    var menuBarApp: String { table.text(.menuBarApp) }
    var flashlight: String { table.text(.flashlight) }
    var camera: String { table.text(.camera) }

    /// The dashboard's title of a device's pane.
    func title(_ device: Device, watchOutOfRange: Bool = false) -> String {
        switch device {
        case .iPhone: return table.text(.deviceIPhone)
        case .iPhoneLandscape: return table.text(.deviceIPhoneLandscape)
        case .watch: return table.text(watchOutOfRange ? .deviceWatchOutOfRange : .deviceWatch)
        case .carPlay: return table.text(.deviceCarPlay)
        case .mac: return table.text(.deviceMac)
        }
    }
}
