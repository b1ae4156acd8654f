import Foundation
import IslandAPNs

/// `island tokens [--apns URL] [--cacert FILE]`: the push tokens a running dashboard's device
/// has announced and that can be pushed to now, one NDJSON line each (the push-to-start token
/// first).
enum TokensCommand {
    struct Options: Hashable, Sendable, HasAPNsClientOptions {
        var apnsClient = APNsClientOptions()
        var viaAPNs = false
    }

    static let command = Command(
        name: "tokens",
        summary: "print the push tokens of a dashboard's APNs endpoint",
        synopsis: "[--apns URL] [--cacert FILE]",
        about: """
            Asks a dashboard started with island run --apns for the push tokens its device has
            announced and that can be pushed to now: the push-to-start token first, then each
            activity's, one NDJSON line each ({"type":"token","kind":…,"token":…,"topic":…}).
            The same lines reach socket clients and --intents as the tokens appear.
            """,
        options: APNsClientOptions.connectionOptions(),
        exitStatus: [
            (0, "the tokens were printed"),
            (2, "no endpoint answered, or a mistake on the command line"),
        ],
        initial: Options()
    )

    static let entry = CommandEntry(command, run: run)

    static func run(_ options: Options) -> Int32 {
        let client = options.apnsClient
        do {
            let connection = try APNsClient(url: client.url, caFile: client.trustedCertificate)
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
