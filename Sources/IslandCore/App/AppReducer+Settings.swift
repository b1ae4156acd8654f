import IslandText
import Foundation
import IslandTypes

extension AppReducer {
    /// Settings → the app → Live Activities: the system ends the app's activities or takes
    /// its starts again, and the app hears it as `activityEnablementUpdates` would tell it.
    static func setActivitiesEnabled(_ enabled: Bool, app bundle: String, in model: inout AppModel, now: Date) -> [AppEffect] {
        guard model.system.activitiesEnabled(app: bundle) != enabled else { return [] }
        let changes = model.system.setActivitiesEnabled(enabled, app: bundle, now: now)
        log(&model, now, .change, .note(Sentence(enabled ? .settingsActivitiesOnNote : .settingsActivitiesOffNote, ["app": bundle])))
        return record(changes, in: &model, now: now) + [enablement(bundle, in: model, now: now)]
    }

    /// Settings → the app → More Frequent Updates, heard as `frequentPushEnablementUpdates`.
    static func setFrequentUpdatesEnabled(_ enabled: Bool, app bundle: String, in model: inout AppModel, now: Date) -> [AppEffect] {
        let app = model.system.types.app(bundle)
        guard model.system.declaresFrequentUpdates(app) else { return [] }
        guard model.system.frequentPushesEnabled(app) != enabled else { return [] }
        model.system.setFrequentUpdatesEnabled(enabled, app: bundle)
        log(&model, now, .change, .note(Sentence(enabled ? .settingsFrequentOnNote : .settingsFrequentOffNote, ["app": bundle])))
        return [enablement(bundle, in: model, now: now)]
    }

    static func enablement(_ bundle: String, in model: AppModel, now: Date) -> AppEffect {
        .output(.enablement(app: bundle, activitiesEnabled: model.system.activitiesEnabled(app: bundle),
                            frequentPushesEnabled: model.system.frequentPushesEnabled(model.system.types.app(bundle)), at: now))
    }
}
