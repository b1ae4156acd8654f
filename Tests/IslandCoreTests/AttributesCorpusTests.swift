import Foundation
import Testing
@testable import IslandCore
@testable import IslandJSON
@testable import IslandSwiftSource
@testable import IslandTypes

/// Attribute files written the way app code is written (`Fixtures/corpus/*.swift`: invented
/// apps using ranges, enums with associated values, hand-written decoders, conformance
/// through protocols and extensions, `#if`, generics, property wrappers, Foundation types),
/// each with payload lines beside it (`*.payloads.ndjson`: `expect` is `accepted` or the
/// reason code iOS's decode gives, then `attributes` and `content-state`). Every file is
/// modelled without a warning (what `island schema` exits 0 on), its type file loads back,
/// every line gets its verdict, and every `Date` is drawn as a date.
@Suite struct AttributesCorpusTests {
    static var names: [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: FixtureFiles.url("corpus").path)) ?? []
        return entries.filter { $0.hasSuffix(".swift") }.sorted().map { String($0.dropLast(".swift".count)) }
    }

    static func report(_ name: String) throws -> SwiftAttributesReport {
        SwiftAttributesReader.read([SwiftSourceFile(name: "\(name).swift", text: try FixtureFiles.text("corpus/\(name).swift"))])
    }

    @Test func atLeastADozenFiles() {
        #expect(Self.names.count >= 12, "\(Self.names)")
    }

    @Test(arguments: names)
    func eachFileIsModelledWithoutAWarning(name: String) throws {
        let report = try Self.report(name)
        #expect(report.isComplete, "\(report.notes.map(\.description))")
        #expect(report.types.count == 1)
        let schema = try #require(report.types.first?.schema)
        let text = TypeFileWriter.text(report.contents)
        let back = try TypeFile.parse(text, file: "\(name).swift")
        #expect(back.definitions.map(\.schema) == [schema], "the printed type file loads back as the same schema")
        for object in [schema.attributes, schema.contentState] {
            for field in object.fields where Self.holdsDate(field) {
                #expect(DefaultPresentation.kind(of: field).isDate, "\(name): \(field.name) is a Date and is drawn as one")
            }
        }
    }

    /// A field whose value is a moment: a `Date`, a range of them, or a number the app turns
    /// into one.
    static func holdsDate(_ field: SchemaField) -> Bool {
        if field.display.hint == .unixSeconds || field.display.hint == .milliseconds { return true }
        switch field.type.wrapped {
        case .date: return true
        case .range(let bound, _): return bound.wrapped == .date
        default: return false
        }
    }

    @Test(arguments: names)
    func eachPayloadLineGetsIOSsVerdict(name: String) throws {
        let schema = try #require(try Self.report(name).types.first?.schema)
        let lines = try FixtureFiles.text("corpus/\(name).payloads.ndjson").split(separator: "\n").filter { !$0.isEmpty }
        #expect(lines.count >= 4)
        var verdicts: Set<String> = []
        for (number, line) in lines.enumerated() {
            let document = try JSONDocument(parsing: Array(line.utf8))
            let root = document.root.value
            let expected = try #require(root.objectValue?["expect"]?.stringValue)
            var problems: [Rejection] = []
            if let attributes = root.objectValue?["attributes"] {
                problems += SchemaDecoder.decode(JSONNode(attributes), as: schema.attributes, path: "attributes", typeName: name, now: nil).problems
            }
            let state = try #require(root.objectValue?["content-state"])
            problems += SchemaDecoder.decode(JSONNode(state), as: schema.contentState, path: "content-state", typeName: name, now: nil).problems
            let verdict = problems.first.map(\.code.rawValue) ?? "accepted"
            #expect(verdict == expected, "\(name) line \(number + 1): \(problems.first?.english ?? "accepted")")
            verdicts.insert(verdict)
        }
        #expect(verdicts.contains("accepted") && verdicts.count >= 2, "accepted and rejected lines")
    }
}
