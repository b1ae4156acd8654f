import Foundation
import IslandCore
import IslandIO

/// Writes every event the loop applies into the journal, in order, between the frames the
/// recording frontend writes there: what a frame showed and in which order input was served.
final class RunLoopEventRecorder: RunLoopObserver {
    let journal: RunLoopJournal

    init(journal: RunLoopJournal) {
        self.journal = journal
    }

    func willApply(_ event: AppEvent, to model: AppModel, now: Date) {
        journal.entries.append(.applied(event))
    }

    func didApply(_ event: AppEvent, from before: AppModel, to after: AppModel, now: Date) {}
}
