import IslandCore
import IslandSimulator

extension RunOptions {
    /// Where activities come from besides (or instead of) the trip simulator.
    static let sourceOptions: [CommandOption<RunOptions>] = [
        .value("--tail", "FILE", help: "follow FILE like tail -F: one payload or content state per line") { options, text throws(CommandLineError) in
            options.tailPath = try ValueParser.nonEmpty(text, option: "--tail")
            options.hasExplicitSource = true
        },
        .flag("--from-start", help: "with --tail: play what is already in the file first") { $0.fromStart = true },
        .optionalValue("--socket", "PATH", help: "listen on a Unix socket (default: the socket setting, else $XDG_RUNTIME_DIR/island/island.sock)") { options, text throws(CommandLineError) in
            options.socketPath = .some(text)
            options.hasExplicitSource = true
        },
        .flag("--stdin", help: "read lines from standard input (the keyboard is then /dev/tty)") { options in
            options.stdin = true
            options.keyboardFromTTY = true
            options.hasExplicitSource = true
        },
        .value("--simulate", "KIND", help: "simulate trip, ride, delivery, workout or all (several apps at once)",
               complete: .choices(SimulationKind.allCases.map(\.rawValue))) { options, text throws(CommandLineError) in
            switch SimulationKind.parse(text) {
            case .success(let kind): options.simulation = kind
            case .failure(let error): throw CommandLineError("--simulate: \(error.description)")
            }
            options.hasExplicitSource = true
        },
        .value("--type", "FILE", help: "a type file: an app's ActivityAttributes type and its presentation (repeatable; docs/types.md)") { options, text throws(CommandLineError) in
            options.typePaths.append(try ValueParser.nonEmpty(text, option: "--type"))
        },
        .value("--schema", "FILE", help: "a schema file: a type file without presentation (repeatable; docs/schema.md)") { options, text throws(CommandLineError) in
            options.typePaths.append(try ValueParser.nonEmpty(text, option: "--schema"))
        },
        .value("--ios", "VERSION", help: "behave like iOS 17.0, 17.2, 18 or 26 (default 26): push-to-start 17.2, channels 18",
               complete: .choices(IOSVersion.allCases.map(\.rawValue))) { options, text throws(CommandLineError) in
            options.ios = try ValueParser.choice(text, option: "--ios", from: IOSVersion.allCases.map { ($0.rawValue, $0) })
        },
        .flag("--frequent-updates", help: "treat every app as declaring NSSupportsLiveActivitiesFrequentUpdates") { $0.frequentUpdates = true },
        .flag("--watch-out-of-range", help: "the Apple Watch (d) is out of range of the iPhone: only alerting updates reach it") { $0.watchOutOfRange = true },
        .value("--intent-timeout", "SECONDS", help: "how long an app has to end what the user ended (default 10)") { options, text throws(CommandLineError) in
            options.intentTimeout = try ValueParser.duration(text, option: "--intent-timeout")
        },
    ]
}
