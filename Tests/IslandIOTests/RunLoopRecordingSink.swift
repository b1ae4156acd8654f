import IslandCore
import IslandIO

/// Writes every output record into the journal.
final class RunLoopRecordingSink: EffectSink {
    let journal: RunLoopJournal

    init(journal: RunLoopJournal) {
        self.journal = journal
    }

    func deliver(_ effect: AppEffect) {
        if case .output(let record) = effect { journal.entries.append(.output(record)) }
    }
}
