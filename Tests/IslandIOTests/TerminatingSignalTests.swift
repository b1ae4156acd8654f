import Foundation
import IslandTestSupport
import Testing
@testable import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// Every signal whose default action ends the process ends island as SIGTERM does: through
/// the loop, the socket file removed, the status 128 + the signal. SIGUSR1, SIGALRM and the
/// rest once restored the terminal (the crash guard) but left the socket behind.
@Suite struct TerminatingSignalTests {
    @Test func everyTerminatingSignalRemovesTheSocket() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let signals = [SIGUSR1, SIGUSR2, SIGALRM, SIGPROF, SIGVTALRM, SIGXCPU, SIGSTKFLT, SIGPWR]
        #expect(Set(signals).isSubset(of: Set(SignalPipe.terminating)))
        for signal in signals {
            let socket = dir.path("run-\(signal)/island.sock")
            let dashboard = try IslandProcess(island: ["run", "--headless", "--socket", socket])
            defer { dashboard.stop() }
            try #require(IslandProcess.waitForSocket(socket, process: dashboard, timeout: 60),
                         "no dashboard on \(socket): \(dashboard.readAllErrors(timeout: 1))")
            dashboard.signal(signal)
            #expect(dashboard.waitForExit(timeout: 30) == 128 + signal, "\(SignalPipe.name(of: signal))")
            #expect(!FileManager.default.fileExists(atPath: socket), "\(SignalPipe.name(of: signal)) left the socket file")
        }
    }

    @Test func everyTerminatingSignalHasAName() {
        for signal in SignalPipe.terminating {
            #expect(SignalPipe.name(of: signal).hasPrefix("SIG"), "signal \(signal)")
        }
    }
}
