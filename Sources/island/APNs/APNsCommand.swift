import Foundation
import IslandAPNs

/// `island apns fault SPEC|off [--apns URL]` and `island apns faults`: forced failures of a
/// running dashboard's APNs endpoint, changed without a restart, over the endpoint itself
/// (island's own path `/island/faults`, beside APNs's, as `island tokens` asks for tokens).
enum APNsCommand {
    struct Options: Hashable, Sendable, HasAPNsClientOptions {
        var apnsClient = APNsClientOptions()
        var viaAPNs = false
        var words: [String] = []
    }

    static let command = Command(
        name: "apns",
        summary: "force failures of a dashboard's APNs endpoint (429, 500, 503, GOAWAY, delay)",
        synopsis: "fault SPEC|off | faults [--apns URL] [--cacert FILE]",
        about: """
            island apns fault SPEC adds a forced failure to a dashboard started with island run
            --apns, as --apns-fault does at start; island apns fault off clears them; island apns
            faults lists those in force. SPEC is KIND[:COUNT|:PERCENT%][,token=HEX][,topic=TOPIC]
            [,retry-after=SECONDS], KIND one of 429 (TooManyRequests with Retry-After), 500
            (InternalServerError), 503 (ServiceUnavailable), shutdown (503 Shutdown, then GOAWAY)
            and delay=SECONDS (answered late): 429:3 forces the next three requests, 500:25%
            every fourth, shutdown,token=HEX the next request to one device token. Every forced
            answer is marked in the events pane and the log (docs/apns.md).
            """,
        options: APNsClientOptions.connectionOptions(),
        operand: CommandOperand("fault SPEC|off | faults", complete: .choices(["fault", "faults"])) { options, word throws(CommandLineError) in
            options.words.append(word)
        },
        exitStatus: [
            (0, "the faults in force were printed"),
            (1, "the endpoint refused the spec (it says why)"),
            (2, "no endpoint answered, or a mistake on the command line"),
        ],
        initial: Options(),
        validate: { options throws(CommandLineError) in
            switch options.words.first {
            case "fault":
                guard options.words.count == 2 else { throw CommandLineError("apns fault takes one SPEC (e.g. 429:3, 500:25%, shutdown, delay=2) or off") }
            case "faults":
                guard options.words.count == 1 else { throw CommandLineError("apns faults takes nothing after it") }
            case let word?:
                throw CommandLineError("apns: unknown \(CommandLineError.quote(word)); say fault SPEC, fault off or faults")
            case nil:
                throw CommandLineError("apns needs fault SPEC, fault off or faults")
            }
        }
    )

    static let entry = CommandEntry(command, run: run)

    static func run(_ options: Options) -> Int32 {
        if options.words.first == "fault", options.words.count == 2 {
            return IslandPathRequest(method: "POST", path: "/island/faults", body: Array(options.words[1].utf8), refused: 400)
                .run(options.apnsClient, command: "island apns")
        }
        return IslandPathRequest(method: "GET", path: "/island/faults").run(options.apnsClient, command: "island apns")
    }
}
