import Foundation
import IslandCore
import IslandTestSupport
import Testing
@testable import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// The built `island send`, text and `--json`, against a socket peer that answers its lines
/// with every shape of `SendAnswerCorpus`: what it prints is byte for byte what the output
/// made the old way (`SendAnswerReference`) says, each answer named by its input line once.
@Suite struct SendAnswerOutputTests {
    /// Lines sent; the corpus answers fewer, so the client reads every answer to the end.
    static let sent = 500

    @Test(arguments: [false, true])
    func everyAnswerIsPrintedAsBefore(json: Bool) throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        // A name JSON escapes and the text sanitises.
        let file = dir.path("trip \"ü\" \u{1B}[31m.ndjson")
        FileWriter.append((1...Self.sent).map { "{\"n\":\($0)}\n" }.joined(), to: file)
        let answers = SendAnswerCorpus.lines(count: 400, sent: Self.sent, seed: json ? 31 : 32)
        #expect(answers.count < Self.sent)

        let path = dir.path("peer.sock")
        let listener = try SocketServer.listen(at: path)
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            defer { finished.signal() }
            Self.answer(on: listener, afterLines: Self.sent, with: answers)
        }
        defer {
            _ = finished.wait(timeout: .now() + 60)
            Descriptor.close(listener)
        }
        let send = try IslandProcess(island: ["send", "--socket", path] + (json ? ["--json"] : []) + [file])
        #expect(send.waitForExit(timeout: 60) == 2, "the peer went away before answering every line")
        let printed = send.readAllOutput(timeout: 10)

        // The old way, answer by answer: each input line named once, lines over 64 KiB skipped.
        var origins = Dictionary(uniqueKeysWithValues: (1...Self.sent).map { ($0, (file: file, line: $0)) })
        var expected = ""
        var relabelled = 0
        for line in answers where line.count <= IncomingLine.maximumLength {
            let text = SendAnswerReference.json(of: line, sent: Self.sent) { number in
                guard let origin = origins.removeValue(forKey: number) else { return nil }
                relabelled += 1
                return origin
            }
            expected += (json ? text : SendAnswerReference.text(of: text)) + "\n"
        }
        #expect(printed == expected)
        CaseCount.expect(relabelled, atLeast: 50, "answers named by their input line")
        CaseCount.expect(answers.count, atLeast: 400, "answers")
    }

    /// Accepts one client, reads `count` lines from it, writes `answers` and hangs up.
    static func answer(on listener: Int32, afterLines count: Int, with answers: [[UInt8]]) {
        var ready = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, 30_000) == 1, case .success(let fd?) = UnixSocket.accept(listener) else { return }
        defer { Descriptor.close(fd) }
        var heard = 0
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while heard < count {
            var readable = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&readable, 1, 30_000) == 1 else { return }
            let read = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if read <= 0 { return }
            heard += chunk[0..<read].filter { $0 == 0x0A }.count
        }
        let reply = Array(answers.map { $0 + [0x0A] }.joined())
        var sent = 0
        while sent < reply.count {
            let written = reply[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if written > 0 {
                sent += written
            } else if errno == EAGAIN || errno == EINTR {
                var writable = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&writable, 1, 1000)
            } else {
                return
            }
        }
    }
}
