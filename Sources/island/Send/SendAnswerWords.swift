import IslandText

/// island's own words in `island send`'s lines for a person, looked up once for a run, in the
/// command line's language: the labels around what the dashboard sent. What the dashboard
/// sent stays as it came — its verdicts ("applied", "rejected"), codes, ids and reasons are
/// the protocol's, the same words `--json` carries.
struct SendAnswerWords: Sendable {
    let table: StringTable
    /// "\n  warning " before a warning's code.
    let warning: [UInt8]
    /// "intent " before the intent's name.
    let intent: [UInt8]
    /// " for " before the intent's topic.
    let forTopic: [UInt8]
    /// "lifecycle " before a lifecycle event.
    let lifecycle: [UInt8]
    /// "line", in place of a file's name the answer does not give.
    let line: [UInt8]

    init(_ table: StringTable) {
        self.table = table
        warning = Array("\n  \(table.text(.sendAnswerWarning)) ".utf8)
        intent = Array("\(table.text(.sendAnswerIntent)) ".utf8)
        forTopic = Array(" \(table.text(.sendAnswerForTopic)) ".utf8)
        lifecycle = Array("\(table.text(.sendAnswerLifecycle)) ".utf8)
        line = Array(table.text(.sendAnswerLine).utf8)
    }

    /// The English words: what the reference output and the tests of its shape read.
    static let english = SendAnswerWords(.en)
}
