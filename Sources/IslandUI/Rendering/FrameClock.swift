import Foundation

/// What a frame showed that changes by itself: the activities whose views were drawn and
/// whether a clock was. Drawers note them while they draw, so the frame's next change
/// counts only what is on screen (an activity counted as "+2 more" wakes nobody). A class,
/// so the value-typed `Scene` can carry it through every drawer.
final class FrameClock {
    private(set) var shownActivities: Set<String> = []
    private(set) var showsClock = false

    func shown(_ activityID: String) {
        shownActivities.insert(activityID)
    }

    /// A clock of hours and minutes (the phone's, StandBy's) is on screen.
    func clockShown() {
        showsClock = true
    }
}
