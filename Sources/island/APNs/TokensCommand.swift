import IslandText
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
        summary: .cliTokensSummary,
        synopsis: "[--apns URL] [--cacert FILE] [--rotate ID]",
        about: .cliTokensAbout,
        options: APNsClientOptions.connectionOptions() + [
            .value("--rotate", "ID", help: .cliTokensRotate) { options, text throws(CommandLineError) in
                options.rotate = try ValueParser.nonEmpty(text, option: "--rotate")
            },
        ],
        exitStatus: [
            (0, .cliTokensExit0),
            (1, .cliTokensExit1),
            (2, .cliTokensExit2),
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
