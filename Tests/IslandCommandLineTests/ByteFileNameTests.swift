import Foundation
import IslandTestSupport
import IslandText
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A file name is bytes: one that is not UTF-8 reaches open(2) as the bytes it was given, in a
/// real process whose argv holds them (a shell passes them; `CommandLine.arguments` would have
/// made U+FFFD of them, a name no file has).
@Suite(.serialized) struct ByteFileNameTests {
    /// `demo/trip.ndjson` copied under a name with the byte 0xFF, which is never UTF-8.
    static let name = #"trip-\377-ü.ndjson"#

    func run(_ script: String, in directory: TemporaryDirectory) throws -> IslandProcess {
        let trip = BuiltInTypes.directory.deletingLastPathComponent().appendingPathComponent("demo/trip.ndjson").path
        let prepare = #"cd "$DIR" && NAME="$(printf '\#(Self.name)')" && cp "$TRIP" "$NAME" && "#
        return try IslandProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", prepare + script],
                                 environment: ["DIR": directory.path, "TRIP": trip, "ISLAND": try IslandBinary.url().path])
    }

    @Test func lintReadsTheFile() throws {
        let directory = TemporaryDirectory("island-bytes")
        defer { directory.remove() }
        let lint = try run(#""$ISLAND" lint --json "$NAME""#, in: directory)
        let status = lint.waitForExit(timeout: 60)
        let errors = lint.readAllErrors(timeout: 5)
        #expect(!errors.contains("No such file"), "\(errors)")
        #expect(status == 0, "\(errors)")
        #expect(lint.readAllOutput(timeout: 5).contains(#"\xFF-ü.ndjson"#), "the file named with its byte escaped")
    }

    @Test func renderReadsTheFileAndAMissingOneIsNamedEscaped() throws {
        let directory = TemporaryDirectory("island-bytes")
        defer { directory.remove() }
        let render = try run(#""$ISLAND" render --view lock "$NAME""#, in: directory)
        #expect(render.waitForExit(timeout: 60) == 0)
        #expect(render.readAllOutput(timeout: 5).contains("RNV 5"))
        let missing = try run(#""$ISLAND" render --view lock "$(printf 'gone-\377.ndjson')""#, in: directory)
        #expect(missing.waitForExit(timeout: 60) == 1)
        let said = missing.readAllErrors(timeout: 5)
        #expect(said.contains(#"gone-\xFF.ndjson"#), "the byte shown escaped: \(said)")
    }

    @Test func tailFollowsTheFile() throws {
        let directory = TemporaryDirectory("island-bytes")
        defer { directory.remove() }
        let tail = try run(#"exec "$ISLAND" run --headless --from-start --tail "$NAME""#, in: directory)
        defer { tail.stop() }
        // The headless event stream: the file's first line applied, the file named escaped.
        let applied = tail.readLine(timeout: 30) { $0.contains(#""kind":"applied""#) && $0.contains(#""line":1,"#) }
        #expect(applied != nil, "the followed file's first line was never read")
        #expect(applied?.contains(#"\xFF-ü.ndjson"#) == true, "\(applied ?? "")")
    }

    @Test func bytesRoundTrip() {
        let samples: [[UInt8]] = [
            Array("plain.ndjson".utf8), Array("ümlaut-🚋".utf8), [0x61, 0xFF, 0x62], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80],
            [0xF4, 0x8F, 0xBF, 0xBF], Array((0 ... 255).map(UInt8.init)),
        ]
        for bytes in samples {
            #expect(PathBytes.bytes(PathBytes.string(bytes)) == bytes, "\(bytes)")
        }
        #expect(PathBytes.display(PathBytes.string([0x61, 0xFF])) == #"a\xFF"#)
        #expect(PathBytes.string(Array("ümlaut".utf8)) == "ümlaut")
    }
}
