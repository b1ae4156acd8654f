import Foundation
import Testing

/// The numbers `demo/README.md` gives for its files are the files' own: the faulty backend's
/// table has one row per line, numbered 1…N, and the trip's push count is its line count (the
/// README once listed lines the file no longer had).
@Suite struct DemoReadmeCountsTests {
    static func readme() throws -> String {
        try String(contentsOf: SimulationDemoTests.demo.appendingPathComponent("README.md"), encoding: .utf8)
    }

    @Test func theFaultyBackendTableHasARowPerLine() throws {
        let lines = try SimulationDemoTests.lines(of: "faulty-backend.ndjson").count
        let rows = try Self.readme().split(separator: "\n").compactMap { line -> Int? in
            guard line.hasPrefix("| ") else { return nil }
            return Int(line.dropFirst(2).prefix { $0.isNumber })
        }
        #expect(rows == Array(1 ... lines), "README rows \(rows) for \(lines) lines")
        let expected = try SimulationDemoTests.lines(of: "faulty-backend.expected").count
        #expect(expected == lines)
    }

    @Test func theTripsPushCountIsItsLineCount() throws {
        let lines = try SimulationDemoTests.lines(of: "trip.ndjson").count
        #expect(try Self.readme().contains("\(lines) pushes"), "trip.ndjson has \(lines) lines")
    }
}
