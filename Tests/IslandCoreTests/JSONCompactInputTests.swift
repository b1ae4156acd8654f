import Testing
@testable import IslandCore
@testable import IslandJSON

/// A line written as compactly as JSON allows (what backends' encoders send) is measured by
/// its bytes; any other is counted token by token. Both give what the tree gives.
@Suite struct JSONCompactInputTests {
    @Test func compactInputsAreMeasuredByTheirBytesAndAgreeWithTheTree() throws {
        var generator = JSONTextGenerator(seed: 4096)
        var compact = 0
        var other = 0
        for _ in 0..<600 {
            guard let value = try? JSONParser.parse(generator.document()) else { continue }
            // The same value as island writes it (compact, unless a string needs an escape),
            // and with whitespace around it (never compact).
            let written = JSONWriter.string(value)
            for text in [written, " \(written)\n"] {
                guard let document = try? JSONDocument(parsing: text) else { continue }
                #expect(JSONSize.compact(document.root) == JSONSize.compact(value), "\(text)")
                for member in document.root.members {
                    let expected = try #require(value.objectValue?[member.key.string])
                    #expect(JSONSize.compact(member.value) == JSONSize.compact(expected), "\(text)")
                }
                if document.isCompact { compact += 1 } else { other += 1 }
            }
        }
        #expect(compact >= 100)
        #expect(other >= 300)
    }

    @Test(arguments: [
        (#"{"a":1,"b":[true,null,"x"]}"#, true),
        (#"{"a": 1}"#, false),
        (" {\"a\":1}", false),
        (#"{"a":"\n"}"#, false),
        (#"{"a":1,"a":2}"#, false),
        (#"{"é":"Kurpfalzbrücke →"}"#, true),
    ])
    func whatCountsAsCompact(text: String, compact: Bool) throws {
        #expect(try JSONDocument(parsing: text).isCompact == compact)
    }
}
