import Foundation
import IslandAPNs

/// `island tokens [--apns URL] [--cacert FILE]`: the push tokens a running dashboard's device
/// has announced and that can be pushed to now, one NDJSON line each (the push-to-start token
/// first). Exit status 0, or 2 when no endpoint answers.
enum TokensCommand {
    static let subcommand = Subcommand(name: "tokens", summary: "print the push tokens of a dashboard's APNs endpoint", run: run)

    static let table = APNsCommandOptions.table.filter { ["--apns", "--cacert", "--help"].contains($0.name) }

    static func run(_ arguments: [String]) -> Int32 {
        var options = APNsCommandOptions()
        do {
            try OptionParser.parse(arguments, into: &options, table: table)
        } catch {
            Console.error("tokens: \(error) (see island tokens --help)")
            return 2
        }
        if options.showHelp {
            Console.out("Usage: island tokens [--apns URL] [--cacert FILE]\n\nOptions:\n\(CommandOption.helpText(table))")
            return 0
        }
        do {
            let client = try APNsClient(url: options.url, caFile: options.trustedCertificate)
            let response = try client.exchange([("GET", "/island/tokens", [], [])])[0]
            guard response.status == 200 else {
                Console.error("tokens: \(options.url) answered \(response.status)")
                return 2
            }
            Console.out(response.body.trimmingCharacters(in: .newlines))
            return 0
        } catch {
            Console.error("tokens: \(error)")
            return 2
        }
    }
}
