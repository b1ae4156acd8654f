import Foundation
import Testing
@testable import IslandCore
@testable import IslandTypes

/// docs/schema.md's table names every reason and warning code with its source, and no code
/// island does not have: a new code without its row (or a row for a removed one) fails here.
@Suite struct CodeTableDocumentationTests {
    static let documentation = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/schema.md")

    /// The table rows: "| `CODE` | when | source |".
    static func rows() throws -> [String: String] {
        let text = try String(contentsOf: documentation, encoding: .utf8)
        var rows: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, cells[0].hasPrefix("`"), cells[0].hasSuffix("`") else { continue }
            let code = String(cells[0].dropFirst().dropLast())
            guard code.hasPrefix("WARN_") || code.hasPrefix("REJECTED_") || code.hasPrefix("IGNORED_") else { continue }
            rows[code] = cells[2]
        }
        return rows
    }

    @Test func everyCodeHasARowWithItsSource() throws {
        let rows = try Self.rows()
        let codes = ReasonCode.allCases.map(\.rawValue) + WarningCode.allCases.map(\.rawValue)
        for code in codes {
            let source = try #require(rows[code], "docs/schema.md has no row for \(code)")
            #expect(source.contains("[") || source.contains("island's choice"), "\(code): no source and not island's choice")
        }
        #expect(Set(rows.keys) == Set(codes), "rows for codes island does not have: \(Set(rows.keys).subtracting(codes))")
    }
}
