import Foundation
import IslandCore
import IslandIO

/// What `island run` assembles before the loop starts: the initial model and the clock's start,
/// the event sources and effect sinks, and what to undo afterwards. Each installer adds its part.
struct RunSetup {
    var model: AppModel
    /// The app clock's start (the simulator's trip starts here too).
    let start: Date
    var sources: [any EventSource] = []
    var sinks: [any EffectSink] = []
    /// See every event before and after it is applied (`--record`).
    var observers: [any RunLoopObserver] = []
    /// Run after the loop ends, last added first (close files, remove the socket file).
    var cleanups: [() -> Void] = []

    init(model: AppModel, start: Date) {
        self.model = model
        self.start = start
    }

    /// The language each described app's texts are in on this device (for the simulated apps).
    var appLanguages: [String: String] {
        Dictionary(uniqueKeysWithValues: model.system.types.describedApps.map { ($0.bundle, $0.language(for: model.languages)) })
    }
}
