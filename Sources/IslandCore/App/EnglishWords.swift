import IslandText
import IslandTypes

/// The English words the machine outputs (`--headless`, `--log`) write on nearly every line,
/// looked up in the English table once instead of once a line: a memo of `StringTable.en`,
/// never a wording of its own (the table stays the one place the words are).
enum EnglishWords {
    private static let start = StringTable.en.text(.eventStart)
    private static let update = StringTable.en.text(.eventUpdate)
    private static let end = StringTable.en.text(.eventEnd)

    /// `event.words(.en)`.
    static func event(_ event: PushEvent) -> String {
        switch event {
        case .start: return start
        case .update: return update
        case .end: return end
        }
    }

    /// How many "(N more)" are kept worded: an update changes a handful of fields.
    private static let more: [String] = (0..<32).map { StringTable.en.text(.changesMore, count: $0) }

    /// `StringTable.en.text(.changesMore, count: count)`.
    static func changesMore(_ count: Int) -> String {
        count >= 0 && count < more.count ? more[count] : StringTable.en.text(.changesMore, count: count)
    }
}
