import IslandText
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
        summary: .cliAPNsSummary,
        synopsis: "fault SPEC|off | faults [--apns URL] [--cacert FILE]",
        about: .cliAPNsAbout,
        options: APNsClientOptions.connectionOptions(),
        operand: CommandOperand("fault SPEC|off | faults", complete: .choices(["fault", "faults"])) { options, word throws(CommandLineError) in
            options.words.append(word)
        },
        exitStatus: [
            (0, .cliAPNsExit0),
            (1, .cliAPNsExit1),
            (2, .cliAPNsExit2),
        ],
        initial: Options(),
        validate: { options throws(CommandLineError) in
            switch options.words.first {
            case "fault":
                guard options.words.count == 2 else { throw CommandLineError(.cliAPNsFaultTakesSpec) }
            case "faults":
                guard options.words.count == 1 else { throw CommandLineError(.cliAPNsFaultsTakesNothing) }
            case let word?:
                throw CommandLineError(.cliAPNsUnknownWord, ["word": CommandLineError.quote(word)])
            case nil:
                throw CommandLineError(.cliAPNsNeedsWord)
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
