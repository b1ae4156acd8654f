import IslandInput

/// What a `--record` file keeps of one input, and what `island replay` feeds back: a line as
/// its source delivered it (with that source and line number, so the events pane reads as it
/// did), a key or click of the user's, pressed again through the same reducer, an events
/// pane entry about the sources themselves (a client connecting, a file appearing), which a
/// replay has no sources to produce, or the app clock's speed and pause as they changed
/// (`--speed`, `+`, `-`, `p`), so a replay runs at the speeds the session ran at.
package enum RecordedInput: Hashable, Sendable {
    case line(IncomingLine)
    case key(KeyPress)
    case click(HitTarget)
    /// An events-pane entry: free text, or a source's status (typed, so a replay words it in
    /// the screen's language as the live pane did).
    case log(LogEntry.Level, LogMessage)
    case clock(speed: Double, paused: Bool)
}
