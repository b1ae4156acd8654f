import IslandText
import Foundation
import IslandCore
import IslandSimulator

/// The command line of `island simulate [KIND] [--speed N] [--seed N] [--start TIME] [--instant]`.
struct SimulateOptions: Hashable, Sendable {
    var kind: SimulationKind = .trip
    var kindGiven = false
    var speed: Double = 1
    var seed: UInt64 = SimulationSet.defaultSeed
    /// nil: now.
    var start: Date?
    var instant = false

    static let table: [CommandOption<SimulateOptions>] = [
        .value("--speed", "N", help: .cliSimulateSpeed, complete: .free) { options, text throws(CommandLineError) in
            options.speed = try ValueParser.speed(text, option: "--speed")
        },
        .value("--seed", "N", help: Sentence(.cliSimulateSeed, ["seed": String(SimulationSet.defaultSeed)])) { options, text throws(CommandLineError) in
            options.seed = try ValueParser.unsigned(text, option: "--seed")
        },
        .value("--start", "TIME", help: Sentence(.cliSimulateStart, sentences: ["forms": ValueParser.timeForms])) { options, text throws(CommandLineError) in
            options.start = try ValueParser.time(text, option: "--start")
        },
        .flag("--instant", help: .cliSimulateInstant) { $0.instant = true },
    ]

    static let operand = CommandOperand<SimulateOptions>("[\(SimulationKind.usage)]", complete: .choices(SimulationKind.allCases.map(\.rawValue))) { options, word throws(CommandLineError) in
        guard !options.kindGiven else {
            throw CommandLineError(.cliSimulateTwoKinds, ["kind": options.kind.rawValue, "word": CommandLineError.quote(word)])
        }
        switch SimulationKind.parse(word) {
        case .success(let kind): options.kind = kind
        case .failure(let error): throw CommandLineError(error.description)
        }
        options.kindGiven = true
    }
}
