import Foundation
import IslandSimulator
#if canImport(Glibc)
import Glibc
#endif

/// `island send FILE` into `island run --headless --socket` (every line answered, the events
/// pane's log written as NDJSON), against `jq -c .` on the same file, each run twice: on the
/// trip updates (countdowns consistent, then drifting: every line warned), and on the mix of
/// four types with schemas. The two
/// islands run side by side on two cores, so the wall time is the slower side's: both sides'
/// CPU times are printed beside it, to say which one it is. The target:
/// half of jq's time.
enum SendBench {
    /// One send: wall time, and each side's CPU time.
    struct Run {
        let seconds: Double
        let sendCPUSeconds: Double
        let dashboardCPUSeconds: Double
    }

    static func run(_ trip: TripLines, options: BenchOptions) {
        Report.section("Send (island send FILE → island run --headless --socket, every line answered)")
        guard let island = ExternalRun.island(for: "island send") else { return }
        print("trip updates, countdowns consistent, \(trip.lines.count) lines")
        let consistent = compare(file: trip.file, lines: trip.lines.count, island: island, options: options)
        do {
            let drifting = try TripLines(count: options.fileLines, countdown: .drifting)
            defer { try? FileManager.default.removeItem(atPath: drifting.file) }
            print("trip updates, countdowns drifting (every line warned WARN_INCONSISTENT_CONTENT), \(drifting.lines.count) lines")
            let warned = compare(file: drifting.file, lines: drifting.lines.count, island: island, options: options)
            if let consistent, let warned {
                let extra = warned - consistent
                Report.value("the warning's extra cost", "\(Report.format(extra * 1e6, 2)) µs CPU a line on the dashboard, "
                    + "\(Report.format(extra / consistent * 100, 0)) % of a clean line's   (target ≤ 25 %)")
            }
        } catch {
            print("cannot write the drifting trip-update file: \(error)")
        }
        do {
            let mix = try MixLines(count: options.fileLines)
            defer { mix.remove() }
            print("four types with schemas, \(options.fileLines) lines")
            compare(file: mix.file, lines: options.fileLines, island: island, options: options)
        } catch {
            print("cannot write the type-mix file: \(error)")
        }
        print("")
    }

    /// Two sends of `file`, each beside a jq run on it; returns the dashboard's least CPU
    /// seconds a line over the sends (nil when none worked).
    @discardableResult
    static func compare(file: String, lines count: Int, island: String, options: BenchOptions) -> Double? {
        let jqPath = ExternalRun.find("jq")
        var least: Double?
        for attempt in 1...2 {
            let jq = jqPath.map { ExternalRun.best("\($0) -c . \(file) > /dev/null", runs: options.quick ? 1 : 2) }
            guard let send = sendIntoHeadless(island: island, file: file) else {
                Report.value("island send, run \(attempt)", "failed")
                continue
            }
            Report.value("island send, run \(attempt)", Report.milliseconds(send.seconds)
                + " (CPU: send \(Report.milliseconds(send.sendCPUSeconds)), dashboard \(Report.milliseconds(send.dashboardCPUSeconds)))")
            let lines = Double(count)
            least = min(least ?? .infinity, send.dashboardCPUSeconds / lines)
            Report.value("  per line", "dashboard \(Report.format(send.dashboardCPUSeconds / lines * 1e6, 1)) µs CPU, "
                + "send \(Report.format(send.sendCPUSeconds / lines * 1e6, 1)) µs CPU")
            if let jq, jq.status == 0 {
                Report.value("  peer: jq -c . FILE > /dev/null", IntakeBench.describe(jq))
                Report.value("  send against jq", "\(Report.format(jq.seconds / send.seconds, 2))× jq's speed   (target ≥ 2×)")
            } else if attempt == 1 {
                Report.skipped("peer: jq -c . FILE > /dev/null", because: "jq is not installed")
            }
        }
        return least
    }

    /// Starts `island run --headless --socket` on a private socket, sends the file with
    /// `island send`, and returns how long the send took (every line answered) and what CPU
    /// each side used.
    static func sendIntoHeadless(island: String, file: String) -> Run? {
        let directory = (file as NSString).deletingLastPathComponent
        let socket = directory + "/island.sock"
        let dashboard = Process()
        dashboard.executableURL = URL(fileURLWithPath: island)
        dashboard.arguments = ["run", "--headless", "--socket", socket]
        dashboard.standardOutput = FileHandle.nullDevice
        dashboard.standardError = FileHandle.nullDevice
        guard (try? dashboard.run()) != nil else { return nil }
        defer {
            dashboard.terminate()
            dashboard.waitUntilExit()
        }
        // Ready when the socket exists (bounded: 10 s).
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: socket) {
            guard Date() < deadline else { return nil }
            usleep(10_000)
        }
        let run = ExternalRun.shell("\(island) send --socket \(socket) \(file) > /dev/null")
        guard run.status <= 1, let cpu = cpuSeconds(of: dashboard.processIdentifier) else { return nil }
        return Run(seconds: run.seconds, sendCPUSeconds: run.cpuSeconds, dashboardCPUSeconds: cpu)
    }

    /// User and system time of a running process, from `/proc/PID/stat` (fields 14 and 15,
    /// in clock ticks; the name in field 2 is in parentheses and may hold spaces).
    static func cpuSeconds(of pid: Int32) -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the name: state is field 3, so utime (14) and stime (15) are at 11 and 12.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
