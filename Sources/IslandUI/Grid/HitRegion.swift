import IslandCore

/// A clickable rectangle of the frame.
public struct HitRegion: Hashable, Sendable {
    public let rect: Rect
    public let target: HitTarget
}
