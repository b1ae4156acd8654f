import Foundation
import IslandCore

/// What the run loop shows frames on: the ncurses screen in the executable, a recorder in
/// tests, nothing at all in `--headless`. Keeping it a protocol keeps the loop free of ncurses.
package protocol Frontend: AnyObject {
    /// Draws the model as it is at `now`. Called at most once per `RunLoop.frameInterval`,
    /// after everything already waiting was applied and every effect reached its sinks. A
    /// frame that looks like the last one is the frontend's to skip (the screen sends nothing).
    func present(_ model: AppModel, now: Date)
    /// Rings the terminal bell (`AppEffect.bell`).
    func bell()
    /// The terminal changed size (SIGWINCH): adopt the new size before the next frame.
    func resize()
    /// The frontend wants a frame although no event changed the model (e.g. it learnt of a
    /// resize from its own input). The loop presents when this is true and clears nothing:
    /// `present` is expected to reset it.
    var needsFrame: Bool { get }
    /// The next instant the last frame changes by itself (a countdown, the phone's clock);
    /// the loop wakes then at the latest. Nil: nothing on screen depends on time.
    var nextChange: Date? { get }
}

extension Frontend {
    package func bell() {}
    package func resize() {}
    package var needsFrame: Bool { false }
    package var nextChange: Date? { nil }
}
