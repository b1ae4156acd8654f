import Foundation
import IslandCore

/// What the sink and the frontend saw, in the order they saw it.
final class RunLoopJournal {
    enum Entry {
        case output(OutputRecord)
        case present(AppModel)
        case bell
        /// An event the loop applied (`RunLoopEventRecorder`).
        case applied(AppEvent)
    }

    var entries: [Entry] = []

    var presents: [AppModel] {
        entries.compactMap { if case .present(let model) = $0 { return model } else { return nil } }
    }

    func index(where predicate: (Entry) -> Bool) -> Int? {
        entries.firstIndex(where: predicate)
    }
}
