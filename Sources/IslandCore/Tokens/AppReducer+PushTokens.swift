import Foundation

extension AppReducer {
    /// The tokens the device has not announced yet (see `PushTokenAnnouncer`), as output records
    /// and in the events pane, where a developer copies them from.
    static func announceTokens(_ model: inout AppModel, now: Date) -> [AppEffect] {
        guard var announcer = model.pushTokens else { return [] }
        let due = announcer.take(from: model.system)
        model.pushTokens = announcer
        return due.map { announcement in
            log(&model, now, .info, .pushToken(announcement))
            return .output(.token(announcement, at: now))
        }
    }
}
