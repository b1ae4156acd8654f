import IslandText
import IslandCore
import IslandSimulator

extension RunOptions {
    /// Where activities come from besides (or instead of) the trip simulator.
    static let sourceOptions: [CommandOption<RunOptions>] = [
        .value("--tail", "FILE", help: .cliRunTail) { options, text throws(CommandLineError) in
            options.tailPath = try ValueParser.nonEmpty(text, option: "--tail")
            options.hasExplicitSource = true
        },
        .flag("--from-start", help: .cliRunFromStart) { $0.fromStart = true },
        .optionalValue("--socket", "PATH", help: .cliRunSocket) { options, text throws(CommandLineError) in
            options.socketPath = .some(text)
            options.hasExplicitSource = true
        },
        .flag("--stdin", help: .cliRunStdin) { options in
            options.stdin = true
            options.keyboardFromTTY = true
            options.hasExplicitSource = true
        },
        .value("--simulate", "KIND", help: .cliRunSimulate,
               complete: .choices(SimulationKind.allCases.map(\.rawValue))) { options, text throws(CommandLineError) in
            switch SimulationKind.parse(text) {
            case .success(let kind): options.simulation = kind
            case .failure(let error): throw CommandLineError(.cliOptionProblem, ["option": "--simulate", "problem": error.description])
            }
            options.hasExplicitSource = true
        },
        .value("--type", "FILE", help: .cliRunType) { options, text throws(CommandLineError) in
            options.typePaths.append(try ValueParser.nonEmpty(text, option: "--type"))
        },
        .value("--schema", "FILE", help: .cliOptionSchema) { options, text throws(CommandLineError) in
            options.typePaths.append(try ValueParser.nonEmpty(text, option: "--schema"))
        },
        .value("--ios", "VERSION", help: .cliRunIos,
               complete: .choices(IOSVersion.allCases.map(\.rawValue))) { options, text throws(CommandLineError) in
            options.ios = try ValueParser.choice(text, option: "--ios", from: IOSVersion.allCases.map { ($0.rawValue, $0) })
        },
        .flag("--frequent-updates", help: .cliOptionFrequentUpdates) { $0.frequentUpdates = true },
        .flag("--watch-out-of-range", help: .cliRunWatchOutOfRange) { $0.watchOutOfRange = true },
        .value("--intent-timeout", "SECONDS", help: .cliRunIntentTimeout) { options, text throws(CommandLineError) in
            options.intentTimeout = try ValueParser.duration(text, option: "--intent-timeout")
        },
    ]
}
