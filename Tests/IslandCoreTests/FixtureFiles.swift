import Foundation

/// Fixture files beside the tests (excluded from the build), found from this file's path.
enum FixtureFiles {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func url(_ relativePath: String) -> URL {
        directory.appendingPathComponent(relativePath)
    }

    static func bytes(_ relativePath: String) throws -> [UInt8] {
        Array(try Data(contentsOf: url(relativePath)))
    }

    static func text(_ relativePath: String) throws -> String {
        String(decoding: try bytes(relativePath), as: UTF8.self)
    }

    /// The payload fixtures: `<EXPECTED>__<variant>.ndjson|json`, where EXPECTED is `applied`,
    /// a reason code (the last payload gets it) or a warning code (the last payload is applied
    /// with it); every payload before the last is applied. `NAME.args` beside a fixture holds
    /// the lint options it runs with.
    static func payloadFixtures() throws -> [(name: String, expected: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: url("payloads").path)
        return names.filter { $0.hasSuffix(".ndjson") || $0.hasSuffix(".json") }.sorted().map { name in
            (name, String(name.components(separatedBy: "__")[0]))
        }
    }
}
