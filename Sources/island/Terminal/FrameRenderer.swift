import Foundation
import IslandCore
import IslandUI

/// Draws the model into a grid of the given width and height at `now`, with the next instant
/// that frame changes by itself. The terminal frontend calls it once per frame; the real one
/// is the dashboard renderer.
typealias FrameRenderer = (_ model: AppModel, _ width: Int, _ height: Int, _ now: Date) -> RenderedFrame
