import IslandText
import Foundation
import IslandCore

/// The events pane's entries as worded and wrapped lines, kept between frames: each entry is
/// worded and wrapped once per width and language, so a frame costs its new entries only,
/// not the whole visible log again (the pane appends instead of rebuilding). A memo of a pure
/// function: it never changes what a frame shows. Used by the one thread that renders; the
/// lock only keeps it sound if two did.
package final class EventsPaneCache: @unchecked Sendable {
    /// What wording and wrapping depend on besides the entry: a resize or a change of
    /// language starts the table afresh.
    struct Layout: Hashable {
        let width: Int
        let language: Language
        let asciiOnly: Bool
        let timeZone: TimeZone
    }

    /// What the lines were made from: a different entry under the same number (another model
    /// rendered with the same context) is worded again.
    struct Stamp: Hashable {
        let time: Date
        let level: LogEntry.Level
        let message: LogMessage
        let origin: LineOrigin?
    }

    struct Wrapped {
        let stamp: Stamp
        /// The entry's rows at the layout's width: its first stamped "14:32:05" in the
        /// context's zone and led by the origin ("trip.ndjson:12"), each with its cells.
        let rows: [EventsPane.Row]
    }

    /// More entries than the log keeps (500): past this, the entries the log has dropped are
    /// dropped here too, so a full pane in a long session holds the table at the log's size
    /// instead of letting it climb to the limit and start again.
    static let limit = 2 * 500

    private var layout: Layout?
    /// Wrapped entries by their number in the log.
    private var table: [Int: Wrapped] = [:]
    private let lock = NSLock()

    package init() {}

    /// - Parameter oldest: the number of the oldest entry the log still keeps.
    func wrapped(_ number: Int, oldest: Int, layout: Layout, stamp: Stamp, make: () -> Wrapped) -> Wrapped {
        lock.lock()
        defer { lock.unlock() }
        if layout != self.layout {
            self.layout = layout
            table.removeAll(keepingCapacity: true)
        } else if table.count >= Self.limit {
            table = table.filter { $0.key >= oldest }
            if table.count >= Self.limit { table.removeAll(keepingCapacity: true) }
        }
        if let known = table[number], known.stamp == stamp { return known }
        let made = make()
        table[number] = made
        return made
    }

    /// A source's name in an origin (`originName`), by language: worded from the string
    /// table once per source, not once per entry (a stream's entries all name the same one).
    /// Bounded: a long session of many clients starts it afresh.
    func originName(_ source: LineSource, language: Language, make: () -> String) -> String {
        namesLock.lock()
        defer { namesLock.unlock() }
        let key = NameKey(source: source, language: language)
        if let known = names[key] { return known }
        if names.count >= Self.nameLimit { names.removeAll(keepingCapacity: true) }
        let made = make()
        names[key] = made
        return made
    }

    private struct NameKey: Hashable {
        let source: LineSource
        let language: Language
    }

    private var names: [NameKey: String] = [:]
    private let namesLock = NSLock()
    static let nameLimit = 256

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return table.count
    }
}
