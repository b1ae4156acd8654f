import Foundation
import IslandTestSupport
import Testing
@testable import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// The end-to-end helper itself, on programs that exist on every branch.
@Suite struct IslandProcessTests {
    @Test func capturesOutputErrorsAndExitStatus() throws {
        let shell = try IslandProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", "echo one; echo two >&2; echo three; exit 3"])
        #expect(shell.readLine(timeout: 10) == "one")
        #expect(shell.readLine(timeout: 10) { $0.hasPrefix("th") } == "three")
        #expect(shell.waitForExit(timeout: 10) == 3)
        #expect(shell.readAllErrors(timeout: 10) == "two\n")
        #expect(shell.readLine(timeout: 10) == nil)
    }

    @Test func stopEndsARunningProgram() throws {
        let sleeper = try IslandProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", "exec sleep 60"])
        sleeper.stop()
        #expect(sleeper.waitForExit(timeout: 10) == 128 + SIGTERM)
    }

    @Test func waitsForASocketThatAnswers() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let server = try SocketServer(path: dir.path("s.sock"))
        defer { server.close() }
        #expect(IslandProcess.waitForSocket(server.path, timeout: 10))
        let gone = try IslandProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", "exit 0"])
        _ = gone.waitForExit(timeout: 10)
        #expect(!IslandProcess.waitForSocket(dir.path("nobody/s.sock"), process: gone, timeout: 10),
                "a dashboard that exited will not come")
    }
}
