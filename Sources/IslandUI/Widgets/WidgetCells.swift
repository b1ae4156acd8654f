/// Points become cells: 8 pt a column and 20 pt a row (island's choice, near an iPhone's body
/// text), rounded so that what SwiftUI keeps apart stays apart and what it draws stays drawn:
///
/// - a length across (a column count: a frame's width, horizontal padding, an `HStack`'s
///   spacing, a spacer's minimum) is rounded to the nearest column, and any length above
///   zero is at least one column: `HStack(spacing: 2)` keeps its two texts one column
///   apart and `.padding(.horizontal, 3)` keeps a badge's letters off its edge. Zero is zero:
///   `HStack(spacing: 0)` puts its texts side by side, as SwiftUI does;
/// - a height given to a view that draws something (a frame's height, `.frame(height: 6)` on
///   a capsule, a progress bar, a text) is rounded down to whole rows, and above zero it is at
///   least one row: a thin bar is a row of bar glyphs, never gone;
/// - vertical gaps (a `VStack`'s spacing, top and bottom padding, the height of a spacer or a
///   clear colour) are rounded down: a row is already a line of its own, so a gap of less than
///   one row between two lines is no row, and the Lock Screen's few rows go to content.
enum WidgetCells {
    static let huge = 100_000
    static let pointsPerColumn = 8.0
    static let pointsPerRow = 20.0

    /// A length across, in columns.
    static func columns(_ points: Double) -> Int {
        guard points.isFinite else { return huge }
        guard points > 0 else { return 0 }
        return max(1, Int((points / pointsPerColumn).rounded()))
    }

    /// A vertical gap, in rows.
    static func gapRows(_ points: Double) -> Int {
        guard points.isFinite else { return huge }
        guard points > 0 else { return 0 }
        return Int((points / pointsPerRow).rounded(.down))
    }

    /// The height of a view that draws something, in rows.
    static func rows(_ points: Double) -> Int {
        guard points.isFinite else { return huge }
        guard points > 0 else { return 0 }
        return max(1, Int((points / pointsPerRow).rounded(.down)))
    }

    /// A length worked out from a `GeometryReader`'s proxy (`geo.size.width * progress`): the
    /// same share of the `cells` the reader was given.
    static func share(_ points: Double, of proxy: Double, cells: Int) -> Int {
        guard points.isFinite, proxy > 0 else { return huge }
        guard points > 0 else { return 0 }
        return max(1, Int((points / proxy * Double(cells)).rounded()))
    }
}
