import Foundation
import IslandCore

/// Each activity's view as last built, kept between frames: a view stays what it is until the
/// activity changes, the context changes, or its own `nextChange` comes (the instant any text
/// of it changes by itself), so a frame rebuilds only the views that changed. A memo of a pure
/// function: it never changes what a frame shows. Used by the one thread that renders; the
/// lock only keeps it sound if two did.
package final class ActivityViewCache: @unchecked Sendable {
    struct Made {
        let activity: Activity
        /// The context's settings it was built in.
        let setting: RenderContext.Settings
        /// The moment it was built for: an earlier one (a replay stepping back) builds anew.
        let now: Date
        let view: ActivityView
    }

    /// More activities than a dashboard shows at once: the table is emptied past this.
    static let limit = 256

    /// Views by activity id.
    private var table: [String: Made] = [:]
    private let lock = NSLock()

    package init() {}

    /// The view `make` builds for `activity` at `now`, or the one built before when it is
    /// still the same: the same activity in the same setting, `now` from its moment up to its
    /// `nextChange`.
    func view(_ activity: Activity, now: Date, context: RenderContext, make: () -> ActivityView) -> ActivityView {
        let setting = context.settings
        lock.lock()
        defer { lock.unlock() }
        if let made = table[activity.id], made.now <= now, made.view.nextChange.map({ now < $0 }) ?? true,
           made.setting == setting, made.activity == activity {
            return made.view
        }
        let view = make()
        if table.count >= Self.limit { table.removeAll(keepingCapacity: true) }
        table[activity.id] = Made(activity: activity, setting: setting, now: now, view: view)
        return view
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return table.count
    }
}
