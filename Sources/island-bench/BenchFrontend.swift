import Foundation
import IslandCore
import IslandIO
import IslandUI

/// The terminal frontend without the terminal: each frame is rendered at 120×40 and diffed
/// against the one before, which is all the work island does for a frame short of handing
/// the changed cells to ncurses. Counts frames, and frames that changed anything.
final class BenchFrontend: Frontend {
    let context = RenderContext(language: .de, glyphs: .unicode, themeNames: ["default"], timeZone: TimeZone(identifier: "Europe/Berlin")!)
    private(set) var frames = 0
    private(set) var changedFrames = 0
    private var last: Grid?
    /// Called after each frame with the moment it was done (real seconds, monotonic).
    var onPresent: (Double) -> Void = { _ in }

    func present(_ model: AppModel, now: Date) {
        let grid = Renderer.render(model, width: 120, height: 40, now: now, context: context)
        let diff = last.map { GridDiff(from: $0, to: grid) } ?? GridDiff(full: grid)
        frames += 1
        if !diff.isEmpty { changedFrames += 1 }
        last = grid
        onPresent(VirtualClock.monotonicSeconds())
    }
}
