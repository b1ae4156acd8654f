import Foundation
import IslandAPNs
import IslandCore
import IslandIO

/// `island send --apns URL [OPTIONS] FILE…`: sends payloads through APNs's provider API, as a
/// backend would, one request per payload in order, and prints one JSON line per answer. The
/// token comes from the endpoint's announcements (`GET /island/tokens`) unless `--token` says:
/// a start goes to the push-to-start token, an update or end to the token of its `activity-id`
/// (or of the latest activity). Exit status 0 (every push applied), 1 (some was not), 2 (no
/// endpoint, bad arguments, unreadable file).
enum APNsSendCommand {
    static var help: String {
        """
        Usage: island send --apns URL [OPTIONS] [FILE…]

        Sends each payload as an APNs request (POST /3/device/<token>) and prints the answer.

        Options:
        \(CommandOption.helpText(APNsCommandOptions.table))
        """
    }

    static func run(_ arguments: [String]) -> Int32 {
        var options = APNsCommandOptions()
        do {
            try OptionParser.parse(arguments, into: &options, table: APNsCommandOptions.table) { options, file throws(CommandLineError) in
                options.files.append(file)
            }
        } catch {
            Console.error("send: \(error) (see island send --apns URL --help)")
            return 2
        }
        if options.showHelp {
            Console.out(help)
            return 0
        }
        var payloads: [(origin: String, bytes: [UInt8])] = []
        for file in options.files.isEmpty ? ["-"] : options.files {
            guard let data = file == "-" ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: file) else {
                Console.error("send: cannot read \(file)")
                return 2
            }
            var framer = PayloadFramer()
            var number = 0
            for line in Array(data).split(separator: 0x0A, omittingEmptySubsequences: false) {
                number += 1
                for payload in framer.feed(Array(line)) { payloads.append(("\(file):\(number)", payload)) }
            }
            for payload in framer.finish() { payloads.append(("\(file):\(number)", payload)) }
        }
        do {
            let sender = try Sender(options)
            var allApplied = true
            for payload in payloads {
                let line = try sender.send(payload.bytes, origin: payload.origin)
                Console.out(line.text)
                allApplied = allApplied && line.applied
            }
            return allApplied ? 0 : 1
        } catch {
            Console.error("send: \(error)")
            return 2
        }
    }

    /// One connection and the signing key for a run.
    final class Sender {
        let options: APNsCommandOptions
        let client: APNsClient
        let authorization: String?
        var tokens: [JSONObject] = []

        init(_ options: APNsCommandOptions) throws {
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

        func send(_ payload: [UInt8], origin: String) throws -> (text: String, applied: Bool) {
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
                let app = object?["topic"]?.stringValue.map { $0.hasSuffix(".push-type.liveactivity") ? $0 : $0 + ".push-type.liveactivity" }
                topic = app ?? "island.push-type.liveactivity"
            }
            guard let token else {
                return ("{\"origin\":\(JSONWriter.string(.string(origin))),\"problem\":\"no token to push to: no activity \(activityID ?? "") has announced one\"}", false)
            }
            var headers = [("apns-push-type", "liveactivity"), ("apns-topic", topic ?? ""), ("apns-priority", String(options.priority))]
            if let authorization { headers.append(("authorization", authorization)) }
            let response = try client.exchange([("POST", "/3/device/\(token)", headers, payload)])[0]
            var out = JSONObject()
            out["origin"] = .string(origin)
            out["status"] = .number(JSONNumber(response.status))
            if let id = response.message.field("apns-id") { out["apns-id"] = .string(id) }
            if let reason = (try? JSONParser.parse(response.message.body[...]))?.objectValue?["reason"] { out["reason"] = reason }
            for (name, key) in [("x-island-verdict", "verdict"), ("x-island-code", "code"), ("x-island-activity-id", "activity-id"), ("x-island-reason", "detail"), ("x-island-warnings", "warnings")] {
                if let value = response.message.field(name) { out[key] = .string(value) }
            }
            let applied = response.status == 200 && response.message.field("x-island-verdict") == "applied"
            return (JSONWriter.string(.object(out)), applied)
        }
    }
}
