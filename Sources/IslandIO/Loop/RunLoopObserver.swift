import Foundation
import IslandCore

/// Something that watches every event the run loop applies, such as the `--record` file.
/// It sees the event before the reducer runs (so what it writes is on file even if applying
/// the event goes wrong) and the model before and after (so it can tell what the reducer
/// played by itself: simulator pushes, replayed lines). An observer never changes the model;
/// a problem it wants to report goes through `EffectSink.takeEvents` if it is a sink too.
package protocol RunLoopObserver: AnyObject {
    /// Whether `didApply` looks at the model before the event. The loop keeps a copy of the
    /// model for it only when some observer does: a copy held while the reducer changes the
    /// model makes every change copy what it touches (the events pane's whole history). When
    /// no observer does, `didApply` is given the model after the event as `before` too.
    var comparesModels: Bool { get }
    func willApply(_ event: AppEvent, to model: AppModel, now: Date)
    func didApply(_ event: AppEvent, from before: AppModel, to after: AppModel, now: Date)
}

extension RunLoopObserver {
    package var comparesModels: Bool { true }
}
