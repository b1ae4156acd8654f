import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// From `exec` to the first frame on a terminal: the island built beside island-bench, started
/// on a pseudo-terminal of 120×40 as a user's shell would start it, timed until the simulated
/// trip's line name appears in what it writes (the first frame is one write of the whole
/// screen). The peer is `tput` on the same terminal: the cost of loading the terminal's
/// description, which every ncurses program pays before its first byte.
enum StartupBench {
    static let runs = 7
    static let marker = Array("RNV 5".utf8)

    static func run(options: BenchOptions) {
        Report.section("Startup: exec → the first frame on a 120×40 pseudo-terminal (\(runs) runs)")
        guard let island = ExternalRun.island(for: "first frame") else { return }
        let frames = (0..<runs).compactMap { _ in firstOutput(of: [island, "--seed", "1"], containing: marker) }
        guard frames.count == runs else {
            Report.skipped("first frame", because: "island drew no frame within 5 s on a pseudo-terminal")
            return
        }
        report("island: first frame", frames)
        if let tput = ExternalRun.find("tput") {
            let peer = (0..<runs).compactMap { _ in firstOutput(of: [tput, "clear"], containing: []) }
            if peer.count == runs { report("peer: tput clear (terminfo, one write)", peer) }
        }
        Report.note("target: the first frame within 50 ms of exec")
        print("")
    }

    private static func report(_ name: String, _ seconds: [Double]) {
        let sorted = seconds.sorted()
        Report.value(name, "median \(Report.milliseconds(sorted[sorted.count / 2])), "
            + "min \(Report.milliseconds(sorted[0])), max \(Report.milliseconds(sorted[sorted.count - 1]))")
    }

    /// Seconds from spawning `arguments` on a new pseudo-terminal until its output holds
    /// `marker` (any output when the marker is empty); the program is then ended with SIGTERM.
    private static func firstOutput(of arguments: [String], containing marker: [UInt8]) -> Double? {
        guard let (master, slave) = openPseudoTerminal() else { return nil }
        defer { close(master) }
        var size = winsize(ws_row: 40, ws_col: 120, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)

        let start = DispatchTime.now().uptimeNanoseconds
        guard let pid = spawn(arguments, terminal: slave, environment: []) else { return nil }
        defer {
            kill(pid, SIGTERM)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        var seen: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = start + 5_000_000_000
        while DispatchTime.now().uptimeNanoseconds < deadline {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let left = Int32((deadline - min(deadline, DispatchTime.now().uptimeNanoseconds)) / 1_000_000)
            guard poll(&descriptor, 1, left) > 0 else { return nil }
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { return nil }
            let now = DispatchTime.now().uptimeNanoseconds
            seen += buffer[0..<count]
            if marker.isEmpty || contains(seen, marker) { return Double(now - start) / 1e9 }
        }
        return nil
    }

    /// Starts `arguments` on the terminal `slave` (its standard input, output and error) in a
    /// session of its own, as a user's shell would; `environment` on top of a small one.
    static func spawn(_ arguments: [String], terminal slave: String, environment: [String]) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, descriptor, slave, O_RDWR, 0)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own session (glibc's POSIX_SPAWN_SETSID, not imported into Swift), so the
        // pseudo-terminal becomes its controlling terminal as a shell's would.
        let newSession: Int16 = 0x80
        posix_spawnattr_setflags(&attributes, newSession)

        let base = ["TERM=xterm-256color", "LANG=C.UTF-8", "HOME=\(NSTemporaryDirectory())", "PATH=/usr/bin:/bin"]
        let all = base.filter { entry in !environment.contains { $0.prefix { $0 != "=" } == entry.prefix { $0 != "=" } } } + environment
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = all.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, &envp) == 0 else { return nil }
        return pid
    }

    /// A new pseudo-terminal: its master descriptor and the path of its slave. Linux's own
    /// calls, as glibc's `posix_openpt`/`unlockpt`/`ptsname` make them (Swift's Glibc module
    /// does not import those): devpts needs no `grantpt`.
    static func openPseudoTerminal() -> (master: Int32, slave: String)? {
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0 else { return nil }
        let getNumber: UInt = 0x8004_5430  // TIOCGPTN
        let setLock: UInt = 0x4004_5431    // TIOCSPTLCK
        var unlocked: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(master, setLock, &unlocked) == 0, ioctl(master, getNumber, &number) == 0 else {
            close(master)
            return nil
        }
        return (master, "/dev/pts/\(number)")
    }

    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard haystack.count >= needle.count else { return false }
        return (0...(haystack.count - needle.count)).contains { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
