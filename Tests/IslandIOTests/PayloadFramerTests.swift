import Foundation
import IslandCore
import Testing
@testable import IslandIO

@Suite struct PayloadFramerTests {
    func frame(_ text: String) -> [String] {
        var framer = PayloadFramer()
        var out: [[UInt8]] = []
        // Split bytes, not Characters: "\r\n" is one Character.
        for line in Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false) {
            out += framer.feed(Array(line))
        }
        out += framer.finish()
        return out.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func ndjsonLinesGoAsTheyAre() {
        #expect(frame("{\"a\": 1}\n{\"b\":2}\n") == ["{\"a\": 1}", "{\"b\":2}"])
    }

    @Test func aPrettyPrintedDocumentGoesCompactOnOneLine() throws {
        let lines = frame(Payloads.prettyStart + "\n")
        #expect(lines.count == 1)
        let value = try JSONParser.parse(Payloads.prettyStart)
        #expect(lines == [JSONWriter.string(value)])
        #expect(lines[0].hasPrefix("{\"Simulator Target Bundle\":\"de.rnv.trips\",\"activity-id\":\"pretty-1\",\"aps\":{"))
    }

    @Test func severalDocumentsAndLinesMixed() {
        let text = "{\"x\":1}\n{\n  \"y\": [\n    \"]}\\\" tricky\",\n    2\n  ]\n}\n\n[\n 1\n]\n{\"z\":3}"
        #expect(frame(text) == ["{\"x\":1}", "{\"y\":[\"]}\\\" tricky\",2]}", "[1]", "{\"z\":3}"])
    }

    @Test func blankLinesAreSkipped() {
        #expect(frame("\n  \n\r\n{\"a\":1}\n\n") == ["{\"a\":1}"])
    }

    @Test func linesThatAreNotJSONGoAsTheyAreForTheDashboardToExplain() {
        #expect(frame("hello\n{\"a\":1}\n42\n") == ["hello", "{\"a\":1}", "42"])
    }

    @Test func aBrokenDocumentGoesAsItsLines() {
        // Its brackets close but it does not parse: each line goes, and gets its reason.
        #expect(frame("{\n  \"a\": 1,\n}\n{\"b\":2}") == ["{", "  \"a\": 1,", "}", "{\"b\":2}"])
        // It never closes: at the end of input, each line goes.
        #expect(frame("{\"a\":1\n{\"b\":2}") == ["{\"a\":1", "{\"b\":2}"])
    }

    @Test func crlfDocumentsToo() {
        #expect(frame("{\r\n  \"a\": 1\r\n}\r\n") == ["{\"a\":1}"])
    }
}
