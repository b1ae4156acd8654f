import Foundation
import Testing
@testable import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// Serialized: the tests share SIGUSR1, a process-wide handler. (RunLoopTests uses SIGUSR2.)
@Suite(.serialized) struct SignalPipeTests {
    func currentHandler(_ signal: Int32) -> sighandler_t? {
        var action = sigaction()
        sigaction(signal, nil, &action)
        return action.__sigaction_handler.sa_handler
    }

    @Test func aSignalBecomesAReadableByte() throws {
        let signals = try SignalPipe(signals: [SIGUSR1])
        defer { signals.close() }
        var descriptor = pollfd(fd: signals.descriptor, events: Int16(POLLIN), revents: 0)
        #expect(poll(&descriptor, 1, 0) == 0, "nothing before the signal")
        // To the process, not this thread: test threads (libdispatch workers) block signals,
        // so the main thread takes it, as in island.
        kill(getpid(), SIGUSR1)
        // Bounded wait for the handler on the other thread; it normally takes microseconds.
        #expect(poll(&descriptor, 1, 10_000) == 1)
        #expect(signals.drain() == [SIGUSR1])
        #expect(signals.drain().isEmpty)
    }

    @Test func closeRestoresThePreviousHandler() throws {
        let before = currentHandler(SIGUSR1)
        let signals = try SignalPipe(signals: [SIGUSR1])
        #expect(currentHandler(SIGUSR1).map { unsafeBitCast($0, to: Int.self) } != before.map { unsafeBitCast($0, to: Int.self) })
        signals.close()
        signals.close()
        #expect(currentHandler(SIGUSR1).map { unsafeBitCast($0, to: Int.self) } == before.map { unsafeBitCast($0, to: Int.self) })
    }

    @Test func ignoringSIGPIPE() {
        SignalPipe.ignore(SIGPIPE)
        #expect(currentHandler(SIGPIPE).map { unsafeBitCast($0, to: Int.self) } == unsafeBitCast(SIG_IGN, to: Int.self))
    }

    @Test func names() {
        #expect(SignalPipe.name(of: SIGINT) == "SIGINT")
        #expect(SignalPipe.name(of: SIGTERM) == "SIGTERM")
        #expect(SignalPipe.name(of: SIGHUP) == "SIGHUP")
        #expect(SignalPipe.name(of: 63) == "signal 63")
    }
}
