import Foundation
import IslandCore

/// The dashboard loop under load: updates trickled at 1 kHz against the same updates in one
/// burst (CPU), the latency from a line's last byte to the frame that shows it, and what the
/// loop costs idle with a live countdown.
enum LoopBench {
    /// A trip start and `count` updates, as the intake file has them.
    static func lines(_ count: Int) -> [[UInt8]] {
        (try? TripLines(count: count + 1)).map { trip in
            trip.remove()
            return trip.lines
        } ?? []
    }

    static func trickle(options: BenchOptions) {
        Report.section("Loop: \(options.trickleLines) updates into a dashboard (socket → loop → 120×40 frames, rendered and diffed)")
        let lines = lines(options.trickleLines)
        do {
            let trickled = try DashboardRun.run(lines: lines, interval: 0.001)
            let burst = try DashboardRun.run(lines: lines, interval: 0)
            for (name, run) in [("trickled at 1 kHz", trickled), ("peer: the same lines in one burst", burst)] {
                Report.value(name, "\(Report.format(run.cpu.seconds, 3)) s CPU in \(Report.format(run.seconds, 2)) s, "
                    + "\(run.frames) frames (\(run.changedFrames) changed), \(run.cpu.wakes) wakes" + (run.failure.map { " — \($0)" } ?? ""))
            }
            Report.value("trickle against burst", "\(Report.format(trickled.cpu.seconds / burst.cpu.seconds, 1))× the CPU   (target: trickle ≤ 0.300 s CPU)")
            Report.value("frames per second while trickling", Report.format(Double(trickled.frames) / trickled.seconds, 0) + "   (at most 60)")
        } catch {
            Report.skipped("trickle", because: "\(error)")
        }
        print("")
    }

    static func latency(options: BenchOptions) {
        Report.section("Latency: a line's last byte on the socket → the end of the frame that shows it")
        let fast = lines(options.latencyLines)
        let slow = lines(options.quick ? 40 : 200)
        do {
            let flood = try DashboardRun.run(lines: fast, interval: 0.001)
            let calm = try DashboardRun.run(lines: slow, interval: 0.05)
            for (name, run) in [("1 000 lines/s", flood), ("20 lines/s (each line alone)", calm)] {
                Report.value(name, "p50 \(Report.milliseconds(run.percentile(0.5))), p99 \(Report.milliseconds(run.percentile(0.99))), "
                    + "max \(Report.milliseconds(run.latencies.last ?? .nan)) over \(run.latencies.count) lines, \(run.frames) frames")
            }
            Report.note("target p99 ≤ 5 ms at 1 000 lines/s; frames are at most 60 a second, so a line that arrives "
                + "just after a frame waits for the next one (up to 16.7 ms)")
        } catch {
            Report.skipped("latency", because: "\(error)")
        }
        print("")
    }
}
