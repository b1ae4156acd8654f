import Foundation
import IslandCore
import IslandTestSupport
import IslandText
import Testing
@testable import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// Sockets and files owned by the user: `island send` talks only to the user's own dashboard,
/// and island's own files are private and never reached through someone else's link.
@Suite struct OwnershipTests {
    // MARK: The socket

    @Test func aSocketInADirectoryOthersCanWriteIsRefusedBeforeAnythingIsSent() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let open = dir.path("open")
        FileWriter.makeDirectory(open)
        // Opened while the directory is private (a dashboard refuses an open one), opened up after.
        let dashboard = TestDashboard(server: try SocketServer(path: "\(open)/s.sock"))
        defer { dashboard.server.close() }
        #expect(chmod(open, 0o777) == 0)
        let input = dir.path("one.ndjson")
        FileWriter.append(Payloads.start() + "\n", to: input)

        let refused = #expect(throws: SendError.self) {
            _ = try SendClient(socketPath: "\(open)/s.sock", inputs: [.file(input)], follow: false)
        }
        #expect(refused?.description == "refusing the socket \(open)/s.sock: its directory \(open) can be written by others (mode 777); anyone could have put a socket there. Keep the socket in a directory only you can write to (chmod go-w)")
        var pump = dashboard.pump()
        pump.drain()
        #expect(pump.events.lines.isEmpty, "nothing reached the socket")
        #expect(dashboard.server.clientCount == 0, "the client never connected")
    }

    @Test func aDirectoryOfAnotherUserIsRefused() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let other = getuid() &+ 4242
        let refused = #expect(throws: SendError.self) {
            try DashboardSocket.checkPlace(of: dir.path("s.sock"), user: other)
        }
        #expect(refused?.description == "refusing the socket \(dir.path("s.sock")): its directory \(dir.path) belongs to uid \(getuid()), not to you (uid \(other)); someone else may be listening there")
        // The user's own private directory passes; one that does not exist is for connect to explain.
        try DashboardSocket.checkPlace(of: dir.path("s.sock"), user: getuid())
        try DashboardSocket.checkPlace(of: dir.path("missing/s.sock"), user: getuid())
    }

    /// `/tmp/island.sock`: a shared directory with the sticky bit, where only the owner of the
    /// socket can have made or replaced it. The user's own socket passes; another's does not.
    @Test func inAStickySharedDirectoryTheSocketMustBeTheUsers() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let shared = dir.path("tmp")
        FileWriter.makeDirectory(shared)
        #expect(chmod(shared, 0o1777) == 0)
        let server = try SocketServer(path: "\(shared)/s.sock")
        defer { server.close() }
        let owner = try FileStatus.ofLink(path: server.path).get().owner
        try DashboardSocket.checkPlace(of: server.path, user: owner)
        let other = owner &+ 4242
        let refused = #expect(throws: SendError.self) {
            try DashboardSocket.checkPlace(of: server.path, user: other)
        }
        #expect(refused?.description == "refusing the socket \(server.path): it belongs to uid \(owner), not to you (uid \(other)); someone else may be listening there")
        // Without the sticky bit anyone could have replaced it.
        #expect(chmod(shared, 0o777) == 0)
        #expect(throws: SendError.self) { try DashboardSocket.checkPlace(of: server.path, user: owner) }
    }

    @Test func aPeerOfAnotherUserIsRefused() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let server = try SocketServer(path: dir.path("s.sock"))
        defer { server.close() }
        let fd = try UnixSocket.connect(path: server.path)
        defer { Descriptor.close(fd) }
        let other = getuid() &+ 4242
        do {
            try DashboardSocket.checkPeer(fd, path: server.path, user: other)
            Issue.record("a peer of uid \(getuid()) passed as uid \(other)")
        } catch {
            #expect(error.description.hasPrefix("refusing the socket \(server.path): it is answered by uid \(getuid()) (pid \(getpid())), not by you (uid \(other)); nothing was sent"))
            #expect(error.exitCode == 2)
        }
        try DashboardSocket.checkPeer(fd, path: server.path, user: getuid())
    }

    @Test func islandSendRefusesASocketInAWorldWritableDirectory() throws {
        try #require(IslandBinary.isBuilt)
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let open = dir.path("open")
        FileWriter.makeDirectory(open)
        #expect(chmod(open, 0o777) == 0)
        let socket = "\(open)/s.sock"
        #expect(chmod(open, 0o700) == 0)
        let dashboard = try IslandProcess(island: ["run", "--headless", "--socket", socket])
        defer { dashboard.stop() }
        try #require(IslandProcess.waitForSocket(socket, process: dashboard, timeout: 60))
        #expect(chmod(open, 0o777) == 0)
        let input = dir.path("one.ndjson")
        FileWriter.append(Payloads.start() + "\n", to: input)
        let send = try IslandProcess(island: ["send", "--socket", socket, input])
        #expect(send.waitForExit(timeout: 30) == 2)
        #expect(send.readAllErrors(timeout: 10) == "island send: refusing the socket \(socket): its directory \(open) can be written by others (mode 777); anyone could have put a socket there. Keep the socket in a directory only you can write to (chmod go-w)\n")
        #expect(send.readAllOutput(timeout: 10) == "")
    }

    /// A dashboard refuses to listen where `island send` would refuse to talk to it, in the
    /// same words, rather than start a socket no client will use.
    @Test func aDashboardRefusesADirectoryOthersCanWrite() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let open = dir.path("open")
        FileWriter.makeDirectory(open)
        #expect(chmod(open, 0o777) == 0)
        let reason = Sentence(.placeDirectoryWritable, ["directory": open, "mode": "777"])
        #expect(reason.english == "its directory \(open) can be written by others (mode 777); anyone could have put a socket there. Keep the socket in a directory only you can write to (chmod go-w)")
        #expect(throws: SocketServerError.untrustedPlace(path: "\(open)/s.sock", reason: reason)) {
            _ = try SocketServer(path: "\(open)/s.sock")
        }
        #expect(SocketServerError.untrustedPlace(path: "\(open)/s.sock", reason: reason).description
                == SendError.untrustedSocket(path: "\(open)/s.sock", reason: reason).description)
        #expect(!FileManager.default.fileExists(atPath: "\(open)/s.sock"), "nothing was left behind")
        // Sticky (as /tmp is), the directory is fine.
        #expect(chmod(open, 0o1777) == 0)
        let server = try SocketServer(path: "\(open)/s.sock")
        server.close()
    }

    @Test func islandRunRefusesASocketInAWorldWritableDirectory() throws {
        try #require(IslandBinary.isBuilt)
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let open = dir.path("open")
        FileWriter.makeDirectory(open)
        #expect(chmod(open, 0o777) == 0)
        let socket = "\(open)/s.sock"
        let dashboard = try IslandProcess(island: ["run", "--headless", "--socket", socket])
        defer { dashboard.stop() }
        #expect(dashboard.waitForExit(timeout: 60) == 1, "it cannot start")
        #expect(dashboard.readAllErrors(timeout: 10).contains("refusing the socket \(socket): its directory \(open) can be written by others (mode 777); anyone could have put a socket there. Keep the socket in a directory only you can write to (chmod go-w)"))
    }

    // MARK: island's files

    @Test func aNewFileIsPrivate() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        // Under the usual umask 022 the old 0644 would show as such.
        let sink = try IntentFileSink(path: dir.path("intents.ndjson"))
        sink.close()
        let recorder = try SessionRecorder(path: dir.path("record.ndjson"))
        recorder.close()
        for name in ["intents.ndjson", "record.ndjson"] {
            #expect(try FileStatus.of(path: dir.path(name)).get().permissions == 0o600, "\(name)")
        }
    }

    @Test func aSymlinkSomeoneElseMadeIsNotFollowed() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let target = dir.path("victim")
        FileWriter.append("mine\n", to: target)
        let link = dir.path("intents.ndjson")
        #expect(symlink(target, link) == 0)
        let linkOwner = try FileStatus.ofLink(path: link).get().owner
        // As if another user had planted the link: the user's own uid is not among the trusted.
        let stranger: Set<UInt32> = [linkOwner &+ 4242]
        do {
            _ = try AppendOnlyLineFile(path: link, name: "intents", trusted: stranger)
            Issue.record("followed the link")
        } catch {
            #expect(error.reason.english == "it is a symbolic link made by uid \(linkOwner), not by you; island does not follow it (remove it, or name the file it points to)")
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine\n")

        // The user's own link (`--intents ~/latest.ndjson` → a dated file) is followed.
        let file = try AppendOnlyLineFile(path: link, name: "intents", trusted: [linkOwner])
        #expect(file.append("{}"))
        file.close()
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine\n{}\n")
    }

    /// Only the last component was checked: a planted link to a directory on the way was
    /// followed. Every directory of the path is checked as the file is.
    @Test func aDirectoryLinkSomeoneElseMadeIsNotFollowed() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let elsewhere = dir.path("elsewhere")
        FileWriter.makeDirectory(elsewhere)
        let shared = dir.path("shared")
        #expect(symlink(elsewhere, shared) == 0)
        let linkOwner = try FileStatus.ofLink(path: shared).get().owner
        let stranger: Set<UInt32> = [linkOwner &+ 4242]
        for path in [dir.path("shared/intents.ndjson"), dir.path("shared/../shared/record.ndjson")] {
            do {
                _ = try AppendOnlyLineFile(path: path, name: "intents", trusted: stranger)
                Issue.record("followed the directory link in \(path)")
            } catch {
                #expect(error.reason.english == "its directory \(shared) is a symbolic link made by uid \(linkOwner), not by you; island does not follow it (remove it, or name the directory it points to)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: elsewhere + "/intents.ndjson"), "nothing was created through the link")
        // The user's own link to a directory is followed.
        let file = try AppendOnlyLineFile(path: dir.path("shared/intents.ndjson"), name: "intents", trusted: [linkOwner])
        #expect(file.append("{}"))
        file.close()
        #expect(try String(contentsOfFile: elsewhere + "/intents.ndjson", encoding: .utf8) == "{}\n")
    }

    @Test func aFileOfAnotherUserIsNotWrittenInto() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("record.ndjson")
        FileWriter.append("theirs\n", to: path)
        let owner = try FileStatus.of(path: path).get().owner
        do {
            _ = try AppendOnlyLineFile(path: path, name: "record", trusted: [owner &+ 4242])
            Issue.record("opened a file of another user")
        } catch {
            #expect(error.reason.english == "the file belongs to uid \(owner), not to you; island does not write its intents and records into someone else's file")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "theirs\n")
    }

    @Test func aDanglingPlantedSymlinkCreatesNothing() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let target = dir.path("would-be-created")
        let link = dir.path("record.ndjson")
        #expect(symlink(target, link) == 0)
        let owner = try FileStatus.ofLink(path: link).get().owner
        #expect(throws: LineFileRefusal.self) { try AppendOnlyLineFile(path: link, name: "record", trusted: [owner &+ 1]) }
        #expect(!FileManager.default.fileExists(atPath: target))
    }
}
