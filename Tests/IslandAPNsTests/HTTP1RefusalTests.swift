import Testing
@testable import IslandAPNs

/// The first bytes of a connection decide: the HTTP/2 preface goes to nghttp2, an HTTP/1 request
/// line gets a 505 in words — also when the bytes come one at a time.
@Suite struct HTTP1RefusalTests {
    func verdict(_ chunks: [String]) -> HTTP1Refusal.Verdict {
        var refusal = HTTP1Refusal()
        var last = HTTP1Refusal.Verdict.undecided
        for chunk in chunks {
            last = Array(chunk.utf8).withUnsafeBytes { refusal.look(at: $0) }
        }
        return last
    }

    @Test func thePrefaceIsHTTP2() {
        #expect(verdict(["PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"]) == .http2)
        #expect(verdict(["PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n\0\0\u{12}\u{4}"]) == .http2)
        #expect(verdict(["PRI * HT", "TP/2.0\r\n\r\nSM\r\n\r\n"]) == .http2)
        #expect(verdict(["PRI * HTTP/2.0\r\n"]) == .undecided, "not yet known")
    }

    @Test(arguments: ["POST /3/device/abc HTTP/1.1\r\n", "GET / HTTP/1.1\r\n", "OPTIONS * HTTP/1.1\r\n", "PUT /x HTTP/1.0\r\n"])
    func anHTTP1RequestLineIsHTTP1(_ line: String) {
        #expect(verdict([line]) == .http1)
        #expect(verdict(line.map { String($0) }) == .http1, "byte by byte")
    }

    @Test func otherBytesAreLeftToNghttp2() {
        #expect(verdict(["\u{16}\u{3}\u{1}"]) == .http2, "a TLS hello on the cleartext port: nghttp2 refuses it in its own words")
        #expect(verdict(["hello"]) == .http2)
    }

    @Test func theAnswerSaysWhatAndHow() {
        let text = String(decoding: HTTP1Refusal.response(url: "http://127.0.0.1:2197"), as: UTF8.self)
        #expect(text.hasPrefix("HTTP/1.1 505 HTTP Version Not Supported\r\n"))
        #expect(text.contains("speaks HTTP/2 only"))
        #expect(text.contains("http://127.0.0.1:2197"))
        let body = text.components(separatedBy: "\r\n\r\n")[1]
        #expect(text.contains("content-length: \(body.utf8.count)\r\n"))
    }
}
