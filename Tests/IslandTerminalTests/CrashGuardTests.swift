import Testing
@testable import IslandTerminal
#if os(Linux)
import Glibc
#endif

/// Which signals the crash guard takes, in-process: the faults always (it chains to whoever
/// was there), a terminating signal only while its action is the default — an ignored SIGPIPE
/// stays ignored and a signal island handles itself keeps its handler — and uninstalling
/// puts every disposition back. What the handler does is tested on the real binary
/// (`CrashRestoreEndToEndTests`).
@Suite(.serialized) struct CrashGuardTests {
    @Test func theGuardTakesFaultsAndDefaultTerminatorsButLeavesIgnoredAndHandledSignals() throws {
        let saved = [SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM].map { signal -> (Int32, sigaction) in
            var old = sigaction()
            sigaction(signal, nil, &old)
            return (signal, old)
        }
        defer { for (signal, var old) in saved { sigaction(signal, &old, nil) } }
        setDisposition(SIGPIPE, SIG_IGN)
        setDisposition(SIGUSR1, SIG_DFL)
        setDisposition(SIGALRM, SIG_DFL)
        setDisposition(SIGUSR2, { _ in })

        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        CrashGuard.install(descriptor: ends[1], restore: "")
        let faults = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS]
        let taken = faults.filter(CrashGuard.handles) + [SIGUSR1, SIGALRM, SIGXCPU, __libc_current_sigrtmax()].filter(CrashGuard.handles)
        let left = [SIGPIPE, SIGUSR2].filter(CrashGuard.handles)
        let pipeWhileArmed = disposition(SIGPIPE)
        CrashGuard.uninstall()

        #expect(taken.count == faults.count + 4, "taken: \(taken)")
        #expect(left == [])
        #expect(pipeWhileArmed == address(SIG_IGN))
        #expect([SIGSEGV, SIGUSR1, SIGALRM].filter(CrashGuard.handles) == [])
        #expect(disposition(SIGUSR1) == address(SIG_DFL))
        #expect(disposition(SIGPIPE) == address(SIG_IGN))
    }

    private func setDisposition(_ signal: Int32, _ handler: (@convention(c) (Int32) -> Void)?) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
    }

    /// The handler's address (SIG_DFL is 0, SIG_IGN 1).
    private func disposition(_ signal: Int32) -> Int {
        var current = sigaction()
        sigaction(signal, nil, &current)
        return address(current.__sigaction_handler.sa_handler)
    }

    private func address(_ handler: (@convention(c) (Int32) -> Void)?) -> Int {
        handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
    }
}
