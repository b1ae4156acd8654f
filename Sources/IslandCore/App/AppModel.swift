import Foundation

/// Everything the dashboard shows, in one value. Only `AppReducer` changes it.
public struct AppModel: Sendable {
    public var system: LiveActivitySystem
    public var simulations: [SimulationRun]
    /// `island replay`: recorded lines fed on the app clock.
    public var replay: ReplayRun?
    public var selectedID: String?
    /// The dashboard is the Lock Screen: it starts locked, and Beenden then asks to authenticate.
    public var locked = true
    public var pending: PendingAction?
    /// Space / e: the island held open (touch-and-hold).
    public var expandedHeld = false
    /// An alert shows the expanded island until this time.
    public var alertExpandedUntil: Date?
    public var alertActivityID: String?
    public var showHelp = false
    public var viewMode: ViewMode = .dashboard
    public var themeIndex = 0
    public var log = EventLog()
    public var sources: [SourceStatus] = []
    public var note: Note?
    public var speed: Double
    public var paused = false
    /// Ring the terminal bell on alerts (`--bell`).
    public var bellEnabled = false
    public var quitting = false

    public init(system: LiveActivitySystem = LiveActivitySystem(), simulations: [SimulationRun] = [], speed: Double = 1) {
        self.system = system
        self.simulations = simulations
        self.speed = speed
    }

    /// Activities on the Lock Screen, most relevant first (tie: first started).
    public var lockScreenActivities: [Activity] {
        system.activities.filter(\.isOnLockScreen).sorted(by: Self.byRelevance)
    }

    /// Activities in the Dynamic Island, most relevant first.
    public var islandActivities: [Activity] {
        system.activities.filter(\.isOnIsland).sorted(by: Self.byRelevance)
    }

    public static func byRelevance(_ a: Activity, _ b: Activity) -> Bool {
        a.relevanceScore != b.relevanceScore ? a.relevanceScore > b.relevanceScore : a.startOrder < b.startOrder
    }

    /// The selected activity if it is still on the Lock Screen, else the most relevant one.
    public var selected: Activity? {
        if let selectedID, let activity = system.activity(selectedID), activity.isOnLockScreen { return activity }
        return lockScreenActivities.first
    }

    /// Whether the island shows the expanded presentation at `now`.
    public func isExpanded(at now: Date) -> Bool {
        expandedHeld || (alertExpandedUntil.map { now < $0 } ?? false)
    }

    public func simulation(for activityID: String) -> SimulationRun? {
        simulations.first { $0.simulation.activityID == activityID }
    }
}
