import Foundation
import IslandCore
import IslandIO

/// The installers of the input sources and schemas: each one reads its options and adds its
/// part to the setup, or throws a one-line reason island cannot start.
extension RunInstallers {
    /// `--schema FILE …`: the lifecycle validates these types as iOS would decode them.
    static func installSchemas(_ options: RunOptions, into setup: inout RunSetup) throws {
        guard !options.schemaPaths.isEmpty else { return }
        var registry = SchemaRegistry()
        for path in options.schemaPaths {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CommandLineError("schema \(path): cannot read the file")
            }
            do {
                try registry.add(SchemaFile.parse(Array(data), file: path))
            } catch {
                throw CommandLineError("schema \(error)")
            }
        }
        setup.model.system = LiveActivitySystem(defaultApp: setup.model.system.defaultApp, schemas: registry)
        let names = options.schemaPaths.joined(separator: ", ")
        setup.model.log.append(LogEntry(time: setup.start, level: .info, text: "schemas from \(names)"))
    }

    /// `--simulate KIND`: the simulated apps of `island simulate`, played live.
    static func installSimulations(_ options: RunOptions, into setup: inout RunSetup) throws {
        guard let kind = options.simulation else { return }
        let seed = options.seed ?? UInt64.random(in: 1...999_999)
        let set = SimulationSet(kind, seed: seed, start: setup.start)
        setup.model.simulations += set.simulations.map(SimulationRun.init)
        setup.model.sources.append(SourceStatus(name: "sim \(kind.rawValue)", state: .running))
        setup.model.log.append(LogEntry(time: setup.start, level: .info,
                                        text: "simulator: \(kind.rawValue), seed \(seed) (--seed \(seed) replays it)"))
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
        setup.model.log.append(LogEntry(time: setup.start, level: .info, text: "listening on \(server.path)"))
    }

    static func installStdin(_ options: RunOptions, into setup: inout RunSetup) throws {
        guard options.stdin else { return }
        setup.sources.append(try StdinReader())
    }
}
