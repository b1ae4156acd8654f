import Foundation
import IslandTestSupport
import IslandCore
import Testing
@testable import IslandIO

/// An answer reaches its sender before the frame that shows its line: the loop has the socket
/// send what a turn queued (`EffectSink.finishTurn`) before it draws. With a real socket and
/// the real loop, counted at each frame — every line applied before a frame is answered in the
/// client's socket by then — not timed.
@Suite struct SocketAnswerBeforeFrameTests {
    final class AppliedLines: RunLoopObserver {
        var count = 0
        var comparesModels: Bool { false }
        func willApply(_ event: AppEvent, to model: AppModel, now: Date) {}
        func didApply(_ event: AppEvent, from before: AppModel, to after: AppModel, now: Date) {
            if case .line = event { count += 1 }
        }
    }

    @Test func everyLineAppliedBeforeAFrameIsAnsweredByThen() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let server = try SocketServer(path: dir.path("s.sock"))
        let keyboard = RunLoopPipeSource()
        defer {
            server.close()
            keyboard.close()
        }
        let client = try TestClient(path: server.path)
        defer { client.close() }
        let journal = RunLoopJournal()
        let frontend = RunLoopRecordingFrontend(journal: journal)
        let applied = AppliedLines()
        let total = 40
        var shortfalls: [String] = []
        var frames = 0
        var sent = 1
        client.send(Payloads.start() + "\n")
        frontend.onPresent = { _, _ in
            frames += 1
            // What the server sent is in the client's socket now: read it without waiting.
            _ = client.handle(descriptor: client.descriptor, revents: Int16(POLLIN), now: Date())
            if client.answers.count < applied.count {
                shortfalls.append("frame \(frames): \(applied.count) lines applied, \(client.answers.count) answered")
            }
            if applied.count == total {
                keyboard.type("q")
            } else {
                // The next few lines, alone or together, as a producer sends them.
                let next = min(total, sent + 1 + frames % 3)
                client.send((sent..<next).map { Payloads.update(status: "step \($0)") + "\n" }.joined())
                sent = next
            }
        }
        let loop = IslandIO.RunLoop(model: AppModel(), clock: VirtualClock(start: Date()), sources: [server, keyboard],
                                    sinks: [server], frontend: frontend, observers: [applied])
        loop.run()
        #expect(applied.count == total)
        #expect(shortfalls == [])
        #expect(frames >= 10)
    }
}
