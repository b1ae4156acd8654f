import IslandText

/// The trip app's alert texts in its two languages (the transit scenario, docs/scenarios.md, is
/// German; the app also has English), from island's string tables.
package struct TripAlertWords {
    package let language: String

    private var table: StringTable { Language.table(for: language) }

    package func departs(_ minutes: Int, _ stop: String) -> String {
        table.text(.tripDeparts, ["minutes": String(minutes), "stop": stop])
    }

    package func delayed(_ minutes: Int) -> String {
        table.text(.tripDelayed, ["minutes": String(minutes)])
    }

    package func nextStop(_ stop: String) -> String {
        table.text(.tripNextStop, ["stop": stop])
    }

    package var arrived: String { table.text(.tripArrived) }
}
