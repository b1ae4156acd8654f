import Foundation

/// Everything the dashboard shows, in one value. Only `AppReducer` changes it.
package struct AppModel: Sendable {
    package var system: LiveActivitySystem
    package var simulations: [SimulationRun]
    /// `island replay`: recorded lines fed on the app clock.
    package var replay: ReplayRun?
    package var selectedID: String?
    /// The dashboard is the Lock Screen: it starts locked, and Beenden then asks to authenticate.
    package var locked = true
    package var pending: PendingAction?
    /// Space / e: the island held open (touch-and-hold).
    package var expandedHeld = false
    /// An alert shows the expanded island until this time.
    package var alertExpandedUntil: Date?
    package var alertActivityID: String?
    package var showHelp = false
    package var viewMode: ViewMode = .dashboard
    package var themeIndex = 0
    package var log = EventLog()
    package var sources: [SourceStatus] = []
    package var note: Note?
    package var speed: Double
    package var paused = false
    /// Ring the terminal bell on alerts (`--bell`).
    package var bellEnabled = false
    package var quitting = false
    /// The push tokens announced so far; nil while no APNs endpoint can deliver to them.
    package var pushTokens: PushTokenAnnouncer?

    package init(system: LiveActivitySystem = LiveActivitySystem(), simulations: [SimulationRun] = [], speed: Double = 1) {
        self.system = system
        self.simulations = simulations
        self.speed = speed
    }

    /// Activities on the Lock Screen, most relevant first (tie: first started).
    package var lockScreenActivities: [Activity] {
        system.activities.filter(\.isOnLockScreen).sorted(by: Self.byRelevance)
    }

    /// Activities in the Dynamic Island, most relevant first.
    package var islandActivities: [Activity] {
        system.activities.filter(\.isOnIsland).sorted(by: Self.byRelevance)
    }

    package static func byRelevance(_ a: Activity, _ b: Activity) -> Bool {
        a.relevanceScore != b.relevanceScore ? a.relevanceScore > b.relevanceScore : a.startOrder < b.startOrder
    }

    /// The selected activity if it is still on the Lock Screen, else the most relevant one.
    package var selected: Activity? {
        if let selectedID, let activity = system.activity(selectedID), activity.isOnLockScreen { return activity }
        return lockScreenActivities.first
    }

    /// Whether the island shows the expanded presentation at `now`.
    package func isExpanded(at now: Date) -> Bool {
        expandedHeld || (alertExpandedUntil.map { now < $0 } ?? false)
    }

    package func simulation(for activityID: String) -> SimulationRun? {
        simulations.first { $0.simulation.activityID == activityID }
    }
}
