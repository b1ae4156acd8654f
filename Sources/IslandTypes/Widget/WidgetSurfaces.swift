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
    /// Every `Button(intent:)` / `Toggle(intent:)` the Lock Screen and the expanded view draw,
    /// numbered (`WidgetControls`): the Lock Screen's first.
    package var controls: [WidgetControl] = []
    package var warnings: [WidgetWarning]
    package var nextChange: Date?

    package init(lockScreen: WidgetView, island: WidgetDynamicIsland?, warnings: [WidgetWarning], nextChange: Date?) {
        self.lockScreen = lockScreen
        self.island = island
        self.warnings = warnings
        self.nextChange = nextChange
    }

    /// The first control: its label and its intent's type name.
    package var control: (label: String, intent: String?)? {
        controls.first.map { ($0.label, $0.intent) }
    }
}
