/// Which screen the dashboard shows.
package enum ViewMode: String, Hashable, Sendable, CaseIterable {
    /// Every presentation at once, with the events pane.
    case dashboard
    /// A phone frame: the island on top, the Lock Screen below.
    case phone
    /// The Lock Screen card scaled up, as iOS 17 StandBy shows it.
    case standby
}
