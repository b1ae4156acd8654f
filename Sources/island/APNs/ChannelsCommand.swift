import IslandText
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
        summary: .cliChannelsSummary,
        synopsis: "[--apns URL] [--cacert FILE]",
        about: .cliChannelsAbout,
        options: APNsClientOptions.connectionOptions(),
        exitStatus: [
            (0, .cliChannelsExit0),
            (2, .cliChannelsExit2),
        ],
        initial: Options()
    )

    static let entry = CommandEntry(command, run: run)

    static func run(_ options: Options) -> Int32 {
        let client = options.apnsClient
        return IslandPathRequest(method: "GET", path: "/island/channels").run(client, command: "island channels")
    }
}
