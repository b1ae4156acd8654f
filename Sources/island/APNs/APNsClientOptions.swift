import IslandText
import Foundation
import IslandAPNs

/// What `island send --apns URL` and `island tokens` need to reach an APNs endpoint and sign
/// their requests as a provider does.
struct APNsClientOptions: Hashable, Sendable {
    var url = "https://\(APNsEndpoint.defaultHost):\(APNsEndpoint.defaultPort)"
    var caFile: String?
    var token: String?
    var topic: String?
    var priority = 10
    var keyP8: String?
    var keyID = "ISLANDKEY1"
    var teamID = "ISLANDTEAM"
    var noAuth = false
    /// The options given that only a push needs (`--token` … `--no-auth`), for the message
    /// that they need `--apns`.
    var pushOptionsGiven: [String] = []

    /// The CA file to trust: the one given, else island's own certificate for https.
    var trustedCertificate: String? {
        if let caFile { return caFile }
        guard url.hasPrefix("https:") else { return nil }
        return SelfSignedCertificate.directory(environment: ProcessInfo.processInfo.environment) + "/cert.pem"
    }
}

/// A command's options that hold `APNsClientOptions`, so the one table below serves both.
protocol HasAPNsClientOptions: Sendable {
    var apnsClient: APNsClientOptions { get set }
    /// `--apns URL` was given.
    var viaAPNs: Bool { get set }
}

extension APNsClientOptions {
    /// `--apns URL` and `--cacert FILE`: how to reach the endpoint.
    static func connectionOptions<Options: HasAPNsClientOptions>() -> [CommandOption<Options>] {
        [
            .value("--apns", "URL", help: .cliAPNsClientApns) { options, text throws(CommandLineError) in
                options.apnsClient.url = try ValueParser.nonEmpty(text, option: "--apns")
                options.viaAPNs = true
            },
            .value("--cacert", "FILE", help: .cliAPNsClientCacert) { options, text throws(CommandLineError) in
                options.apnsClient.caFile = try ValueParser.nonEmpty(text, option: "--cacert")
            },
        ]
    }

    /// How each push request is addressed and signed.
    static func pushOptions<Options: HasAPNsClientOptions>() -> [CommandOption<Options>] {
        @Sendable func given(_ options: inout Options, _ name: String) { options.apnsClient.pushOptionsGiven.append(name) }
        return [
            .value("--token", "HEX", help: .cliAPNsClientToken, complete: .free) { options, text throws(CommandLineError) in
                options.apnsClient.token = try ValueParser.nonEmpty(text, option: "--token")
                given(&options, "--token")
            },
            .value("--topic", "TOPIC", help: .cliAPNsClientTopic, complete: .free) { options, text throws(CommandLineError) in
                options.apnsClient.topic = try ValueParser.nonEmpty(text, option: "--topic")
                given(&options, "--topic")
            },
            .value("--priority", "5|10", help: .cliAPNsClientPriority) { options, text throws(CommandLineError) in
                options.apnsClient.priority = try ValueParser.choice(text, option: "--priority", from: [("5", 5), ("10", 10)])
                given(&options, "--priority")
            },
            .value("--key-p8", "FILE", help: .cliAPNsClientKeyP8) { options, text throws(CommandLineError) in
                options.apnsClient.keyP8 = try ValueParser.nonEmpty(text, option: "--key-p8")
                given(&options, "--key-p8")
            },
            .value("--key-id", "ID", help: .cliAPNsClientKeyId, complete: .free) { options, text throws(CommandLineError) in
                options.apnsClient.keyID = try ValueParser.nonEmpty(text, option: "--key-id")
                given(&options, "--key-id")
            },
            .value("--team-id", "ID", help: .cliAPNsClientTeamId, complete: .free) { options, text throws(CommandLineError) in
                options.apnsClient.teamID = try ValueParser.nonEmpty(text, option: "--team-id")
                given(&options, "--team-id")
            },
            .flag("--no-auth", help: .cliAPNsClientNoAuth) { options in
                options.apnsClient.noAuth = true
                given(&options, "--no-auth")
            },
        ]
    }
}
