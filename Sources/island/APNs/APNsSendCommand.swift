import Foundation
import IslandAPNs
import IslandCore
import IslandIO
import IslandJSON
import IslandText
import IslandTypes

/// `island send --apns URL [OPTIONS] [FILE…|-]`: sends payloads through APNs's provider API,
/// as a backend would, one request per payload in order, and prints one answer each, named by
/// `FILE:LINE` like the socket's. The token comes from the endpoint's announcements
/// (`GET /island/tokens`) unless `--token` says: a start goes to the push-to-start token, an
/// update or end to the token of its `activity-id` (or of the latest activity).
enum APNsSendCommand {
    /// - Returns: 0 every push applied, 1 some was not, 2 no endpoint or an unreadable file.
    static func run(_ options: SendOptions) -> Int32 {
        var payloads: [(origin: SendOrigin, bytes: [UInt8])] = []
        for input in options.inputs {
            let name = input.displayName
            let data: Data?
            switch input {
            case .file(let path): data = FileManager.default.contents(atPath: path)
            case .standardInput(let descriptor): data = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readDataToEndOfFile()
            }
            guard let data else {
                Console.error(Sentence(.cliCannotRead, ["path": DiagnosticText.quote(name, limit: 200)]), prefix: "island send")
                return 2
            }
            var framer = PayloadFramer()
            var number = 0
            var bytes = Array(data)[...]
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
            for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
                number += 1
                for payload in framer.feed(Array(line), number: number) {
                    payloads.append((SendOrigin(file: name, line: payload.number), payload.bytes))
                }
            }
            for payload in framer.finish() { payloads.append((SendOrigin(file: name, line: payload.number), payload.bytes)) }
        }
        do {
            let sender = try Sender(options.apnsClient)
            var allApplied = true
            let words = SendAnswerWords(Console.words)
            for payload in payloads {
                let answer = try sender.send(payload.bytes, origin: payload.origin)
                Console.out(options.json ? JSONWriter.string(.object(answer.json)) : SendAnswerText.apnsText(of: answer, words: words))
                allApplied = allApplied && answer.json["verdict"]?.stringValue == "applied" && answer.json["status"]?.numberValue?.exactInt == 200
            }
            return allApplied ? 0 : 1
        } catch {
            Console.error("\(error)", prefix: "island send")
            return 2
        }
    }

    /// One connection and the signing key for a run.
    final class Sender {
        let options: APNsClientOptions
        let client: APNsClient
        let authorization: String?
        var tokens: [JSONObject] = []

        init(_ options: APNsClientOptions) throws {
            self.options = options
            client = try APNsClient(url: options.url, caFile: options.trustedCertificate)
            if options.noAuth {
                authorization = nil
            } else {
                let key = try options.keyP8.map { path throws in try ProviderKey.load(path: path) } ?? ProviderKey.generate()
                let keyID = options.keyP8.flatMap(ProviderToken.keyID(fromFileName:)) ?? options.keyID
                authorization = "bearer " + (try ProviderToken.make(keyID: keyID, teamID: options.teamID, issuedAt: Date(), key: key))
            }
        }

        func refreshTokens() throws {
            let response = try client.exchange([("GET", "/island/tokens", [], [])])[0]
            tokens = response.body.split(separator: "\n").compactMap { try? JSONParser.parse(Array($0.utf8)[...]).objectValue }
        }

        /// The answer as one object: `file`, `line`, `status`, `apns-id`, `reason` (APNs's),
        /// and the device's `verdict`, `code`, `activity-id`, `detail`, `warnings`.
        func send(_ payload: [UInt8], origin: SendOrigin) throws -> APNsSendAnswer {
            var out = JSONObject()
            out["file"] = .string(origin.file)
            out["line"] = .number(JSONNumber(origin.line))
            let object = (try? JSONParser.parse(payload[...]))?.objectValue
            let event = object?["aps"]?.objectValue?["event"]?.stringValue
            let activityID = object?["activity-id"]?.stringValue
            var token = options.token
            var topic = options.topic
            if token == nil {
                if tokens.isEmpty || event != "start" && !tokens.contains(where: { $0["activity-id"]?.stringValue == activityID }) {
                    try refreshTokens()
                }
                let target: JSONObject?
                if event == "start" {
                    target = tokens.first { $0["kind"]?.stringValue == "push-to-start" }
                } else if let activityID {
                    target = tokens.last { $0["activity-id"]?.stringValue == activityID }
                } else {
                    target = tokens.last { $0["kind"]?.stringValue == "activity" }
                }
                token = target?["token"]?.stringValue
                if topic == nil { topic = target?["topic"]?.stringValue }
            }
            if topic == nil {
                let app = object?["topic"]?.stringValue.map { $0.hasSuffix(PushDecoder.liveActivityTopicSuffix) ? $0 : $0 + PushDecoder.liveActivityTopicSuffix }
                topic = app ?? "island" + PushDecoder.liveActivityTopicSuffix
            }
            guard let token else {
                let why = activityID.map { Sentence(.sendAPNsNoTokenFor, ["id": $0]) } ?? Sentence(.sendAPNsNoToken)
                out["verdict"] = .string(StringTable.en.text(.sendAPNsNotSent))
                out["detail"] = .string(why.english)
                return APNsSendAnswer(json: out, unsent: why)
            }
            var headers = [("apns-push-type", "liveactivity"), ("apns-topic", topic ?? ""), ("apns-priority", String(options.priority))]
            if let authorization { headers.append(("authorization", authorization)) }
            let response = try client.exchange([("POST", "/3/device/\(token)", headers, payload)])[0]
            out["status"] = .number(JSONNumber(response.status))
            if let id = response.message.field("apns-id") { out["apns-id"] = .string(id) }
            if let reason = (try? JSONParser.parse(response.message.body[...]))?.objectValue?["reason"] { out["reason"] = reason }
            for (name, key) in [("x-island-verdict", "verdict"), ("x-island-code", "code"), ("x-island-activity-id", "activity-id"),
                                ("x-island-reason", "detail"), ("x-island-warnings", "warnings")] {
                if let value = response.message.field(name) { out[key] = .string(APNsAnswer.text(ofHeader: value)) }
            }
            // Each warning with its explanation and corrected value (x-island-warning).
            let explained = response.message.fields.filter { $0.0 == "x-island-warning" }.map { APNsAnswer.text(ofHeader: $0.1) }
            if !explained.isEmpty { out["warning-details"] = .array(explained.map { .string($0) }) }
            if let forced = response.message.field("x-island-forced") { out["forced"] = .string(APNsAnswer.text(ofHeader: forced)) }
            if let retryAfter = response.message.field("retry-after") { out["retry-after"] = .string(retryAfter) }
            return APNsSendAnswer(json: out)
        }
    }
}
