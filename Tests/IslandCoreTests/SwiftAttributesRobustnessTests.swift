import Foundation
import Testing
@testable import IslandCore
@testable import IslandSwiftSource
@testable import IslandTypes

/// Broken Swift never stops the reader: every prefix of every fixture (a file cut anywhere,
/// mid-string, mid-comment, mid-type) and the fixtures with characters dropped are read to an
/// end, and whatever is not modelled comes with a warning.
@Suite struct SwiftAttributesRobustnessTests {
    @Test func cutAndDamagedFilesAreReadToAnEnd() throws {
        var cases = 0
        for name in SwiftAttributesFixtureTests.names {
            let text = String(decoding: try FixtureFiles.bytes("swift/\(name).swift"), as: UTF8.self)
            let scalars = Array(text.unicodeScalars)
            var variants: [String] = []
            for cut in stride(from: 0, to: scalars.count, by: 11) {
                variants.append(String(String.UnicodeScalarView(scalars[..<cut])))
            }
            for drop in ["{", "}", "\"", "(", ")", "/", "*", ":", "<", ">", "#", "\n"] {
                variants.append(text.replacingOccurrences(of: drop, with: ""))
            }
            for variant in variants {
                let report = SwiftAttributesReader.read([SwiftSourceFile(name: "\(name).swift", text: variant)])
                cases += 1
                for type in report.types where type.schema == nil {
                    #expect(report.warnings.contains { $0.message.contains("\(type.name) is not validated") })
                }
            }
        }
        #expect(cases > 1500, "read \(cases) damaged files")
    }
}
