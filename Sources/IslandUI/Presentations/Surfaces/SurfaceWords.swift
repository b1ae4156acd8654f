import IslandCore

/// The words the device surfaces add to island's own (`Strings`): device names and the
/// system's buttons on them.
struct SurfaceWords {
    let language: Language

    init(_ language: Language) {
        self.language = language
    }

    private func pick(_ de: String, _ en: String) -> String {
        language == .de ? de : en
    }

    /// The system's button in a Watch's full-screen Live Activity.
    var openOnIPhone: String { pick("Auf iPhone öffnen", "Open on iPhone") }
    var smartStack: String { "Smart Stack" }
    var menuBarApp: String { "Finder" }
    var flashlight: String { pick("Taschenlampe", "Flashlight") }
    var camera: String { pick("Kamera", "Camera") }

    /// The dashboard's title of a device's pane.
    func title(_ device: Device) -> String {
        switch device {
        case .iPhone: return "Dynamic Island"
        case .iPhoneLandscape: return pick("Dynamic Island · iPhone quer (iOS 27)", "Dynamic Island · iPhone landscape (iOS 27)")
        case .watch: return "Apple Watch · Smart Stack (watchOS 11)"
        case .carPlay: return "CarPlay (iOS 26)"
        case .mac: return pick("Mac · Menüleiste (macOS 26)", "Mac · menu bar (macOS 26)")
        }
    }
}
