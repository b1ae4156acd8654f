/// What each surface tells the view it draws, in SwiftUI's own environment values: the one
/// table a presentation source (a type file today, a widget's SwiftUI tomorrow) reads to
/// choose its view per surface. docs/surfaces.md cites Apple for each value.
package struct SurfaceEnvironment: Hashable, Sendable {
    /// `ActivityFamily`: `.medium` on the iPhone (Lock Screen, StandBy), `.small` on the
    /// Apple Watch Smart Stack and in CarPlay.
    package enum Family: String, Hashable, Sendable {
        case small
        case medium
    }

    package var activityFamily: Family
    /// Always-On: the Lock Screen dimmed and dark.
    package var isLuminanceReduced = false
    /// iOS 27's landscape island: compact and minimal have no room to grow in width.
    package var isDynamicIslandLimitedInWidth = false
    /// StandBy: the Lock Screen view fills the screen, the background tint edge to edge.
    package var isActivityFullscreen = false
    /// True on the Lock Screen; false in StandBy, where `activityBackgroundTint` fills the screen.
    package var showsWidgetContainerBackground = true
    /// A Watch out of range of its iPhone: only alerting updates reach it.
    package var isActivityUpdateReduced = false

    package static let lockScreen = SurfaceEnvironment(activityFamily: .medium)
    package static let alwaysOn = SurfaceEnvironment(activityFamily: .medium, isLuminanceReduced: true)
    package static let standBy = SurfaceEnvironment(activityFamily: .medium, isActivityFullscreen: true,
                                                    showsWidgetContainerBackground: false)
    package static let landscapeIsland = SurfaceEnvironment(activityFamily: .medium, isDynamicIslandLimitedInWidth: true)
    package static let watch = SurfaceEnvironment(activityFamily: .small)
    package static let carPlay = SurfaceEnvironment(activityFamily: .small)
    /// The Mac shows the compact and expanded presentations (island's choice: the medium family).
    package static let menuBar = SurfaceEnvironment(activityFamily: .medium)
}
