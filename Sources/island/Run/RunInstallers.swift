import IslandText
import Foundation
import IslandCore
import IslandIO
import IslandSimulator

/// Turns options into parts of the setup. To plug in a source or sink: write
/// `static func install(_ options: RunOptions, into setup: inout RunSetup) throws` in your
/// own file and add it to `all`. A thrown error is printed as one line and island exits 1
/// before the screen starts (so the terminal is untouched).
enum RunInstallers {
    typealias Installer = @Sendable (RunOptions, inout RunSetup) throws -> Void

    static let all: [Installer] = [
        installTypes,
        installSimulator,
        installSimulations,
        installIntentsFile,
        installTail,
        installSocket,
        installStdin,
        installAPNs,
        installReplay,
        installRecording,
        installLog,
    ]

    /// Without a source option, the RNV 5 trip simulator runs (the demo: it departs soon and
    /// plays at `RunOptions.demoSpeed`); its seed is in the events pane so a trip can be
    /// played again.
    static func installSimulator(_ options: RunOptions, into setup: inout RunSetup) throws {
        guard !options.hasExplicitSource else { return }
        let seed = options.seed ?? UInt64.random(in: 1...999_999)
        let language = setup.appLanguages[TripSimulator.app] ?? "de"
        setup.model.simulations.append(SimulationRun(TripSimulator(seed: seed, start: setup.start, departureIn: RunOptions.demoDeparture, language: language)))
        setup.model.sources.append(SourceStatus(name: "sim", state: .running))
        setup.model.log.append(LogEntry(time: setup.start, level: .info,
                                        note: .noteSimulatorTrip, ["seed": String(seed)]))
    }

    static func installIntentsFile(_ options: RunOptions, into setup: inout RunSetup) throws {
        guard let path = options.intentsPath else { return }
        let sink = try IntentFileSink(path: path)
        setup.model.intentListeners.insert("intents")
        setup.sinks.append(sink)
        setup.cleanups.append { sink.close() }
        setup.model.log.append(LogEntry(time: setup.start, level: .info, note: .noteIntents, ["path": path]))
    }
}
