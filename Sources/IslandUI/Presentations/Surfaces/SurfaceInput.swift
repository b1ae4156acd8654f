import Foundation

/// What a device surface draws: the activities' views in the order the device stacks them
/// (the first on top), which one an alert is raising, whether the top one is opened (a tap
/// on the Watch, a click in the Mac's menu bar), and the moment for the device's clock.
struct SurfaceInput {
    var views: [ActivityView]
    var alertingID: String?
    var opened = false
    var now: Date
    var context: RenderContext

    var words: SurfaceWords { SurfaceWords(context.language) }

    /// The activity on top: the one an alert raises, else the first.
    var top: ActivityView? {
        alertingID.flatMap { id in views.first { $0.activityID == id } } ?? views.first
    }

    /// The others, in their order.
    var rest: [ActivityView] {
        guard let top else { return [] }
        return views.filter { $0.activityID != top.activityID }
    }

    var clock: String { ClockText.hoursMinutes(now, in: context.timeZone) }
}
