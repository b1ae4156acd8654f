import IslandCore
import IslandInput

/// A clickable rectangle of the frame.
package struct HitRegion: Hashable, Sendable {
    package let rect: Rect
    package let target: HitTarget
}
