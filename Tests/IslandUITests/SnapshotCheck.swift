import Testing
import IslandTestSupport
@testable import IslandUI

/// Compares text (and optionally style-mask) snapshots of grids with the golden files.
enum SnapshotCheck {
    static func grid(_ grid: Grid, _ name: String, styles: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
        text(Snapshot.text(of: grid), name, sourceLocation: sourceLocation)
        if styles { text(Snapshot.styleMask(of: grid), name + ".styles", sourceLocation: sourceLocation) }
    }

    static func text(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let failure = Snapshot.verify(text, named: name)
        #expect(failure == nil, "\(failure ?? "")", sourceLocation: sourceLocation)
    }

    /// Several grids in one file, each under a title line.
    static func sections(_ sections: [(String, Grid)], styles: Bool = false) -> String {
        sections.map { title, grid in
            "== \(title) \(grid.width)×\(grid.height)\n" + (styles ? Snapshot.styleMask(of: grid) : Snapshot.text(of: grid))
        }.joined(separator: "\n")
    }
}
