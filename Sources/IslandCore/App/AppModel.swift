import Foundation
import IslandTypes

/// Everything the dashboard shows, in one value. Only `AppReducer` changes it.
package struct AppModel: Sendable {
    package var system: LiveActivitySystem
    package var simulations: [SimulationRun]
    /// `island replay`: recorded lines fed on the app clock.
    package var replay: ReplayRun?
    package var selectedID: String?
    /// The dashboard is the Lock Screen: it starts locked, and the button then asks to authenticate.
    package var locked = true
    package var pending: PendingAction?
    /// Space / e: the island held open (touch-and-hold).
    package var expandedHeld = false
    /// An alert lights its activity until this time: the expanded island when unlocked, the
    /// Lock Screen card when locked.
    package var alertUntil: Date?
    package var alertActivityID: String?
    package var showHelp = false
    /// How far the help is scrolled (it is longer than a small terminal).
    package var helpScroll: EventsPaneState.DetailScroll = .top(0)
    /// The device's Settings screen, when it is open.
    package var settings: SettingsScreen?
    /// The fault key's last preset (`APNsFaultPresets`), nil before the first press.
    package var apnsFaultPreset: Int?
    /// The Watch is out of range of its iPhone (`--watch-out-of-range`): only alerting updates
    /// reach it (`isActivityUpdateReduced`).
    package var watchOutOfRange = false
    package var viewMode: ViewMode = .dashboard
    /// Always-On (`a`): the locked iPhone's Lock Screen dimmed and dark, the widgets drawn with
    /// `isLuminanceReduced`; any key that wakes or leaves the phone view ends it.
    package var alwaysOn = false
    /// The device the activities are shown on (`d`); the dashboard's top pane and the phone view follow it.
    package var device: Device = .iPhone
    package var themeIndex = 0
    package var log = EventLog()
    /// The events pane's cursor, filters and opened entry.
    package var eventsPane = EventsPaneState()
    package var sources: [SourceStatus] = []
    package var note: Note?
    package var speed: Double
    package var paused = false
    /// Ring the terminal bell on alerts (`--bell`).
    package var bellEnabled = false
    package var quitting = false
    /// The device's preferred languages (`--lang`, LANG …): the chrome's and each app's.
    package var languages: LanguagePreferences
    /// Who can hear an intent besides socket clients: `--intents FILE`, headless output.
    package var intentListeners: Set<String> = []
    /// How long the app has to end what the user asked to end, in real seconds (`--intent-timeout`).
    package var intentTimeout: TimeInterval = 10
    /// How many times `r` restarted the simulations (each restart gets a new seed from it).
    package var restarts = 0
    /// Activities a simulated app started (live, or in a recording being replayed): their
    /// app hears intents itself.
    package var simulatedActivityIDs: Set<String> = []
    /// The push tokens announced so far; nil while no APNs endpoint can deliver to them.
    package var pushTokens: PushTokenAnnouncer?

    package init(system: LiveActivitySystem = LiveActivitySystem(), simulations: [SimulationRun] = [], speed: Double = 1,
                 languages: LanguagePreferences = .none) {
        self.system = system
        self.simulations = simulations
        self.speed = speed
        self.languages = languages
    }

    /// The language of island's own words (status line, events pane, help): the device's when
    /// island has it, else English.
    package var chromeLanguage: String {
        LanguageResolver.chrome(languages)
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
        isMoreRelevant(a.relevanceScore, a.startOrder, than: b.relevanceScore, b.startOrder)
    }

    /// `byRelevance` on the two fields it reads, for a caller that reads them in place.
    static func isMoreRelevant(_ score: Double, _ order: Int, than otherScore: Double, _ otherOrder: Int) -> Bool {
        score != otherScore ? score > otherScore : order < otherOrder
    }

    /// The selected activity if it is still on the Lock Screen, else the most relevant one.
    package var selected: Activity? { selected(among: lockScreenActivities) }

    /// `selected`'s id, found in place: every line the dashboard takes in asks for it, and
    /// listing and sorting the Lock Screen copies every activity.
    package var selectedActivityID: String? {
        let activities = system.activities
        if let selectedID, activities.indices.contains(where: { activities[$0].id == selectedID && activities[$0].isOnLockScreen }) {
            return selectedID
        }
        var best: Int?
        for index in activities.indices where activities[index].isOnLockScreen {
            if let current = best, !Self.isMoreRelevant(activities[index].relevanceScore, activities[index].startOrder,
                                                        than: activities[current].relevanceScore, activities[current].startOrder) { continue }
            best = index
        }
        return best.map { activities[$0].id }
    }

    /// `selected`, given `lockScreenActivities` already worked out.
    package func selected(among lockScreen: [Activity]) -> Activity? {
        if let selectedID, let activity = lockScreen.first(where: { $0.id == selectedID }) { return activity }
        return lockScreen.first
    }

    /// What the Dynamic Island shows, as iOS decides it: the most relevant activity's app
    /// leads; a second app's most relevant activity shares the island as a minimal.
    package var islandLead: Activity? { islandActivities.first }

    /// Whether the island shows the expanded presentation at `now`.
    package func isExpanded(at now: Date) -> Bool {
        expandedHeld || isAlerting(at: now)
    }

    package func isAlerting(at now: Date) -> Bool {
        alertUntil.map { now < $0 } ?? false
    }

    package func simulation(for activityID: String) -> SimulationRun? {
        simulations.first { $0.simulation.activityID == activityID }
    }

    /// Whether anyone but the simulated apps hears intents: a socket client, the intents
    /// file, headless output — or, in a replay, the recorded apps, whose answers the
    /// recording holds.
    package var hasIntentListener: Bool {
        replay != nil || !intentListeners.isEmpty
            || sources.contains { if case .clients(let count) = $0.state { return count > 0 } else { return false } }
    }

    /// Every simulation has played its last push (and none was restarted since), and its
    /// activity is over: an alarm the user paused has nothing planned but waits for Resume.
    package var simulationsFinished: Bool {
        !simulations.isEmpty && simulations.allSatisfy {
            $0.nextPushTime == nil && $0.response == nil && system.activity($0.simulation.activityID)?.isOnIsland != true
        }
    }
}
