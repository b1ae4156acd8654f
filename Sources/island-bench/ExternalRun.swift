import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Another program run the way a user would from a shell (`sh -c`), measured: wall time and
/// CPU time (wait4's rusage of the shell, which includes the program it waited for), and,
/// when GNU time is installed, the program's peak memory. (The shell's own peak is no use: it
/// starts as a copy of island-bench's address space.)
struct ExternalRun {
    let status: Int32
    let seconds: Double
    let cpuSeconds: Double
    /// Peak resident memory of the command, nil without GNU time.
    let peakBytes: Int?

    static let gnuTime: String? = FileManager.default.isExecutableFile(atPath: "/usr/bin/time") ? "/usr/bin/time" : nil

    /// The first executable called `name` on PATH.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// An executable built beside island-bench (same configuration), such as `island`.
    static func sibling(_ name: String) -> String? {
        guard let me = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        let candidate = (me as NSString).deletingLastPathComponent + "/" + name
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }

    /// The release `island` beside island-bench, or nil once `what` is reported skipped for
    /// want of it (the sections that run the real binary).
    static func island(for what: String) -> String? {
        if let island = sibling("island") { return island }
        Report.skipped(what, because: "no island binary beside island-bench (swift build -c release --product island)")
        return nil
    }

    /// Runs `command` with `/bin/sh -c` and waits for it.
    static func shell(_ command: String) -> ExternalRun {
        let peakFile = FileManager.default.temporaryDirectory.appendingPathComponent("island-bench-peak-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: peakFile) }
        let measured = gnuTime.map { "\($0) -f %M -o \(peakFile) /bin/sh -c '\(command.replacingOccurrences(of: "'", with: "'\\''"))'" } ?? command
        let arguments = ["/bin/sh", "-c", measured]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, "/bin/sh", nil, nil, &argv, environ) == 0 else {
            return ExternalRun(status: 127, seconds: 0, cpuSeconds: 0, peakBytes: nil)
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let kilobytes = (try? String(contentsOfFile: peakFile, encoding: .utf8))?.split(separator: "\n").last.flatMap { Int($0) }
        return ExternalRun(status: exitStatus, seconds: seconds, cpuSeconds: CPUTime.seconds(usage),
                           peakBytes: kilobytes.map { $0 * 1024 })
    }

    /// The best of `runs` runs (least disturbed by the other work on the machine).
    static func best(_ command: String, runs: Int) -> ExternalRun {
        (0..<runs).map { _ in shell(command) }.min { $0.seconds < $1.seconds }!
    }
}
