import IslandText
import Foundation
import IslandCore
import IslandIO
import IslandSimulator

/// The installers of the input sources and schemas: each one reads its options and adds its
/// part to the setup, or throws a one-line reason island cannot start.
extension RunInstallers {
    /// The types and apps island knows — the built-in files, the user's, `--type`,
    /// `--schema` and `--attributes` — and how the system behaves (`--ios`, `--frequent-updates`).
    static func installTypes(_ options: RunOptions, into setup: inout RunSetup) throws {
        let attributes = try AttributesFiles.read(options.attributesPaths)
        AttributesFiles.printNotes(attributes)
        let loaded: TypeLoader.Loaded
        do {
            loaded = try TypeLoader.load(explicit: options.typePaths, described: AttributesFiles.described(attributes), locator: .forCurrentProcess())
        } catch {
            throw CommandLineError(.cliTypeFileProblem, sentences: ["problem": error.sentence])
        }
        let systemOptions = SystemOptions(ios: options.ios, frequentUpdates: options.frequentUpdates)
        setup.model.system = LiveActivitySystem(types: loaded.registry, options: systemOptions)
        setup.model.intentTimeout = options.intentTimeout
        setup.model.watchOutOfRange = options.watchOutOfRange
        for problem in loaded.problems {
            setup.model.log.append(LogEntry(time: setup.start, level: .warning, note: Sentence(.noteTypeFileProblem, sentences: ["problem": problem])))
        }
        if !options.typePaths.isEmpty {
            setup.model.log.append(LogEntry(time: setup.start, level: .info, note: .noteTypesFrom, ["paths": options.typePaths.joined(separator: ", ")]))
        }
        for note in attributes?.warnings ?? [] {
            setup.model.log.append(LogEntry(time: setup.start, level: .warning, note: note.located))
        }
        if let attributes {
            setup.model.log.append(LogEntry(time: setup.start, level: .info,
                note: .noteTypesFromSwift,
                ["paths": options.attributesPaths.joined(separator: ", "), "types": attributes.types.map(\.name).joined(separator: ", ")]))
        }
    }

    /// `--simulate KIND`: the simulated apps of `island simulate`, played live.
    static func installSimulations(_ options: RunOptions, into setup: inout RunSetup) throws {
        guard let kind = options.simulation else { return }
        let seed = options.seed ?? UInt64.random(in: 1...999_999)
        let set = SimulationSet(kind, seed: seed, start: setup.start, languages: setup.appLanguages)
        setup.model.simulations += set.simulations.map(SimulationRun.init)
        setup.model.sources.append(SourceStatus(name: "sim \(kind.rawValue)", state: .running))
        setup.model.log.append(LogEntry(time: setup.start, level: .info,
                                        note: .noteSimulator, ["kind": kind.rawValue, "seed": String(seed)]))
    }

    static func installTail(_ options: RunOptions, into setup: inout RunSetup) throws {
        guard let path = options.tailPath else { return }
        let follower = try FileFollower(path: path, fromStart: options.fromStart)
        setup.sources.append(follower)
    }

    static func installSocket(_ options: RunOptions, into setup: inout RunSetup) throws {
        guard let requested = options.socketPath else { return }
        let server = try SocketServer(path: requested ?? options.defaultSocketPath)
        setup.sources.append(server)
        setup.sinks.append(server)
        setup.model.log.append(LogEntry(time: setup.start, level: .info, note: .noteListening, ["path": server.path]))
    }

    static func installStdin(_ options: RunOptions, into setup: inout RunSetup) throws {
        guard options.stdin else { return }
        setup.sources.append(StdinReader())
    }
}
