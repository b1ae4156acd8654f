import Foundation
import IslandCore
import Testing
@testable import IslandIO
import IslandJSON

@Suite struct PayloadFramerTests {
    func framed(_ text: String) -> [PayloadFramer.Line] {
        var framer = PayloadFramer()
        var out: [PayloadFramer.Line] = []
        // Split bytes, not Characters: "\r\n" is one Character.
        for (offset, line) in Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            out += framer.feed(Array(line), number: offset + 1)
        }
        out += framer.finish()
        return out
    }

    func frame(_ text: String) -> [String] {
        framed(text).map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    @Test func eachLineGoesWithTheNumberOfItsFirstInputLine() {
        let text = "{\"x\":1}\n\n{\n  \"y\": 2\n}\nhello\n{\n  \"a\": 1,\n}\n"
        #expect(framed(text).map(\.number) == [1, 3, 6, 7, 8, 9])
        #expect(frame(text) == ["{\"x\":1}", "{\"y\":2}", "hello", "{", "  \"a\": 1,", "}"])
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
