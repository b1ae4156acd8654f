import IslandTypes

/// The view as a surface with its own SwiftUI environment shows it: a widget drawn again for
/// that surface (`WidgetSurfaceVariants`) gives its own rows; else the Lock Screen's and the
/// island's are that surface's.
extension ActivityView {
    /// The island's three presentations drawn for a surface of their own (the landscape island).
    struct IslandSpans: Hashable, Sendable {
        var minimal: [Span]
        var compactLeading: [Span]
        var compactTrailing: [Span]
    }

    /// Always-On: the widget drawn with `isLuminanceReduced` true (the dimming is the surface's).
    var alwaysOn: ActivityView {
        guard let rows = alwaysOnCardRows else { return self }
        return withCard(rows)
    }

    /// StandBy: the widget drawn full screen, without its container background.
    var standBy: ActivityView {
        var copy = standByCardRows.map(withCard) ?? self
        if let tint = standByTint { copy.cardTint = tint }
        return copy
    }

    /// The landscape island: the widget drawn with `isDynamicIslandLimitedInWidth` true.
    var landscapeIsland: ActivityView {
        guard let landscape else { return self }
        var copy = self
        copy.minimal = landscape.minimal
        copy.compactLeading = landscape.compactLeading
        copy.compactTrailing = landscape.compactTrailing
        return copy
    }

    private func withCard(_ rows: [Row]) -> ActivityView {
        var copy = self
        copy.cardRows = rows
        copy.cardPriorities = Array(repeating: ItemSpec.defaultPriority, count: rows.count)
        // Another drawing of the widget (Always-On, StandBy): not the frame's Lock Screen to lay out again.
        copy.widgetCardRows = 0
        return copy
    }
}
