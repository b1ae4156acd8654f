import Foundation
import IslandAPNs

/// `island tokens [--apns URL] [--cacert FILE] [--rotate ID]`: the push tokens a running
/// dashboard's device has announced and that can be pushed to now, one NDJSON line each (the
/// push-to-start token first); with `--rotate ID`, the device replaces that activity's token and
/// the new one's announcement is printed.
enum TokensCommand {
    struct Options: Hashable, Sendable, HasAPNsClientOptions {
        var apnsClient = APNsClientOptions()
        var viaAPNs = false
        var rotate: String?
    }

    static let command = Command(
        name: "tokens",
        summary: "print the push tokens of a dashboard's APNs endpoint",
        synopsis: "[--apns URL] [--cacert FILE] [--rotate ID]",
        about: """
            Asks a dashboard started with island run --apns for the push tokens its device has
            announced and that can be pushed to now: the push-to-start token first, then each
            activity's, one NDJSON line each ({"type":"token","kind":…,"token":…,"topic":…}).
            The same lines reach socket clients and --intents as the tokens appear.
            --rotate ID has the device replace activity ID's push token, as ActivityKit may at
            any time: the new token is announced as the first was (pushTokenUpdates) and
            printed; a push to the old one is answered 410 Unregistered.
            """,
        options: APNsClientOptions.connectionOptions() + [
            .value("--rotate", "ID", help: "replace activity ID's push token and print the new one's announcement") { options, text throws(CommandLineError) in
                options.rotate = try ValueParser.nonEmpty(text, option: "--rotate")
            },
        ],
        exitStatus: [
            (0, "the tokens were printed (with --rotate: the new token)"),
            (1, "--rotate: no activity of that id has a push token"),
            (2, "no endpoint answered, or a mistake on the command line"),
        ],
        initial: Options()
    )

    static let entry = CommandEntry(command, run: run)

    static func run(_ options: Options) -> Int32 {
        let client = options.apnsClient
        do {
            let connection = try APNsClient(url: client.url, caFile: client.trustedCertificate)
            if let id = options.rotate {
                let response = try connection.exchange([("POST", "/island/tokens/rotate", [("content-type", "text/plain")], Array(id.utf8))])[0]
                let text = response.body.trimmingCharacters(in: .newlines)
                switch response.status {
                case 200:
                    Console.out(text)
                    return 0
                case 404:
                    Console.error(text, prefix: "island tokens")
                    return 1
                default:
                    Console.error("\(client.url) answered \(response.status) (an island older than island tokens --rotate?)", prefix: "island tokens")
                    return 2
                }
            }
            let response = try connection.exchange([("GET", "/island/tokens", [], [])])[0]
            guard response.status == 200 else {
                Console.error("\(client.url) answered \(response.status)", prefix: "island tokens")
                return 2
            }
            Console.out(response.body.trimmingCharacters(in: .newlines))
            return 0
        } catch {
            Console.error("\(error)", prefix: "island tokens")
            return 2
        }
    }
}
