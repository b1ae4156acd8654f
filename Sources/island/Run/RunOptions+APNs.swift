import IslandText
import IslandAPNs
import IslandCore

/// What `island run` was asked of the APNs endpoint.
struct APNsRunOptions {
    /// `--apns [HOST:]PORT`; nil: no endpoint.
    var endpoint: APNsEndpoint?
    /// `--apns-cleartext`: HTTP/2 with prior knowledge, no TLS.
    var cleartext = false
    /// `--apns-cert FILE --apns-key FILE`: the caller's certificate instead of island's own.
    var certificatePath: String?
    var keyPath: String?
    /// `--apns-key-p8 FILE`: verify provider tokens' signatures with this key.
    var keyP8Path: String?
    /// `--apns-no-auth`: take requests without a provider token.
    var noAuth = false
    /// `--apns-fault SPEC`, each a forced failure in force from the start.
    var faults: [APNsFault] = []
    /// `--apns-environment`: the APNs environment the endpoint plays.
    var environment: APNsEnvironment?
    /// Whether any of the options that only make sense with `--apns` was given.
    var hasEndpointOptions: Bool { cleartext || certificatePath != nil || keyPath != nil || keyP8Path != nil || noAuth || !faults.isEmpty || environment != nil }
}

extension RunOptions {
    /// The local APNs endpoint (docs/apns.md).
    static let apnsOptions: [CommandOption<RunOptions>] = [
        .optionalValue("--apns", "[HOST:]PORT", help: .cliRunApns) { options, text throws(CommandLineError) in
            switch APNsEndpoint.parse(text) {
            case .success(let endpoint): options.apns.endpoint = endpoint
            case .failure(let error): throw CommandLineError(error.description)
            }
            options.hasExplicitSource = true
        },
        .flag("--apns-cleartext", help: .cliRunApnsCleartext) { $0.apns.cleartext = true },
        .value("--apns-cert", "FILE", help: .cliRunApnsCert) { options, text throws(CommandLineError) in
            options.apns.certificatePath = try ValueParser.nonEmpty(text, option: "--apns-cert")
        },
        .value("--apns-key", "FILE", help: .cliRunApnsKey) { options, text throws(CommandLineError) in
            options.apns.keyPath = try ValueParser.nonEmpty(text, option: "--apns-key")
        },
        .value("--apns-key-p8", "FILE", help: .cliRunApnsKeyP8) { options, text throws(CommandLineError) in
            options.apns.keyP8Path = try ValueParser.nonEmpty(text, option: "--apns-key-p8")
        },
        .flag("--apns-no-auth", help: .cliRunApnsNoAuth) { $0.apns.noAuth = true },
        .value("--apns-fault", "SPEC", help: .cliRunApnsFault, complete: .free) { options, text throws(CommandLineError) in
            switch APNsFault.parse(text) {
            case .success(let fault): options.apns.faults.append(fault)
            case .failure(let error): throw CommandLineError(.cliOptionProblem, ["option": "--apns-fault", "problem": error.description])
            }
        },
        .value("--apns-environment", "sandbox|production", help: .cliRunApnsEnvironment) { options, text throws(CommandLineError) in
            options.apns.environment = try ValueParser.choice(text, option: "--apns-environment", from: APNsEnvironment.allCases.map { ($0.rawValue, $0) })
        },
    ]
}
