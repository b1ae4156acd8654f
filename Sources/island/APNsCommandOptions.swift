import Foundation
import IslandAPNs

/// What `island send --apns URL` and `island tokens` need to reach the endpoint.
struct APNsCommandOptions {
    var url = "https://\(APNsEndpoint.defaultHost):\(APNsEndpoint.defaultPort)"
    var caFile: String?
    var token: String?
    var topic: String?
    var priority = 10
    var keyP8: String?
    var keyID = "ISLANDKEY1"
    var teamID = "ISLANDTEAM"
    var noAuth = false
    var files: [String] = []
    var showHelp = false

    /// The CA file to trust: the one given, else island's own certificate for https.
    var trustedCertificate: String? {
        if let caFile { return caFile }
        guard url.hasPrefix("https:") else { return nil }
        return SelfSignedCertificate.directory(environment: ProcessInfo.processInfo.environment) + "/cert.pem"
    }

    static let table: [CommandOption<APNsCommandOptions>] = [
        .value("--apns", "URL", help: "the endpoint (default https://127.0.0.1:2197; http:// for --apns-cleartext)") { options, text throws(CommandLineError) in
            options.url = try ValueParser.nonEmpty(text, option: "--apns")
        },
        .value("--cacert", "FILE", help: "trust this certificate (default: island's own)") { options, text throws(CommandLineError) in
            options.caFile = try ValueParser.nonEmpty(text, option: "--cacert")
        },
        .value("--token", "HEX", help: "push to this device token (default: starts to the push-to-start token, the rest to their activity's token)") { options, text throws(CommandLineError) in
            options.token = try ValueParser.nonEmpty(text, option: "--token")
        },
        .value("--topic", "TOPIC", help: "apns-topic (default: the token's, or the payload's topic + .push-type.liveactivity)") { options, text throws(CommandLineError) in
            options.topic = try ValueParser.nonEmpty(text, option: "--topic")
        },
        .value("--priority", "5|10", help: "apns-priority (default 10)") { options, text throws(CommandLineError) in
            options.priority = try ValueParser.choice(text, option: "--priority", from: [("5", 5), ("10", 10)])
        },
        .value("--key-p8", "FILE", help: "sign provider tokens with this APNs key (default: a key made for the run)") { options, text throws(CommandLineError) in
            options.keyP8 = try ValueParser.nonEmpty(text, option: "--key-p8")
        },
        .value("--key-id", "ID", help: "the JWT's kid (default ISLANDKEY1)") { options, text throws(CommandLineError) in
            options.keyID = try ValueParser.nonEmpty(text, option: "--key-id")
        },
        .value("--team-id", "ID", help: "the JWT's iss (default ISLANDTEAM)") { options, text throws(CommandLineError) in
            options.teamID = try ValueParser.nonEmpty(text, option: "--team-id")
        },
        .flag("--no-auth", help: "send no authorization header") { $0.noAuth = true },
        .flag("--help", help: "show this help") { $0.showHelp = true },
    ]
}
