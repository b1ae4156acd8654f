import IslandCore
import IslandJSON
import IslandText
import Testing

/// A source's or a theme's problem is a sentence worded when shown: German on a German
/// screen, English in the machine outputs, and kept as a sentence in recordings.
@Suite struct SentenceTests {
    let truncated = Sentence(.sourceReadingOnDropped, ["bytes": "12"], sentences: ["what": Sentence(.sourceTruncated, ["path": "feed.ndjson"])])

    @Test func aNestedSentenceIsWordedInOneLanguage() {
        #expect(truncated.english == "feed.ndjson was truncated; reading on from its start (its unfinished last line of 12 bytes is dropped)")
        #expect(truncated.words(.de) == "feed.ndjson wurde gekürzt; island liest ab ihrem Anfang weiter (ihre unvollendete letzte Zeile von 12 Bytes wird verworfen)")
    }

    @Test func theEventsPaneWordsASourceErrorInTheScreensLanguage() {
        let message = LogMessage.sourceError(name: "tail feed.ndjson", message: truncated)
        #expect(message.words(.de, value: { _ in "" }).hasPrefix("tail feed.ndjson: feed.ndjson wurde gekürzt"))
        #expect(message.english.hasPrefix("tail feed.ndjson: feed.ndjson was truncated"))
    }

    @Test func aRecordingKeepsTheSentenceAndReadsItBack() throws {
        let line = RecordedLine(arrival: .init(timeIntervalSince1970: 1_764_421_200), input: .log(.error, .sourceError(name: "tail feed.ndjson", message: truncated))).line
        let object = try #require(try JSONParser.parse(Array(line.utf8)[...]).objectValue)
        #expect(RecordedLine(object)?.input == .log(.error, .sourceError(name: "tail feed.ndjson", message: truncated)))
    }

    @Test func aRecordOfAnUnknownKeyFallsBackToItsText() throws {
        let line = #"{"arrival":1764421200,"source":"log","level":"error","text":"tail a: gone","error":{"name":"tail a","sentence":{"key":"noSuchKey","arguments":{}}}}"#
        let object = try #require(try JSONParser.parse(Array(line.utf8)[...]).objectValue)
        #expect(RecordedLine(object)?.input == .log(.error, .text("tail a: gone")))
    }

    @Test func aRecordWhoseArgumentsDoNotFillItsTextFallsBackToItsText() throws {
        let line = #"{"arrival":1764421200,"source":"log","level":"error","text":"tail a: a was truncated","error":{"name":"tail a","sentence":{"key":"sourceTruncated","arguments":{}}}}"#
        let object = try #require(try JSONParser.parse(Array(line.utf8)[...]).objectValue)
        #expect(RecordedLine(object)?.input == .log(.error, .text("tail a: a was truncated")))
    }

    @Test func textsAreMappedInNestedSentencesToo() {
        #expect(truncated.mappingTexts { $0.uppercased() }.english.hasPrefix("FEED.NDJSON was truncated"))
    }
}
