import IslandText
import Foundation
import Glibc
import IslandCore
import IslandSimulator

/// `island simulate`: the simulated apps as a producer. Prints their ActivityKit push payloads
/// as NDJSON on stdout — in real time scaled by `--speed`, or all at once with `--instant` —
/// so the simulator can feed `--tail`, the socket, `island send` or `island lint -`.
/// Each line is written with one `write(2)`, so it is out as soon as it is due. A reader that
/// goes away (`| head`) ends the command quietly with status 141, as any Unix filter.
enum SimulateCommand {
    static let command = Command(
        name: "simulate",
        summary: .cliSimulateSummary,
        synopsis: "[KIND] [OPTIONS]",
        about: .cliSimulateAbout,
        options: SimulateOptions.table,
        operand: SimulateOptions.operand,
        exitStatus: [
            (0, .cliSimulateExit0),
            (141, .cliSimulateExit141),
            (74, .cliSimulateExit74),
            (2, .cliSimulateExit2),
        ],
        initial: SimulateOptions()
    )

    static let entry = CommandEntry(command, run: run)

    /// - Returns: 0 when done, 141 when the reader left (74 when stdout cannot be written is
    ///   `ProcessOutput`'s end).
    static func run(_ options: SimulateOptions) -> Int32 {
        let set = SimulationSet(options.kind, seed: options.seed, start: options.start ?? Date())
        let pushes = set.pushes
        let wallStart = monotonicNow()
        for push in pushes {
            if !options.instant {
                let offset = (push.timestamp ?? set.start).timeIntervalSince(set.start) / options.speed
                if !waitUntil(wallStart + offset) { return ProcessOutput.brokenPipeStatus }
            }
            switch write(PushEncoder.line(push) + "\n") {
            case .written: continue
            case .readerGone: return ProcessOutput.brokenPipeStatus
            case .failed(let code): ProcessOutput.exitUnwritable(code)
            }
        }
        return 0
    }

    static func write(_ text: String) -> ProcessOutput.Result {
        ProcessOutput.write(Array(text.utf8), to: STDOUT_FILENO)
    }

    /// Seconds on the monotonic clock.
    static func monotonicNow() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Sleeps until `deadline` on the monotonic clock. Waits by polling stdout for nothing but
    /// errors, so a reader that closes the pipe wakes us at once instead of at the next line.
    /// - Returns: false when the reader is gone.
    static func waitUntil(_ deadline: Double) -> Bool {
        while true {
            let remaining = deadline - monotonicNow()
            if remaining <= 0 { return true }
            var descriptor = pollfd(fd: STDOUT_FILENO, events: 0, revents: 0)
            let timeout = Int32(min(remaining * 1000, Double(Int32.max)).rounded(.up))
            let ready = poll(&descriptor, 1, timeout)
            if ready > 0 {
                if descriptor.revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 { return false }
                // Ready for something we did not ask about: sleep out the rest plainly.
                var request = timespec(tv_sec: Int(remaining), tv_nsec: Int((remaining - remaining.rounded(.down)) * 1e9))
                var left = timespec()
                while nanosleep(&request, &left) != 0, errno == EINTR { request = left }
                return true
            }
            if ready < 0, errno != EINTR { return true }
        }
    }
}
