import Foundation
import IslandTestSupport
import Testing

/// A type file dropped into `$XDG_CONFIG_HOME/island/types` is picked up by the real binary on
/// its next start — no rebuild, no option: before it the type is drawn from its first payload,
/// after it from the file's own presentation, in the app's own words.
@Suite struct TypeDirectoryEndToEndTests {
    /// 2025-11-29 12:00:00 UTC.
    static let start = 1_764_417_600.0

    static let payload = """
        {"aps":{"timestamp":\(Int(start)),"event":"start","attributes-type":"ParkingAttributes","attributes":{"garage":"Q6 Q7"},\
        "content-state":{"spot":"B12","paidUntil":\(Int(start) + 5400)},"alert":{"title":"Parking started"}},\
        "activity-id":"parking","topic":"com.example.parking"}

        """

    static let typeFile = """
        {
          "app": { "bundle": "com.example.parking", "name": "ParkHaus", "icon": { "glyph": "🅿", "ascii": "P" },
                   "development-language": "de", "languages": ["de", "en"] },
          "types": {
            "ParkingAttributes": {
              "attributes": { "garage": "String" },
              "content-state": { "spot": "String", "paidUntil": { "type": "Double", "display": "unix-seconds" } },
              "strings": { "spotLabel": { "de": "Stellplatz ", "en": "Bay " }, "until": { "de": "bezahlt bis ", "en": "paid until " },
                           "leave": { "de": "Ausfahren", "en": "Leave" } },
              "presentation": {
                "minimal": [ { "icon": true } ],
                "compactLeading": [ { "icon": true }, " ", { "field": "spot", "bold": true } ],
                "compactTrailing": [ { "field": "paidUntil", "format": "countdown" } ],
                "lockScreen": [
                  { "items": [ { "icon": true }, " ", { "field": "garage", "bold": true } ],
                    "trailing": [ { "text": "@until", "role": "secondaryText" }, { "field": "paidUntil", "format": "time", "bold": true } ] },
                  { "items": [ { "text": "@spotLabel", "role": "secondaryText" }, { "field": "spot", "bold": true } ],
                    "trailing": [ { "button": true } ] }
                ],
                "button": { "intent": "LeaveGarageIntent", "label": "@leave" }
              }
            }
          }
        }
        """

    func render(_ directory: TemporaryDirectory, language: String) throws -> ProcessResult {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = directory.path("config")
        environment["TZ"] = "UTC"
        return try ProcessResult.run(try IslandBinary.url(), ["render", "--view", "lock", "--lang", language, "--at", "2025-11-29T12:01:00Z",
                                                              directory.path("parking.ndjson")], environment: environment)
    }

    @Test func aTypeFileInTheConfigDirectoryIsPickedUpWithoutARebuild() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        try Self.payload.write(toFile: directory.path("parking.ndjson"), atomically: true, encoding: .utf8)
        let types = directory.url.appendingPathComponent("config/island/types")
        try FileManager.default.createDirectory(at: types, withIntermediateDirectories: true)

        let before = try render(directory, language: "de")
        #expect(before.status == 0, "\(before.error)")
        #expect(before.output.contains("Parking"), "the app's name from its bundle:\n\(before.output)")
        #expect(!before.output.contains("Stellplatz"))

        try Self.typeFile.write(to: types.appendingPathComponent("parking.json"), atomically: true, encoding: .utf8)
        let after = try render(directory, language: "de")
        #expect(after.status == 0, "\(after.error)")
        #expect(after.output.contains("🅿 Q6 Q7"), "the file's presentation:\n\(after.output)")
        #expect(after.output.contains("bezahlt bis 13:30"))
        #expect(after.output.contains("Stellplatz B12"))
        #expect(after.output.contains("[Ausfahren]"))

        let english = try render(directory, language: "en")
        #expect(english.output.contains("Bay B12") && english.output.contains("[Leave]"), "the app has English too:\n\(english.output)")
    }

    /// A broken file in the directory is reported and skipped; everything else still draws.
    @Test func aBrokenTypeFileIsReportedAndSkipped() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        try Self.payload.write(toFile: directory.path("parking.ndjson"), atomically: true, encoding: .utf8)
        let types = directory.url.appendingPathComponent("config/island/types")
        try FileManager.default.createDirectory(at: types, withIntermediateDirectories: true)
        let broken = Self.typeFile.replacingOccurrences(of: "\"@spotLabel\"", with: "\"@spotLable\"")
        try broken.write(to: types.appendingPathComponent("parking.json"), atomically: true, encoding: .utf8)
        let result = try render(directory, language: "de")
        #expect(result.status == 0)
        #expect(result.output.contains("Parking"), "drawn as if the file were not there:\n\(result.output)")
        // The command line speaks the language it was given, the file's problem included.
        #expect(result.error.contains("spotLable") && result.error.contains("war \"@spotLabel\" gemeint?"), "\(result.error)")
        #expect(result.error.contains("kein String \"spotLable\" in den \"strings\" des Typs"), "\(result.error)")
        let english = try render(directory, language: "en")
        #expect(english.error.contains("spotLable") && english.error.contains("did you mean \"@spotLabel\""), "\(english.error)")
    }
}
