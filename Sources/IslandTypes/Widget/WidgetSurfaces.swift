import IslandSwiftSource
import Foundation

/// A widget evaluated for one frame: the Lock Screen view and the Dynamic Island's
/// presentations, with what the code says beside them (the card's background, its URL, the
/// control the Lock Screen or expanded view shows) and what island could not draw.
package struct WidgetSurfaces: Sendable {
    package var lockScreen: WidgetView
    package var island: WidgetDynamicIsland?
    package var background: WidgetColor?
    /// `activitySystemActionForegroundColor`.
    package var actionForeground: WidgetColor?
    package var url: String?
    /// The first `Button(intent:)` / `Toggle(intent:)` of the Lock Screen, else of the
    /// expanded view: its label and its intent's type name.
    package var control: (label: String, intent: String?)?
    package var warnings: [WidgetWarning]
    package var nextChange: Date?

    package init(lockScreen: WidgetView, island: WidgetDynamicIsland?, warnings: [WidgetWarning], nextChange: Date?) {
        self.lockScreen = lockScreen
        self.island = island
        self.warnings = warnings
        self.nextChange = nextChange
    }
}
