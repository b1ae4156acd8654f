import Foundation
import IslandCore
import Testing
@testable import IslandIO
import IslandTypes

@Suite struct LineSplitterTests {
    func texts(_ bodies: [IncomingLine.Body]) -> [String] {
        bodies.map {
            switch $0 {
            case .bytes(let bytes): return String(decoding: bytes, as: UTF8.self)
            case .tooLong(let count): return "<\(count)>"
            }
        }
    }

    @Test func splitsWhateverTheChunking() {
        let input = Array("one\ntwo\n\nthree\nfour".utf8)
        for size in 1...input.count {
            var splitter = LineSplitter()
            var lines: [IncomingLine.Body] = []
            var rest = input[...]
            while !rest.isEmpty {
                lines += splitter.append(Array(rest.prefix(size)))
                rest = rest.dropFirst(size)
            }
            #expect(texts(lines) == ["one", "two", "", "three"], "chunks of \(size)")
            #expect(splitter.partialByteCount == 4)
            #expect(splitter.finish().map { texts([$0]) } == ["four"])
            #expect(!splitter.hasPartialLine)
        }
    }

    @Test func handsOverCarriageReturnsNulAndInvalidUTF8Untouched() {
        var splitter = LineSplitter()
        let bytes: [UInt8] = [0x7B, 0x7D, 0x0D, 0x0A, 0x61, 0x00, 0x62, 0x0A, 0xFF, 0xFE, 0x0A]
        #expect(splitter.append(bytes) == [.bytes([0x7B, 0x7D, 0x0D]), .bytes([0x61, 0x00, 0x62]), .bytes([0xFF, 0xFE])])
    }

    @Test func aLineOfExactlyTheLimitIsKept() {
        var splitter = LineSplitter(maximumLength: 8)
        #expect(splitter.append(Array("12345678\n".utf8)) == [.bytes(Array("12345678".utf8))])
    }

    @Test func aLineOverTheLimitIsCountedAcrossChunksAndNotKept() {
        var splitter = LineSplitter(maximumLength: 8)
        #expect(splitter.append(Array("12345".utf8)).isEmpty)
        #expect(!splitter.isSkipping)
        #expect(splitter.append(Array("6789".utf8)).isEmpty)
        #expect(splitter.isSkipping, "over the limit: from here on bytes are only counted")
        #expect(splitter.append(Array(repeating: UInt8(ascii: "x"), count: 1000)).isEmpty)
        #expect(splitter.partialByteCount == 1009)
        #expect(splitter.append(Array("yz\nnext\n".utf8)) == [.tooLong(byteCount: 1011), .bytes(Array("next".utf8))])
        #expect(!splitter.isSkipping)
    }

    @Test func anOverlongLineInOneChunk() {
        var splitter = LineSplitter(maximumLength: 4)
        #expect(splitter.append(Array("abcdefgh\nab\n".utf8)) == [.tooLong(byteCount: 8), .bytes(Array("ab".utf8))])
    }

    @Test func theDefaultLimitIs64KiB() {
        var splitter = LineSplitter()
        let exactly = Array(repeating: UInt8(ascii: "a"), count: IncomingLine.maximumLength)
        #expect(splitter.append(exactly + [0x0A]) == [.bytes(exactly)])
        #expect(splitter.append(exactly + [0x61, 0x0A]) == [.tooLong(byteCount: IncomingLine.maximumLength + 1)])
    }

    @Test func resetDropsTheUnfinishedLine() {
        var splitter = LineSplitter(maximumLength: 4)
        _ = splitter.append(Array("abc".utf8))
        #expect(splitter.reset() == 3)
        _ = splitter.append(Array("abcdefg".utf8))
        #expect(splitter.reset() == 7)
        #expect(!splitter.isSkipping)
        #expect(splitter.append(Array("ok\n".utf8)) == [.bytes(Array("ok".utf8))])
        #expect(splitter.finish() == nil)
    }

    @Test func finishWhileSkippingReportsTheCount() {
        var splitter = LineSplitter(maximumLength: 2)
        _ = splitter.append(Array("abcde".utf8))
        #expect(splitter.finish() == .tooLong(byteCount: 5))
    }

    @Test func beginSkippingStartsInsideALongLine() {
        var splitter = LineSplitter(maximumLength: 4)
        splitter.beginSkipping(alreadyCounted: 10)
        #expect(splitter.append(Array("xy\nok\n".utf8)) == [.tooLong(byteCount: 12), .bytes(Array("ok".utf8))])
    }

    // MARK: What the core makes of the lines (PushDecoder judges, the splitter only splits)

    func decode(_ bytes: [UInt8]) -> Result<Push, Rejection> {
        var splitter = LineSplitter()
        let lines = splitter.append(bytes + [0x0A])
        #expect(lines.count == 1)
        return PushDecoder.decode(IncomingLine(body: lines[0], source: .stdin, number: 1))
    }

    func rejection(_ bytes: [UInt8]) -> Rejection? {
        if case .failure(let rejection) = decode(bytes) { return rejection }
        return nil
    }

    @Test func crlfLinesDecode() throws {
        let push = try decode(Array("{\"delay\":2}\r".utf8)).get()
        #expect(push.isBareContentState)
        #expect(push.contentState?["delay"]?.value == 2)
    }

    @Test func badLinesGetTheirReasons() {
        #expect(rejection([]) == Rejection(.rejectedInvalidJSON, .pushBlankLine))
        #expect(rejection(Array("  \r".utf8)) == Rejection(.rejectedInvalidJSON, .pushBlankLine))
        #expect(rejection(Array("{\"a\":\"b\u{0}\"}".utf8))?.english == "NUL byte at byte 8")
        #expect(rejection([0x7B, 0x22, 0xC3, 0x28, 0x22, 0x7D])?.english == "line is not valid UTF-8")
        #expect(rejection(Array("{\"a\":".utf8))?.code == .rejectedInvalidJSON)
        #expect(rejection(Array("[1,2]".utf8))?.code == .rejectedNotAnObject)
    }

    @Test func anOverlongLineIsRejectedWithItsLength() {
        var splitter = LineSplitter()
        let lines = splitter.append(Array(repeating: UInt8(ascii: " "), count: 70_000) + [0x0A])
        guard case .failure(let rejection) = PushDecoder.decode(IncomingLine(body: lines[0], source: .stdin, number: 1)) else {
            Issue.record("accepted a line of 70000 bytes")
            return
        }
        #expect(rejection.code == .rejectedLineTooLong)
        #expect(rejection.english.contains("70000 bytes"))
    }
}
