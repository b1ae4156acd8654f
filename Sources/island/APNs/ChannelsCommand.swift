import Foundation
import IslandAPNs

/// `island channels [--apns URL]`: the broadcast channels a running dashboard's APNs endpoint
/// holds, one NDJSON line each (app, channel id, message storage policy, broadcasts sent).
enum ChannelsCommand {
    struct Options: Hashable, Sendable, HasAPNsClientOptions {
        var apnsClient = APNsClientOptions()
        var viaAPNs = false
    }

    static let command = Command(
        name: "channels",
        summary: "print the broadcast channels of a dashboard's APNs endpoint",
        synopsis: "[--apns URL] [--cacert FILE]",
        about: """
            Asks a dashboard started with island run --apns for the broadcast channels its
            endpoint holds (made with POST /1/apps/<bundle ID>/channels, as on APNs's channel
            management API), one NDJSON line each: {"app":…,"channel-id":…,
            "message-storage-policy":0|1,"broadcasts":N}. A broadcast (POST
            /4/broadcasts/apps/<bundle ID> with apns-channel-id) reaches every activity that
            subscribed to the channel with aps.input-push-channel at its start (docs/apns.md).
            """,
        options: APNsClientOptions.connectionOptions(),
        exitStatus: [
            (0, "the channels were printed (none: nothing)"),
            (2, "no endpoint answered, or a mistake on the command line"),
        ],
        initial: Options()
    )

    static let entry = CommandEntry(command, run: run)

    static func run(_ options: Options) -> Int32 {
        let client = options.apnsClient
        return IslandPathRequest(method: "GET", path: "/island/channels").run(client, command: "island channels")
    }
}
