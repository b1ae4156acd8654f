import Foundation
import Testing
@testable import IslandCore
@testable import IslandSwiftSource
@testable import IslandTypes
@testable import IslandSimulator

/// Realistic `ActivityAttributes` files, written in the style of public sample apps
/// (`Fixtures/swift/*.swift`), each with its expected result beside it: the schemas of the
/// types that can be modelled (`*.expected.json`, in the schema file's notation) and every
/// warning and note, line by line (`*.expected-notes.txt`). `ISLAND_RECORD_SNAPSHOTS=1`
/// rewrites them — then read the diff.
@Suite struct SwiftAttributesFixtureTests {
    static var names: [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: FixtureFiles.url("swift").path)) ?? []
        return entries.filter { $0.hasSuffix(".swift") }.sorted().map { String($0.dropLast(".swift".count)) }
    }

    static var recording: Bool { ProcessInfo.processInfo.environment["ISLAND_RECORD_SNAPSHOTS"] == "1" }

    static func report(_ name: String) throws -> SwiftAttributesReport {
        let text = String(decoding: try FixtureFiles.bytes("swift/\(name).swift"), as: UTF8.self)
        return SwiftAttributesReader.read([SwiftSourceFile(name: "\(name).swift", text: text)])
    }

    /// The schema-only type file of the modelled types; nil when there are none.
    static func schemaText(_ report: SwiftAttributesReport) -> String? {
        var contents = report.contents
        contents.definitions = contents.definitions.filter { $0.schema != nil }.map { definition in
            var schemaOnly = definition
            schemaOnly.presentation = nil
            return schemaOnly
        }
        return contents.definitions.isEmpty ? nil : TypeFileWriter.text(contents)
    }

    @Test func atLeastADozenRealisticFiles() {
        #expect(Self.names.count >= 12, "\(Self.names)")
    }

    @Test(arguments: names)
    func eachFileReadsToItsExpectedSchemasAndNotes(name: String) throws {
        let report = try Self.report(name)
        #expect(!report.types.isEmpty, "every fixture declares an ActivityAttributes type")
        let notes = report.notes.map { $0.description + "\n" }.joined()
        let schemaURL = FixtureFiles.url("swift/\(name).expected.json")
        let notesURL = FixtureFiles.url("swift/\(name).expected-notes.txt")
        if Self.recording {
            try notes.write(to: notesURL, atomically: true, encoding: .utf8)
            if let text = Self.schemaText(report) { try text.write(to: schemaURL, atomically: true, encoding: .utf8) }
            return
        }
        #expect(notes == (try String(contentsOf: notesURL, encoding: .utf8)))
        let modelled = report.types.compactMap(\.schema)
        if FileManager.default.fileExists(atPath: schemaURL.path) {
            let expected = try SchemaFile.parse(try FixtureFiles.bytes("swift/\(name).expected.json"), file: "\(name).expected.json")
            #expect(modelled == expected)
        } else {
            #expect(modelled.isEmpty)
        }
        // Every type without a schema says why, at a line.
        for type in report.types where type.schema == nil {
            #expect(report.warnings.contains { $0.line == type.line && $0.message.contains("\(type.name) is not validated") })
            #expect(report.warnings.count >= 2, "the verdict and at least one reason")
        }
    }

    /// What `island schema` prints for each file loads back as the same definitions.
    @Test(arguments: names)
    func eachFilesTypeFileLoadsBack(name: String) throws {
        let report = try Self.report(name)
        var contents = report.contents
        contents.definitions = contents.definitions.filter { $0.schema != nil }
        guard !contents.definitions.isEmpty else { return }
        let text = TypeFileWriter.text(contents)
        let back = try TypeFile.parse(text, file: "\(name).swift")
        #expect(back.definitions.map(\.schema) == contents.definitions.map(\.schema))
        #expect(back.definitions.map(\.key) == contents.definitions.map(\.key))
        #expect(TypeFileWriter.text(back) == text, "writing what was read gives the same text")
    }
}
