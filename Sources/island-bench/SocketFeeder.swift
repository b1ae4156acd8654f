import Foundation
import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// A producer on its own thread: connects to the dashboard's socket, writes lines at a fixed
/// pace (or all at once), notes when each line's last byte was handed to the socket, reads
/// the answers as they come, and when every line is answered, stops the loop.
final class SocketFeeder: @unchecked Sendable {
    let path: String
    let lines: [[UInt8]]
    /// Seconds between lines; 0 writes them all at once.
    let interval: Double
    let stopDescriptor: Int32
    private let lock = NSLock()
    private var sent: [Double]
    private(set) var failure: String?

    init(path: String, lines: [[UInt8]], interval: Double, stopDescriptor: Int32) {
        self.path = path
        self.lines = lines
        self.interval = interval
        self.stopDescriptor = stopDescriptor
        self.sent = Array(repeating: .nan, count: lines.count)
    }

    /// When line `number` (1-based, as the server counts a client's lines) was written.
    func sentAt(line number: Int) -> Double {
        lock.withLock { sent[number - 1] }
    }

    func start() {
        Thread.detachNewThread { self.feed() }
    }

    private func feed() {
        defer {
            var byte: UInt8 = 1
            _ = write(stopDescriptor, &byte, 1)
        }
        let socket: Int32
        do {
            socket = try UnixSocket.connect(path: path)
        } catch {
            failure = "cannot connect: \(error)"
            return
        }
        defer { Glibc.close(socket) }
        var answers = 0
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        // The socket is non-blocking: read what has come, never wait here.
        func readAnswers() {
            while true {
                let count = recv(socket, &buffer, buffer.count, Int32(MSG_DONTWAIT))
                guard count > 0 else { return }
                pending += buffer[0..<count]
                while let newline = pending.firstIndex(of: 0x0A) {
                    let line = String(decoding: pending[..<newline], as: UTF8.self)
                    if line.contains("\"type\":\"ack\"") || line.contains("\"type\":\"reply\"") { answers += 1 }
                    pending.removeSubrange(...newline)
                }
            }
        }
        func waitFor(_ events: Int16, milliseconds: Int32) -> Bool {
            var entry = pollfd(fd: socket, events: events, revents: 0)
            return poll(&entry, 1, milliseconds) > 0
        }
        var next = VirtualClock.monotonicSeconds()
        for (index, line) in lines.enumerated() {
            if interval > 0 {
                Self.sleep(until: next)
                next += interval
            }
            let record = line + [0x0A]
            // Noted as the line is handed over (one send for a short line): the frame that
            // shows it may be done before this thread runs again.
            let now = VirtualClock.monotonicSeconds()
            lock.withLock { sent[index] = now }
            var offset = 0
            while offset < record.count {
                let written = record[offset...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if written >= 0 {
                    offset += written
                } else if errno == EAGAIN {
                    // The dashboard is behind: take its answers while waiting for room.
                    _ = waitFor(Int16(POLLOUT | POLLIN), milliseconds: 1000)
                    readAnswers()
                } else if errno != EINTR {
                    failure = "send failed: \(String(cString: strerror(errno)))"
                    return
                }
            }
            readAnswers()
        }
        while answers < lines.count {
            guard waitFor(Int16(POLLIN), milliseconds: 10_000) else {
                failure = "\(answers) of \(lines.count) lines answered"
                return
            }
            readAnswers()
        }
    }

    private static func sleep(until moment: Double) {
        var spec = timespec(tv_sec: Int(moment.rounded(.down)), tv_nsec: Int((moment - moment.rounded(.down)) * 1e9))
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &spec, nil) == EINTR {}
    }
}
