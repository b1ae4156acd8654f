import Foundation
import IslandCore
import IslandTestSupport
import Testing
@testable import island
import IslandSimulator

/// `island` with nothing else is the demo: the trip plays at the demo speed; a speed given on
/// the command line or in the configuration, and every real source, run at what is asked.
@Suite struct DemoSpeedTests {
    func run(_ arguments: [String], _ environment: [String: String] = [:]) throws -> RunOptions {
        guard case .run(let options) = try RunCommand.command.parse(arguments, environment: environment) else {
            throw CommandLineError("asked for help")
        }
        return options
    }

    @Test func theDemoTripPlaysAtTheDemoSpeed() throws {
        let demo = try run([])
        #expect(demo.isDemo && demo.clockSpeed == RunOptions.demoSpeed)
        #expect(try run(["--seed", "42", "--lang", "en"]).clockSpeed == RunOptions.demoSpeed)
    }

    @Test func aGivenSpeedWinsAndOneIsRealTime() throws {
        #expect(try run(["--speed", "1"]).clockSpeed == 1)
        #expect(try run(["--speed=30"]).clockSpeed == 30)
    }

    @Test func theConfigurationsSpeedIsAGivenSpeed() throws {
        let home = TemporaryDirectory("island-demo-speed")
        defer { home.remove() }
        try FileManager.default.createDirectory(atPath: home.path("island"), withIntermediateDirectories: true)
        try Data(#"{"speed": 2}"#.utf8).write(to: URL(fileURLWithPath: home.path("island/config.json")))
        #expect(try run([], ["XDG_CONFIG_HOME": home.path]).clockSpeed == 2)
    }

    @Test func realSourcesRunInRealTime() throws {
        for arguments in [["--tail", "x.ndjson"], ["--stdin"], ["--socket"], ["--simulate", "ride"]] {
            let options = try run(arguments)
            #expect(!options.isDemo && options.clockSpeed == 1, "\(arguments)")
        }
    }

    /// At the demo speed the first minute moves: a departure within 18 s and an update at
    /// least every 3 s before it (the cadence is in app time).
    @Test func theDemoTripsFirstMinuteMoves() throws {
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        let trip = TripSimulator(seed: 42, start: start, departureIn: RunOptions.demoDeparture)
        let speed = RunOptions.demoSpeed
        #expect(trip.departure.timeIntervalSince(start) / speed <= 18)
        let firstMinute = trip.schedule.filter { $0.timeIntervalSince(start) / speed <= 60 }
        let gaps = zip(firstMinute.dropFirst(), firstMinute).map { $0.timeIntervalSince($1) / speed }
        #expect(!gaps.isEmpty && gaps.allSatisfy { $0 <= 3 }, "real-time gaps between updates: \(gaps)")
    }
}
