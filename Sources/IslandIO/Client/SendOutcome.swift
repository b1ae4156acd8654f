import IslandText

/// How an `island send` went, and its exit status.
package struct SendOutcome: Hashable, Sendable {
    /// Lines sent to the dashboard.
    package var sent = 0
    /// Lines the dashboard acknowledged as applied.
    package var applied = 0
    /// Lines the dashboard answered as ignored or rejected.
    package var notApplied = 0
    /// Lines not sent because they could never be applied (over 64 KiB).
    package var notSent = 0
    /// The dashboard closed the connection before it had answered every line.
    package var connectionLost = false

    package init() {}

    package var answered: Int { applied + notApplied }

    /// 0: every line was applied; 1: some line was not (or not sent); 2: the dashboard went
    /// away before answering everything.
    package var exitCode: Int32 {
        if connectionLost { return 2 }
        return notApplied + notSent > 0 ? 1 : 0
    }

    /// The closing line on standard error, in `table`'s language.
    package func summary(_ table: StringTable) -> String {
        var text = table.text(.sendSummary, count: sent, ["applied": String(applied), "notApplied": String(notApplied)])
        if notSent > 0 { text += ", " + table.text(.sendSummaryNotSent, count: notSent) }
        if connectionLost { text += ", " + table.text(.sendSummaryUnanswered, count: sent - answered) }
        return text
    }
}
