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
        if let id = options.rotate {
            return IslandPathRequest(method: "POST", path: "/island/tokens/rotate", body: Array(id.utf8), refused: 404)
                .run(options.apnsClient, command: "island tokens")
        }
        return IslandPathRequest(method: "GET", path: "/island/tokens").run(options.apnsClient, command: "island tokens")
    }
}
