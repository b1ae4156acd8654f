import Foundation
import IslandCore
import IslandIO
import IslandJSON
import IslandSimulator

/// The dashboard left alone with a live countdown: how often the loop wakes and draws. It
/// should wake only for deadlines (the countdown's next minute, the clock's next minute) and
/// draw only frames that change something.
enum IdleBench {
    static func run(options: BenchOptions) {
        let seconds = options.idleSeconds
        Report.section("Idle: \(Report.format(seconds, 0)) s with a live countdown, nothing arriving")
        let now = Date()
        let trip = TripSimulator(seed: 42, start: now)
        var start = trip.push(at: 0)
        start.timestamp = now
        start.staleDate = now.addingTimeInterval(3600)
        // The countdown to the next stop turns over halfway through the run.
        var state = start.contentState?.value.objectValue ?? JSONObject()
        let nextStop = now.addingTimeInterval(5 * 60 + seconds / 2)
        state["nextStopTime"] = .number(JSONNumber(nextStop.timeIntervalSinceReferenceDate))
        start.contentState = JSONNode(state)
        var model = AppModel()
        _ = AppReducer.update(&model, .line(IncomingLine(PushEncoder.line(start))), now: now)
        guard model.system.activities.count == 1 else {
            Report.skipped("idle", because: "the start push was not applied")
            return
        }
        var deadlines = 0
        var moment = now
        while let next = AppReducer.nextDeadline(model, after: moment), next < now.addingTimeInterval(seconds) {
            deadlines += 1
            moment = next
        }
        let frontend = BenchFrontend()
        let stop = StopSource(at: now.addingTimeInterval(seconds))
        defer { stop.close() }
        let loop = RunLoop(model: model, clock: VirtualClock(start: now), sources: [stop], frontend: frontend)
        let before = CPUTime.thread()
        loop.run()
        let cost = CPUTime.thread() - before
        Report.value("wakes from poll", "\(cost.wakes)   (deadlines in the window: \(deadlines), and the end)")
        Report.value("frames drawn", "\(frontend.frames), \(frontend.changedFrames) of them changed something")
        Report.value("CPU", "\(Report.format(cost.seconds * 1000, 1)) ms in \(Report.format(seconds, 0)) s")
        print("")
    }
}
