import Foundation
import IslandCore
@testable import IslandIO
#if canImport(Glibc)
import Glibc
import IslandJSON
#endif

/// A producer connected to the socket server. It is an `EventSource` only so that a `Pump`
/// reads what the server sends it (it never produces events); a client the test does not
/// pump never reads.
final class TestClient: EventSource {
    private(set) var descriptor: Int32
    private var splitter = LineSplitter()
    /// Every line received from the server, in order.
    private(set) var received: [String] = []
    /// Every byte received, as it came (for checks of the raw stream).
    private(set) var receivedBytes: [UInt8] = []
    private(set) var sawEndOfFile = false

    init(path: String) throws {
        descriptor = try UnixSocket.connect(path: path)
    }

    /// The lines received, parsed.
    var messages: [JSONObject] {
        received.compactMap { try? JSONParser.parse($0).objectValue }
    }

    /// The `ack` and `reply` messages, in order.
    var answers: [JSONObject] {
        messages.filter { $0["type"] == "ack" || $0["type"] == "reply" }
    }

    /// Sends all of `text`, waiting (bounded) when the socket is full.
    func send(_ text: String) {
        send(Array(text.utf8))
    }

    func send(_ bytes: [UInt8]) {
        var rest = bytes[...]
        let deadline = Pump.monotonic() + 10
        while !rest.isEmpty {
            let result = rest.withUnsafeBytes { Descriptor.send(descriptor, $0) }
            guard case .success(let count) = result else {
                preconditionFailure("send failed: \(result)")
            }
            rest = rest.dropFirst(count)
            if count == 0 {
                precondition(Pump.monotonic() < deadline, "the server does not read")
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, 100)
            }
        }
    }

    func shutdownWriting() {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    var pollRequests: [PollRequest] {
        descriptor >= 0 && !sawEndOfFile ? [PollRequest(descriptor: descriptor, events: Int16(POLLIN))] : []
    }

    func handle(descriptor: Int32, revents: Int16, now: Date) -> [AppEvent] {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let result = buffer.withUnsafeMutableBytes { Descriptor.read(self.descriptor, into: $0) }
            switch result {
            case .bytes(let count):
                receivedBytes += buffer[0..<count]
                for body in splitter.append(Array(buffer[0..<count])) {
                    if case .bytes(let line) = body { received.append(String(decoding: line, as: UTF8.self)) }
                }
            case .endOfFile, .failed:
                sawEndOfFile = true
                return []
            case .wouldBlock:
                return []
            }
        }
    }

    func close() {
        if descriptor >= 0 { Descriptor.close(descriptor) }
        descriptor = -1
    }
}
