import Foundation
import IslandCore
import Testing
@testable import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// `--stdin`, fed through a pipe in place of standard input.
@Suite struct StdinReaderTests {
    func makePipe() -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        precondition(pipe(&ends) == 0)
        return (ends[0], ends[1])
    }

    func write(_ text: String, to fd: Int32) {
        let bytes = Array(text.utf8)
        precondition(bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) } == bytes.count)
    }

    @Test func readsLinesThenEndOfInputAndStopsPolling() throws {
        let (readEnd, writeEnd) = makePipe()
        defer { close(readEnd) }
        let reader = StdinReader(descriptor: readEnd)
        defer { reader.close() }
        var pump = Pump([reader])
        pump.until { $0.statuses == [SourceStatus(name: "stdin", state: .running)] }
        write("{\"delay\":1}\n{\"del", to: writeEnd)
        pump.until { $0.lines.count == 1 }
        pump.drain()
        #expect(pump.events.lines.count == 1, "the unfinished line waits")
        write("ay\":2}\r\n{\"delay\":3}", to: writeEnd)
        close(writeEnd)
        pump.until { $0.statuses.last?.state == .endOfInput }
        #expect(pump.events.lineTexts == ["{\"delay\":1}", "{\"delay\":2}\r", "{\"delay\":3}"],
                "the last line counts without its newline")
        #expect(pump.events.lines.map(\.number) == [1, 2, 3])
        #expect(pump.events.lines.allSatisfy { $0.source == .stdin })
        #expect(reader.pollRequests.isEmpty, "at EOF the pipe is always readable: polling it would spin")
        #expect(pump.step(timeoutMilliseconds: 0) == false)
    }

    @Test func idleStandardInputIsOnlyWaitedOn() throws {
        let (readEnd, writeEnd) = makePipe()
        defer { close(readEnd); close(writeEnd) }
        let reader = StdinReader(descriptor: readEnd)
        defer { reader.close() }
        var pump = Pump([reader])
        pump.drain()
        #expect(pump.events.statuses.count == 1)
        #expect(reader.pollRequests == [PollRequest(descriptor: readEnd, events: Int16(POLLIN))])
    }

    @Test func emptyInputIsJustEndOfInput() throws {
        let (readEnd, writeEnd) = makePipe()
        defer { close(readEnd) }
        close(writeEnd)
        let reader = StdinReader(descriptor: readEnd)
        var pump = Pump([reader])
        pump.until { $0.statuses.last?.state == .endOfInput }
        #expect(pump.events.lines.isEmpty)
        #expect(reader.status.summary == "stdin: EOF")
        reader.close()
        #expect(fcntl(readEnd, F_GETFD) >= 0, "standard input itself stays open")
    }
}
