import Foundation
import IslandCore
import IslandIO

/// Records frames and bells; `onPresent` lets a test act on what is shown (type the next key,
/// move the fake clock, raise a signal), which keeps the test single-threaded and free of sleeps.
final class RunLoopRecordingFrontend: Frontend {
    let journal: RunLoopJournal
    var onPresent: (AppModel, Date) -> Void = { _, _ in }
    private(set) var resizes = 0
    /// What the frame on screen says about when it changes by itself (a test sets it).
    var nextChange: Date?

    init(journal: RunLoopJournal) {
        self.journal = journal
    }

    func present(_ model: AppModel, now: Date) {
        journal.entries.append(.present(model))
        onPresent(model, now)
    }

    func bell() { journal.entries.append(.bell) }
    func resize() { resizes += 1 }
}
