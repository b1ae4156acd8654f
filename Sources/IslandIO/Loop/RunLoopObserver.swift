import Foundation
import IslandCore

/// Something that watches every event the run loop applies, such as the `--record` file.
/// It sees the event before the reducer runs (so what it writes is on file even if applying
/// the event goes wrong) and the model before and after (so it can tell what the reducer
/// played by itself: simulator pushes, replayed lines). An observer never changes the model;
/// a problem it wants to report goes through `EffectSink.takeEvents` if it is a sink too.
package protocol RunLoopObserver: AnyObject {
    func willApply(_ event: AppEvent, to model: AppModel, now: Date)
    func didApply(_ event: AppEvent, from before: AppModel, to after: AppModel, now: Date)
}
