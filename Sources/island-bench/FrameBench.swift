import Foundation
import IslandCore
import IslandUI
import IslandSimulator

/// A dashboard frame: building it (the renderer, pure), diffing it against the one before
/// (what the terminal is handed), and the clock texts it shows, against the way they were
/// made before (a Calendar and String(format:) per time).
enum FrameBench {
    static func run(options: BenchOptions) {
        Report.section("Frames: the dashboard at 120×40 in the middle of the trip")
        let trip = TripSimulator(seed: 42, start: TripLines.start)
        var model = AppModel(simulations: [SimulationRun(trip)])
        let midTrip = trip.departure.addingTimeInterval(trip.arrival.timeIntervalSince(trip.departure) / 2)
        _ = AppReducer.update(&model, .tick, now: midTrip)
        let context = RenderContext(language: .de, glyphs: .unicode, themeNames: ["default"], timeZone: TimeZone(identifier: "Europe/Berlin")!)
        let runs = options.quick ? 3 : 7

        // The trip's next update: the activity changed and the events pane has a new entry.
        var updated = model
        let nextPush = model.simulations.compactMap(\.nextPushTime).min() ?? midTrip.addingTimeInterval(15)
        _ = AppReducer.update(&updated, .tick, now: nextPush)
        // What a frame keeps from the one before (each activity's view, the events pane's
        // worded entries) lives in the context: each measurement says what it kept.
        let fresh = Benchmark(name: "island: first frame 120×40, nothing kept", itemsPerCall: 1, unit: "frames") {
            let context = RenderContext(language: .de, glyphs: .unicode, themeNames: ["default"], timeZone: context.timeZone)
            _ = Renderer.render(model, width: 120, height: 40, now: midTrip, context: context)
        }.run(runs: runs)
        var flip = false
        let afterUpdate = Benchmark(name: "island: frame 120×40 after a trip update", itemsPerCall: 1, unit: "frames") {
            // Each frame shows the other of two models, so the activity's view is always built
            // again; the events pane's entries were worded in the first frames.
            flip.toggle()
            _ = flip ? Renderer.render(updated, width: 120, height: 40, now: nextPush, context: context)
                : Renderer.render(model, width: 120, height: 40, now: midTrip, context: context)
        }.run(runs: runs)
        let frame = Benchmark(name: "island: frame 120×40, nothing changed", itemsPerCall: 1, unit: "frames") {
            _ = Renderer.render(model, width: 120, height: 40, now: midTrip, context: context)
        }.run(runs: runs)
        let frameLines = Renderer.render(model, width: 120, height: 40, now: midTrip, context: context).lines
        let textOnly = Benchmark(name: "peer: the same text written into a grid", itemsPerCall: 1, unit: "frames") {
            var grid = Grid(width: 120, height: 40)
            for (y, line) in frameLines.enumerated() { grid.text(line, x: 0, y: y) }
        }.run(runs: runs)
        Report.compare("Building a frame after an update", afterUpdate, against: textOnly,
                       target: "\(Report.format(afterUpdate.secondsPerCall * 1e6, 0)) µs a frame; target ≤ 100 µs")
        Report.compare("Building the first frame", fresh, against: textOnly,
                       target: "\(Report.format(fresh.secondsPerCall * 1e6, 0)) µs: every view built, every entry worded")
        Report.compare("Building a frame when nothing changed", frame, against: textOnly,
                       target: "\(Report.format(frame.secondsPerCall * 1e6, 0)) µs: the same model at the same moment, drawn again")

        // The frame a second later: the clock and a countdown moved.
        let before = Renderer.render(model, width: 120, height: 40, now: midTrip, context: context)
        var later = model
        _ = AppReducer.update(&later, .tick, now: midTrip.addingTimeInterval(1))
        let after = Renderer.render(later, width: 120, height: 40, now: midTrip.addingTimeInterval(1), context: context)
        let changed = GridDiff(from: before, to: after).cellCount
        let diff = Benchmark(name: "island: GridDiff of consecutive frames", itemsPerCall: 1, unit: "diffs") {
            precondition(GridDiff(from: before, to: after).cellCount == changed)
        }.run(runs: runs)
        Report.compare("Diffing a frame against the one before (\(changed) of 4 800 cells changed)", diff, against: frame,
                       target: "what a frame adds to being built")

        // The times one frame shows: the status line's clock, the next update, the events pane.
        let zone = context.timeZone
        let times = (0..<12).map { midTrip.addingTimeInterval(Double($0 * 37)) }
        let clock = Benchmark(name: "island: ClockText, the 12 times of a frame", itemsPerCall: 1, unit: "frames") {
            var total = 0
            for time in times { total &+= ClockText.hoursMinutesSeconds(time, in: zone).utf8.count }
            precondition(total > 0)
        }.run(runs: runs)
        let calendar = Benchmark(name: "before: Calendar + String(format:) each", itemsPerCall: 1, unit: "frames") {
            var total = 0
            for time in times {
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = zone
                let c = calendar.dateComponents([.hour, .minute, .second, .day, .month, .weekday], from: time)
                total &+= String(format: "%02d:%02d:%02d", c.hour ?? 0, c.minute ?? 0, c.second ?? 0).utf8.count
            }
            precondition(total > 0)
        }.run(runs: runs)
        Report.compare("The clock texts of a frame", clock, against: calendar,
                       target: "before: \(Report.format(calendar.secondsPerCall * 1e6, 1)) µs of each frame")
    }
}
