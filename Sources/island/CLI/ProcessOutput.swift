#if canImport(Glibc)
import Glibc
#endif
import IslandText

/// The one writer for what island's commands print on standard output and standard error:
/// straight to the descriptor (no stdio or Foundation buffer, which traps on a closed
/// descriptor), every byte, EINTR and EAGAIN retried. A reader that went away (`| head`, EPIPE)
/// ends the command quietly with the status a death by SIGPIPE has (141), as any Unix filter;
/// standard output that cannot be written at all (closed: EBADF, or a full disk) ends it with
/// one message on standard error and status 74 (EX_IOERR), never as if it had printed.
enum ProcessOutput {
    enum Result: Equatable {
        case written
        case readerGone
        case failed(Int32)
    }

    static let brokenPipeStatus: Int32 = 128 + SIGPIPE
    static let unwritableStatus: Int32 = 74

    /// Writes all of `bytes`; what went wrong if not.
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> Result {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
            }
            if written < 0 {
                switch errno {
                case EINTR: continue
                case EAGAIN:
                    // A non-blocking descriptor someone handed us: wait until it takes more.
                    var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&request, 1, -1)
                    continue
                case EPIPE: return .readerGone
                case let code: return .failed(code)
                }
            }
            offset += written
        }
        return .written
    }

    /// Standard output, or the end of the command (141 or 74, see above).
    static func out(_ bytes: [UInt8]) {
        switch write(bytes, to: STDOUT_FILENO) {
        case .written: return
        case .readerGone: exit(brokenPipeStatus)
        case .failed(let code): exitUnwritable(code)
        }
    }

    static func out(_ text: String) { out(Array(text.utf8)) }

    /// Standard error: a failure is ignored, as there is nowhere left to tell it.
    static func err(_ bytes: [UInt8]) {
        _ = write(bytes, to: STDERR_FILENO)
    }

    static func err(_ text: String) { err(Array(text.utf8)) }

    /// Says that standard output cannot be written (on standard error, if that can be) and
    /// ends the command with `unwritableStatus`.
    static func exitUnwritable(_ code: Int32) -> Never {
        err("island: " + Console.words.text(.cliCannotWriteStdout, ["reason": String(cString: strerror(code))]) + "\n")
        exit(unwritableStatus)
    }
}
