import IslandText
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The write end of each signal's pipe, indexed by signal number. A plain C array so the
/// handler reads it without touching the Swift runtime (no retain, no allocation); it is
/// created on the first `SignalPipe` init, before any handler is installed.
nonisolated(unsafe) private let signalWriteEnds: UnsafeMutablePointer<Int32> = {
    let table = UnsafeMutablePointer<Int32>.allocate(capacity: Int(SignalPipe.signalLimit))
    table.initialize(repeating: -1, count: Int(SignalPipe.signalLimit))
    return table
}()

/// The whole handler: one `write(2)` of the signal number to the self-pipe (async-signal-safe),
/// keeping `errno` intact for the code it interrupted.
private func signalPipeHandler(_ signal: Int32) {
    let saved = errno
    let descriptor = signalWriteEnds[Int(signal)]
    if descriptor >= 0 {
        var byte = UInt8(truncatingIfNeeded: signal)
        _ = write(descriptor, &byte, 1)
    }
    errno = saved
}

/// Turns signals into readable bytes for the one poll loop (the self-pipe trick): the handler
/// only writes the signal number; the loop reads it with the other descriptors and turns it
/// into an event. Closing restores the handlers that were there before.
package final class SignalPipe {
    /// Signals that end island cleanly (`AppEvent.terminate`): every catchable one whose
    /// default action ends the process without a fault, so none of them leaves the socket file
    /// or a half-written record behind.
    package static let terminating: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPROF, SIGVTALRM, SIGXCPU,
        SIGXFSZ, SIGSTKFLT, SIGIO, SIGPWR,
    ]
    /// Linux signal numbers are below 65 (`NSIG`).
    static let signalLimit: Int32 = 65

    /// The read end: poll it for `POLLIN`, then `drain()`.
    package let descriptor: Int32
    private let writeEnd: Int32
    package let signals: [Int32]
    private var previous: [Int32: sigaction] = [:]
    private var closed = false

    /// Installs handlers for `signals`, which must be catchable (not SIGKILL or SIGSTOP).
    package init(signals: [Int32]) throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw SignalPipeError(sentence: Sentence(.signalPipeFailed, ["reason": String(cString: strerror(errno))]))
        }
        descriptor = ends[0]
        writeEnd = ends[1]
        // Non-blocking both ways: a handler must never block on a full pipe, and drain()
        // reads until empty. (pipe2 is not visible from Swift's Glibc.)
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        self.signals = signals
        for signal in signals where signal > 0 && signal < Self.signalLimit {
            signalWriteEnds[Int(signal)] = writeEnd
            var action = sigaction()
            action.__sigaction_handler.sa_handler = signalPipeHandler
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            var old = sigaction()
            if sigaction(signal, &action, &old) == 0 { previous[signal] = old }
        }
        // A parent may have started island with these signals blocked (the mask is inherited
        // through exec): SIGTERM would then never arrive.
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in signals { sigaddset(&mask, signal) }
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    }

    deinit { close() }

    /// The signals that arrived since the last call, in order (repeats of one signal that
    /// arrive while the pipe is full coalesce, which is fine for every signal island handles).
    package func drain() -> [Int32] {
        var result: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                result += buffer[0..<count].map { Int32($0) }
                continue
            }
            if count < 0, errno == EINTR { continue }
            break
        }
        return result
    }

    /// Restores the previous handlers and closes the pipe. Idempotent.
    package func close() {
        guard !closed else { return }
        closed = true
        for (signal, var old) in previous {
            sigaction(signal, &old, nil)
            if signalWriteEnds[Int(signal)] == writeEnd { signalWriteEnds[Int(signal)] = -1 }
        }
        Glibc.close(descriptor)
        Glibc.close(writeEnd)
    }

    /// Ignores a signal for the whole process (SIGPIPE: a vanished reader is an error
    /// return from `write`, never a death).
    package static func ignore(_ signal: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
    }

    /// "SIGINT", "SIGTERM", … for the events pane.
    package static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        case SIGQUIT: return "SIGQUIT"
        case SIGWINCH: return "SIGWINCH"
        case SIGUSR1: return "SIGUSR1"
        case SIGUSR2: return "SIGUSR2"
        case SIGPIPE: return "SIGPIPE"
        case SIGALRM: return "SIGALRM"
        case SIGPROF: return "SIGPROF"
        case SIGVTALRM: return "SIGVTALRM"
        case SIGXCPU: return "SIGXCPU"
        case SIGXFSZ: return "SIGXFSZ"
        case SIGSTKFLT: return "SIGSTKFLT"
        case SIGIO: return "SIGIO"
        case SIGPWR: return "SIGPWR"
        default: return "signal \(signal)"
        }
    }
}
