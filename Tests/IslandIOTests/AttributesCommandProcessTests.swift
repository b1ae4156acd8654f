import Foundation
import IslandCore
import IslandTestSupport
import Testing
import IslandTypes
import IslandSimulator

/// The built `island` binary with an app's own Swift file: `island schema` prints its type
/// file, and `--attributes FILE.swift` makes `lint` and `render` use its types.
@Suite(.enabled(if: IslandBinary.isBuilt, "needs the built island binary"))
struct AttributesCommandProcessTests {
    struct Run {
        let status: Int32?
        let output: String
        let errors: String
    }

    static func island(_ arguments: [String], input: String? = nil) throws -> Run {
        var standardInput: FileHandle?
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        if let input {
            let path = directory.path("stdin")
            FileWriter.append(input, to: path)
            standardInput = FileHandle(forReadingAtPath: path)
        }
        let process = try IslandProcess(island: arguments, environment: ["TZ": "UTC", "NO_COLOR": ""], standardInput: standardInput)
        defer { process.stop() }
        let status = process.waitForExit(timeout: 30)
        return Run(status: status, output: process.readAllOutput(timeout: 10), errors: process.readAllErrors(timeout: 10))
    }

    static let parking = """
        import ActivityKit
        import Foundation

        struct ParkingAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var paidUntil: Date
                var zone: String
                var fee: Decimal
                enum CodingKeys: String, CodingKey {
                    case paidUntil = "paid_until", zone, fee
                }
            }
            var plate: String
            let city = "Mannheim"
        }

        struct ChargerAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var level: Double
                var tint: Color
            }
        }
        """

    /// A directory with `Parking.swift` (one modelled type, one not) and `Timer.swift` (one type).
    static func files() -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        FileWriter.append(parking, to: directory.path("Parking.swift"))
        FileWriter.append("struct TimerAttributes: ActivityAttributes {\n  struct ContentState: Codable, Hashable { var ends: Date; var label: String }\n  var name: String\n}\n",
                          to: directory.path("Timer.swift"))
        return directory
    }

    @Test func schemaPrintsATypeFileThatLoads() throws {
        let directory = Self.files()
        defer { directory.remove() }
        let run = try Self.island(["schema", "--app", "com.example.parking", directory.path("Parking.swift")])
        #expect(run.status == 1, "one type could not be modelled")
        let contents = try TypeFile.parse(run.output, file: "printed")
        #expect(contents.app?.bundle == "com.example.parking")
        #expect(contents.definitions.map(\.key) == [TypeKey(app: "com.example.parking", name: "ParkingAttributes")])
        let schema = try #require(contents.definitions.first?.schema)
        #expect(schema.contentState.fields.map(\.key) == ["paid_until", "zone", "fee"])
        #expect(schema.attributes.fields.map(\.name) == ["plate"])
        #expect(contents.definitions.first?.presentation != nil, "with the default presentation")
        let file = directory.path("Parking.swift")
        #expect(run.errors.contains("\(file):14: note: `let city` in ParkingAttributes has an initial value"), "\(run.errors)")
        #expect(run.errors.contains("\(file):20: warning: `Color` is not Codable, so the app's code cannot compile"), "\(run.errors)")
        #expect(run.errors.contains("not modelled, so left out: ChargerAttributes"), "\(run.errors)")

        let clean = try Self.island(["schema", directory.path("Timer.swift")])
        #expect(clean.status == 0)
        #expect(clean.errors.isEmpty, "\(clean.errors)")
        #expect(try TypeFile.parse(clean.output, file: "printed").definitions.first?.key == TypeKey(app: nil, name: "TimerAttributes"))
    }

    @Test func schemaSaysWhatIsWrong() throws {
        let directory = Self.files()
        defer { directory.remove() }
        let none = try Self.island(["schema"])
        #expect(none.status == 2)
        #expect(none.errors.contains("schema needs at least one FILE.swift"), "\(none.errors)")
        let missing = try Self.island(["schema", directory.path("Nope.swift")])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("cannot read"), "\(missing.errors)")
        FileWriter.append("struct Plain: Codable { var a: Int }\n", to: directory.path("Plain.swift"))
        let nothing = try Self.island(["schema", directory.path("Plain.swift")])
        #expect(nothing.status == 1)
        #expect(nothing.output.isEmpty)
        #expect(nothing.errors.contains("no struct conforming to ActivityAttributes"), "\(nothing.errors)")
        let app = try Self.island(["schema", "--app", "com.example.x.push-type.liveactivity", directory.path("Timer.swift")])
        #expect(app.status == 2)
        let help = try Self.island(["help", "schema"])
        #expect(help.status == 0)
        #expect(help.output.contains("Usage: island schema"))
    }

    @Test func lintChecksLoneUpdatesAgainstTheFilesOneType() throws {
        let directory = Self.files()
        defer { directory.remove() }
        let payloads = """
            {"aps":{"timestamp":1764421200,"event":"update","content-state":{"ends":786114720,"label":"Tea"}}}
            {"aps":{"timestamp":1764421230,"event":"update","content-state":{"ends":"2025-11-29T13:12:00Z","label":"Tea"}}}

            """
        let run = try Self.island(["lint", "--attributes", directory.path("Timer.swift"), "-"], input: payloads)
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("applied") == true, "\(run.output)")
        #expect(lines.dropFirst().first?.contains("REJECTED_TYPE_MISMATCH") == true, "\(run.output)")
        #expect(run.output.contains("content-state.ends"), "\(run.output)")

        // A start of the modelled type is validated; one of the type it could not model is shown unvalidated.
        let starts = """
            {"activity-id":"p","aps":{"timestamp":1764421200,"event":"start","attributes-type":"ParkingAttributes","attributes":{"plate":"MA-X 1"},"content-state":{"paid_until":786114720,"zone":"B","fee":"2.50"},"alert":{"title":"P","body":"p"}}}
            {"activity-id":"c","aps":{"timestamp":1764421200,"event":"start","attributes-type":"ChargerAttributes","attributes":{},"content-state":{"level":"anything"},"alert":{"title":"C","body":"c"}}}

            """
        let both = try Self.island(["lint", "--attributes", directory.path("Parking.swift"), "-"], input: starts)
        #expect(both.output.contains("REJECTED_TYPE_MISMATCH"), "fee is a Decimal: \(both.output)")
        #expect(both.output.contains("content-state.fee"), "\(both.output)")
        #expect(both.output.contains("WARN_UNVALIDATED_TYPE"), "\(both.output)")
        #expect(both.output.contains("could not be modelled"), "\(both.output)")
        #expect(both.errors.contains("warning: ChargerAttributes is not validated"), "the notes go to stderr: \(both.errors)")

        let unreadable = try Self.island(["lint", "--attributes", directory.path("Nope.swift"), "-"], input: "")
        #expect(unreadable.status == 2)
        #expect(unreadable.errors.contains("--attributes: cannot read"), "\(unreadable.errors)")
    }

    @Test func renderDrawsTheFilesTypeWithItsDefaultPresentation() throws {
        let directory = Self.files()
        defer { directory.remove() }
        let start = """
            {"activity-id":"t","aps":{"timestamp":1764421200,"event":"start","attributes-type":"TimerAttributes","attributes":{"name":"Tea timer"},"content-state":{"ends":786114720,"label":"Green tea"},"alert":{"title":"Tea","body":"steeping"}}}

            """
        let run = try Self.island(["render", "--view", "lock", "--lang", "en", "--attributes", directory.path("Timer.swift"), "-"], input: start)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("Tea timer"), "\(run.output)")
        #expect(run.output.contains("Green tea"), "\(run.output)")
        let broken = try Self.island(["render", "--attributes", directory.path("Nope.swift"), "-"], input: start)
        #expect(broken.status == 2, "a file that cannot be read, as for --type (and as lint says it)")
        #expect(broken.errors.contains("island render: --attributes: cannot read"), "\(broken.errors)")
    }

    @Test func runAndReplayTakeTheOption() throws {
        let directory = Self.files()
        defer { directory.remove() }
        let run = try Self.island(["run", "--headless", "--attributes", directory.path("Nope.swift")])
        #expect(run.status == 1)
        #expect(run.errors.contains("--attributes: cannot read"), "\(run.errors)")
        FileWriter.append(#"{"aps":{"timestamp":1764421200,"event":"update","content-state":{"ends":786114720,"label":"Tea"}}}"# + "\n",
                          to: directory.path("session.ndjson"))
        let replay = try Self.island(["replay", "--headless", "--attributes", directory.path("Nope.swift"), directory.path("session.ndjson")])
        #expect(replay.status == 1)
        #expect(replay.errors.contains("--attributes: cannot read"), "replay reads --attributes: \(replay.errors)")
        let help = try Self.island(["help", "replay"])
        #expect(help.output.contains("--attributes"))
    }
}
