import Foundation
import IslandCore

/// Everything an activity's view is built from.
struct ViewInput {
    let activity: Activity
    let now: Date
    let context: RenderContext

    var strings: Strings { context.strings }
    var glyphs: Glyphs { context.glyphs }
    var isEnded: Bool { activity.state == .ended || activity.state == .dismissed }

    /// "14:32" in the context's zone.
    func clock(_ date: Date) -> String {
        ClockText.hoursMinutes(date, in: context.timeZone)
    }

    /// The card's button: Beenden / Stop ride. It stays clickable once ended (a second press
    /// is a no-op with a note) but reads as disabled.
    func button(_ label: String) -> Span {
        .button(label, target: .stopButton(activityID: activity.id), enabled: !isEnded)
    }

    /// " · " with the context's separator glyph.
    var separator: String { " \(glyphs.separator) " }
}
