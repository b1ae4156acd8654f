import IslandTypes
import Foundation
import IslandInput

extension AppReducer {
    /// A key, through the one key table. An open prompt or help overlay is modal: it takes its
    /// own answers and swallows every other key, so nothing acts behind it.
    static func press(_ key: KeyPress, in model: inout AppModel, now: Date) -> [AppEffect] {
        if let pending = model.pending {
            if KeyBindings.confirms(key, language: model.chromeLanguage) {
                model.pending = nil
                return perform(pending, in: &model, now: now)
            }
            if KeyBindings.cancels(key) {
                model.pending = nil
                setNote(&model, .cancelled, now: now)
            }
            return []
        }
        if model.eventsPane.isEditingQuery {
            typeQuery(key, in: &model)
            return []
        }
        guard let binding = KeyBindings.binding(for: key, scope: model.keyScope, replaying: model.replay != nil) else { return [] }
        if model.showHelp {
            if binding.scope == .help {
                scrollHelp(binding.command, in: &model)
            } else if binding.closesHelp {
                model.showHelp = false
            }
            return []
        }
        if model.settings != nil { return settingsKey(binding.command, in: &model, now: now) }
        // Which digit it was: the table's one row holds all nine.
        if binding.command == .chooseControl {
            chooseControl(key, in: &model, now: now)
            return []
        }
        return run(binding.command, in: &model, now: now)
    }

    static func run(_ command: KeyCommand, in model: inout AppModel, now: Date) -> [AppEffect] {
        switch command {
        case .select: select(offset: 1, in: &model)
        case .selectPrevious: select(offset: -1, in: &model)
        case .nextControl: selectControl(offset: 1, in: &model, now: now)
        case .previousControl: selectControl(offset: -1, in: &model, now: now)
        case .chooseControl: break
        case .expand: model.expandedHeld.toggle()
        case .collapse: model.expandedHeld = false
        case .stop:
            // On the Watch and the Mac a press opens the activity first, as a tap does there.
            if model.device.opensOnPress, !model.expandedHeld, model.selected != nil {
                model.expandedHeld = true
                return []
            }
            return requestStop(in: &model, now: now)
        case .endAll: return requestEndAll(in: &model, now: now)
        case .dismiss: return dismissSelected(in: &model, now: now)
        case .lock:
            model.locked.toggle()
            // Unlocking wakes the display.
            if !model.locked { model.alwaysOn = false }
            setNote(&model, model.locked ? .locked : .unlocked, now: now)
        case .theme: model.themeIndex += 1
        case .phone:
            model.viewMode = model.viewMode == .phone ? .dashboard : .phone
            model.alwaysOn = false
        case .standby:
            model.viewMode = model.viewMode == .standby ? .dashboard : .standby
            model.alwaysOn = false
        case .alwaysOn:
            // Always-On is the locked iPhone's Lock Screen, dimmed; pressed again it wakes.
            if model.alwaysOn {
                model.alwaysOn = false
            } else {
                model.alwaysOn = true
                model.locked = true
                model.viewMode = .phone
                model.device = .iPhone
                model.expandedHeld = false
            }
        case .device:
            model.device = model.device.next
            model.alwaysOn = false
            // What was opened on one device is not open on the next.
            model.expandedHeld = false
        case .pause:
            model.paused.toggle()
            setNote(&model, model.paused ? .paused : .running, now: now)
            return [.setClock(speed: model.speed, paused: model.paused)]
        case .faster, .slower:
            let effects = changeSpeed(by: command == .faster ? 1 : -1, in: &model, now: now)
            ReplayControl.followSpeed(of: &model)
            return effects
        case .nextEntry, .previousEntry, .minuteAhead, .minuteBack:
            return ReplayControl.seek(command, in: &model, now: now)
        case .restart: return restartSimulations(in: &model, now: now)
        case .help:
            model.showHelp = true
            model.helpScroll = .top(0)
        case .quit:
            model.quitting = true
            return [.quit]
        case .lineUp, .lineDown, .pageUp, .pageDown, .first, .last, .wheelUp, .wheelDown, .search, .filter, .open, .leave,
             .previousOpened, .nextOpened, .closeEntry:
            steerEvents(command, in: &model)
        case .settings:
            model.settings = SettingsScreen()
        case .apnsFault:
            return nextAPNsFault(in: &model, now: now)
        case .toggleActivities, .toggleFrequentUpdates, .closeSettings:
            // Only the open screen has these keys (`settingsKey`).
            break
        }
        return []
    }

    static func activate(_ target: HitTarget, in model: inout AppModel, now: Date) -> [AppEffect] {
        // A click behind a prompt or the help lands on the overlay, not on the card.
        guard model.pending == nil, !model.showHelp, model.settings == nil, model.eventsPane.opened == nil else { return [] }
        switch target {
        case .activity(let id):
            model.selectedID = id
            // A tap on the Watch's tile or a click on the Mac's pill opens it.
            if model.device.opensOnPress { model.expandedHeld = true }
            // iOS opens the app at the widget's URL; island says where it would go.
            if let activity = model.system.activity(id), let url = WidgetRunner.url(of: activity, now: now) {
                log(&model, now, .info, .text("\(id): would open \(url)"), activityID: id)
            }
            return []
        case .stopButton(let id):
            model.selectedID = id
            return requestStop(in: &model, now: now)
        case .control(let id, let index):
            return click(control: index, of: id, in: &model, now: now)
        }
    }

    static func select(offset: Int, in model: inout AppModel) {
        let ids = model.lockScreenActivities.map(\.id)
        guard !ids.isEmpty else { return }
        let current = model.selected.flatMap { ids.firstIndex(of: $0.id) } ?? 0
        model.selectedID = ids[((current + offset) % ids.count + ids.count) % ids.count]
    }

    static func changeSpeed(by step: Int, in model: inout AppModel, now: Date) -> [AppEffect] {
        let current = speeds.firstIndex { $0 >= model.speed } ?? speeds.count - 1
        let next = min(max(current + step, 0), speeds.count - 1)
        model.speed = speeds[next]
        setNote(&model, .speed(model.speed), now: now)
        return [.setClock(speed: model.speed, paused: model.paused)]
    }

    /// `r`: every simulated app starts a new run now, with a new seed derived from its last one
    /// (the same derivation every time, so a recorded session replays the same restart).
    static func restartSimulations(in model: inout AppModel, now: Date) -> [AppEffect] {
        guard !model.simulations.isEmpty else {
            setNote(&model, .nothingToRestart, now: now)
            return []
        }
        model.restarts += 1
        let first = model.simulations[0].simulation.seed
        let seed = SeededRandom.derive(first, model.restarts)
        let start = Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down))
        var effects: [AppEffect] = []
        let firstStart = model.simulations[0].simulation.schedule[0]
        for index in model.simulations.indices {
            let old = model.simulations[index].simulation
            // A still running activity of the app ends first, as the app would end it to begin anew.
            if model.system.activity(old.activityID)?.isOnIsland == true {
                effects += record(model.system.end(old.activityID, reason: .endEvent, now: now), in: &model, now: now)
            }
            let offset = max(0, old.schedule[0].timeIntervalSince(firstStart))
            // A new activity: the old card may still be on the Lock Screen under its id.
            let id = "\(old.activityID.split(separator: "#").first ?? Substring(old.activityID))#\(model.restarts + 1)"
            model.simulations[index] = SimulationRun(old.restarted(seed: seed, start: start.addingTimeInterval(offset), activityID: id))
        }
        log(&model, now, .info, .simulationRestarted(seed: seed))
        setNote(&model, .simulationRestarted, now: now)
        return effects
    }
}
