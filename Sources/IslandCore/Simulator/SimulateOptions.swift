import Foundation

/// The arguments of `island simulate [KIND] [--speed N] [--seed N] [--start UNIX] [--instant]`,
/// parsed without touching anything, so the command itself is only I/O.
package struct SimulateOptions: Hashable, Sendable {
    package static let usage = """
        usage: island simulate [\(SimulationKind.usage)] [--speed N] [--seed N] [--start UNIX-SECONDS] [--instant]
          Prints the simulated apps' ActivityKit push payloads as NDJSON on stdout.
          KIND       which simulated app(s) to play (default: trip)
          --speed N  play N times faster than real time (default: 1)
          --seed N   the seed of the random but reproducible run (default: \(SimulationSet.defaultSeed))
          --start T  the simulated start as Unix seconds (default: now)
          --instant  print every payload at once, in timestamp order, instead of in real time
        """

    package var kind: SimulationKind = .trip
    package var speed: Double = 1
    package var seed: UInt64 = SimulationSet.defaultSeed
    /// nil: now.
    package var start: Date?
    package var instant = false
    package var help = false

    package init() {}

    /// Parses the words after `simulate`. `--name value` and `--name=value` both work.
    package static func parse(_ arguments: [String]) -> Result<SimulateOptions, SimulateUsageError> {
        var options = SimulateOptions()
        var kindGiven = false
        var words = arguments[...]
        while let word = words.popFirst() {
            var name = word
            var inlineValue: String?
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inlineValue = String(word[word.index(after: equals)...])
            }
            func value() -> Result<String, SimulateUsageError> {
                if let inlineValue { return .success(inlineValue) }
                guard let next = words.popFirst() else { return .failure(SimulateUsageError("\(name) needs a value")) }
                return .success(next)
            }
            switch name {
            case "-h", "--help":
                options.help = true
            case "--instant":
                guard inlineValue == nil else { return .failure(SimulateUsageError("--instant takes no value")) }
                options.instant = true
            case "--speed":
                switch value() {
                case .failure(let error): return .failure(error)
                case .success(let text):
                    guard let speed = Double(text), speed.isFinite, speed > 0 else {
                        return .failure(SimulateUsageError("--speed expects a positive number, got \"\(text)\""))
                    }
                    options.speed = speed
                }
            case "--seed":
                switch value() {
                case .failure(let error): return .failure(error)
                case .success(let text):
                    guard let seed = UInt64(text) else {
                        return .failure(SimulateUsageError("--seed expects a whole number from 0 to \(UInt64.max), got \"\(text)\""))
                    }
                    options.seed = seed
                }
            case "--start":
                switch value() {
                case .failure(let error): return .failure(error)
                case .success(let text):
                    guard let seconds = Double(text), seconds.isFinite, seconds >= 0, seconds < 1e11 else {
                        return .failure(SimulateUsageError("--start expects Unix seconds (e.g. 1764421200), got \"\(text)\""))
                    }
                    options.start = Date(timeIntervalSince1970: seconds)
                }
            default:
                if word.hasPrefix("-") { return .failure(SimulateUsageError("unknown option \(name)")) }
                guard !kindGiven else { return .failure(SimulateUsageError("more than one simulation given: \(options.kind.rawValue) and \(word)")) }
                switch SimulationKind.parse(word) {
                case .success(let kind): options.kind = kind
                case .failure(let error): return .failure(SimulateUsageError(error.description))
                }
                kindGiven = true
            }
        }
        return .success(options)
    }
}
