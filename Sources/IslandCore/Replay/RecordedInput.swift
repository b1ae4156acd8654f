/// What a `--record` file keeps of one input, and what `island replay` feeds back: a line as
/// its source delivered it (with that source and line number, so the events pane reads as it
/// did), or a key or click of the user's, pressed again through the same reducer.
public enum RecordedInput: Hashable, Sendable {
    case line(IncomingLine)
    case key(KeyPress)
    case click(HitTarget)
}
