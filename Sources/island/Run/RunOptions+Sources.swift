import IslandCore

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
        .value("--schema", "FILE", help: "validate an ActivityAttributes type described in FILE (repeatable)") { options, text throws(CommandLineError) in
            options.schemaPaths.append(try ValueParser.nonEmpty(text, option: "--schema"))
        },
    ]
}
