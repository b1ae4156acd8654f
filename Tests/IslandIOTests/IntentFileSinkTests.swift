import Foundation
import IslandCore
import Testing
@testable import IslandIO
import IslandJSON

@Suite struct IntentFileSinkTests {
    let now = Date(timeIntervalSince1970: 1_764_417_600.25)

    func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("island-intents-\(UUID().uuidString).ndjson").path
    }

    @Test func appendsOneJSONLinePerOutputAndNothingElse() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("{\"earlier\":true}\n".utf8).write(to: URL(fileURLWithPath: path))

        let sink = try IntentFileSink(path: path)
        sink.deliver(.output(.intent(Intent(name: "StopRideIntent", activityID: "rnv5-trip", app: "app.vescape.ride"), at: now)))
        sink.deliver(.bell)
        sink.deliver(.setClock(speed: 2, paused: false))
        sink.deliver(.reply(to: .socket(client: 1), .reply(JSONObject())))
        // Written before deliver returned: readable now, without closing the sink.
        let afterOne = try String(contentsOfFile: path, encoding: .utf8)
        #expect(afterOne == "{\"earlier\":true}\n" + OutputRecord.intent(Intent(name: "StopRideIntent", activityID: "rnv5-trip", app: "app.vescape.ride"), at: now).line + "\n")

        sink.deliver(.output(.lifecycle(.ended(activityID: "rnv5-trip", reason: .userStopped), app: "app.vescape.ride", at: now)))
        sink.close()
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)
        #expect(lines.last == "")
        #expect(lines[1].contains("\"intent\":\"StopRideIntent\""))
        #expect(lines[2].contains("\"event\":\"ended\""))
        #expect(lines[2].contains("\"reason\":\"user-stopped\""))
        for line in lines.dropLast() {
            let parsed = try JSONParser.parse(Array(line.utf8))
            guard case .object = parsed else {
                Issue.record("not an object: \(line)")
                continue
            }
        }
        #expect(sink.takeEvents().isEmpty)
    }

    @Test func createsTheFileWithItsPermissions() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sink = try IntentFileSink(path: path)
        sink.close()
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func aMissingDirectoryIsAClearError() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-dir-\(UUID().uuidString)/intents.ndjson").path
        do {
            _ = try IntentFileSink(path: path)
            Issue.record("opened \(path)")
        } catch {
            #expect(error.description == "cannot open the intents file \(path): No such file or directory")
        }
    }

    @Test func aFailingWriteIsReportedOnce() throws {
        // /dev/full accepts open and fails every write with ENOSPC.
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let sink = try IntentFileSink(path: "/dev/full")
        defer { sink.close() }
        sink.deliver(.output(.intent(.endAll(app: "com.example", activityIDs: ["a"]), at: now)))
        sink.deliver(.output(.intent(.endAll(app: "com.example", activityIDs: ["a"]), at: now)))
        let events = sink.takeEvents()
        #expect(events.count == 1)
        if case .sourceError(let name, let message)? = events.first {
            #expect(name == "intents /dev/full")
            #expect(message.english == "write failed: No space left on device")
        } else {
            Issue.record("expected a source error, got \(events)")
        }
        #expect(sink.takeEvents().isEmpty)
    }
}
