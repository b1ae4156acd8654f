import Foundation
import IslandCore
import IslandIO

/// One run of the real loop as the dashboard runs it — a socket server, the loop, frames
/// rendered and diffed — fed by a `SocketFeeder` on another thread. Records the loop thread's
/// CPU time and wakes, the frames, and for each line the moment the first frame showing it
/// was done.
struct DashboardRun {
    let cpu: CPUTime
    let seconds: Double
    let frames: Int
    let changedFrames: Int
    /// Per line: from its last byte written to the end of the frame that showed it.
    let latencies: [Double]
    let failure: String?

    /// Observes which lines the loop applied since the last frame.
    private final class AppliedLines: RunLoopObserver {
        var unshown: [Int] = []
        var comparesModels: Bool { false }
        func willApply(_ event: AppEvent, to model: AppModel, now: Date) {}
        func didApply(_ event: AppEvent, from before: AppModel, to after: AppModel, now: Date) {
            if case .line(let line) = event { unshown.append(line.number) }
        }
    }

    static func run(lines: [[UInt8]], interval: Double) throws -> DashboardRun {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("island-bench-loop-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try SocketServer(path: directory.appendingPathComponent("bench.sock").path)
        let stop = StopSource()
        defer {
            server.close()
            stop.close()
        }
        let frontend = BenchFrontend()
        let applied = AppliedLines()
        let feeder = SocketFeeder(path: server.path, lines: lines, interval: interval, stopDescriptor: stop.descriptor)
        var latencies: [Double] = []
        frontend.onPresent = { done in
            for number in applied.unshown { latencies.append(done - feeder.sentAt(line: number)) }
            applied.unshown.removeAll()
        }
        // The app clock starts at the first line's time, as a live producer's would be.
        let loop = RunLoop(model: AppModel(), clock: VirtualClock(start: TripLines.start), sources: [server, stop],
                           sinks: [server], frontend: frontend, observers: [applied])
        feeder.start()
        let cpuBefore = CPUTime.thread()
        let start = VirtualClock.monotonicSeconds()
        loop.run()
        let seconds = VirtualClock.monotonicSeconds() - start
        return DashboardRun(cpu: CPUTime.thread() - cpuBefore, seconds: seconds, frames: frontend.frames,
                            changedFrames: frontend.changedFrames, latencies: latencies.filter(\.isFinite).sorted(),
                            failure: feeder.failure)
    }

    func percentile(_ p: Double) -> Double {
        guard !latencies.isEmpty else { return .nan }
        return latencies[min(latencies.count - 1, Int((Double(latencies.count) * p).rounded(.up)) - 1)]
    }
}
