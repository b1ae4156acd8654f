import IslandJSON

/// An App Intent the user triggered from a Live Activity: one of the card's controls (a
/// `LiveActivityIntent` such as `StopRideIntent` or `PauseTimerIntent(timerID:)`) or
/// `EndAllActivitiesIntent` ("Beende ÖPNV Mannheim"), which ends one app's activities.
package struct Intent: Hashable, Sendable {
    package static let endAllName = "EndAllActivitiesIntent"

    package var name: String
    /// The activity the button belongs to; nil for End all.
    package var activityID: String?
    /// The app's bundle identifier ("" for activities of no known app).
    package var app: String
    /// For End all: the activities it asks the app to end.
    package var activityIDs: [String]
    /// The intent's parameters as the card's code set them (`"timerID": "t1"`).
    package var parameters = JSONObject()
    /// Pressed on a `Toggle(isOn:intent:)`: the state it turns the toggle to.
    package var toggledTo: Bool?

    package init(name: String, activityID: String?, app: String, activityIDs: [String] = []) {
        self.name = name
        self.activityID = activityID
        self.app = app
        self.activityIDs = activityIDs
    }

    package static func endAll(app: String, activityIDs: [String]) -> Intent {
        Intent(name: endAllName, activityID: nil, app: app, activityIDs: activityIDs)
    }
}
