import Foundation

extension AppReducer {
    /// The open settings screen's keys: move between the apps, flip a switch, close it.
    static func settingsKey(_ command: KeyCommand, in model: inout AppModel, now: Date) -> [AppEffect] {
        guard var screen = model.settings else { return [] }
        let rows = SettingsScreen.rows(model.system)
        screen.cursor = min(max(0, screen.cursor), max(0, rows.count - 1))
        defer { if model.settings != nil { model.settings = screen } }
        switch command {
        case .lineUp: screen.cursor = max(0, screen.cursor - 1)
        case .lineDown: screen.cursor = min(max(0, rows.count - 1), screen.cursor + 1)
        case .toggleActivities:
            guard rows.indices.contains(screen.cursor) else { return [] }
            let row = rows[screen.cursor]
            return setActivitiesEnabled(!row.activitiesEnabled, app: row.app.bundle, in: &model, now: now)
        case .toggleFrequentUpdates:
            guard rows.indices.contains(screen.cursor), let frequent = rows[screen.cursor].frequentUpdates else { return [] }
            return setFrequentUpdatesEnabled(!frequent, app: rows[screen.cursor].app.bundle, in: &model, now: now)
        case .closeSettings:
            model.settings = nil
        default:
            break
        }
        return []
    }
}
