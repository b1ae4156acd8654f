import Foundation
import IslandCore
import IslandTestSupport
import Testing
@testable import IslandIO

/// `--tail FILE` on real files. Each test ends by appending a sentinel line and waiting for
/// it, so "every complete line exactly once, in order" is checked without waiting for silence.
@Suite struct FileFollowerTests {
    /// Appends the sentinel, pumps until it arrives, and returns every line text received.
    func finish(_ pump: inout Pump, file: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        FileWriter.append("END\n", to: file)
        pump.until(sourceLocation: sourceLocation) { $0.lineTexts.last == "END" }
        return Array(pump.events.lineTexts.dropLast())
    }

    @Test func startsAtTheEndAndReadsAppendedLines() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.path("trips.ndjson")
        FileWriter.append("old 1\nold 2\n", to: file)
        let follower = try FileFollower(path: file)
        defer { follower.close() }
        var pump = Pump([follower])
        pump.until { $0.statuses.count == 1 }
        #expect(pump.events.statuses.first == SourceStatus(name: "tail \(file)", state: .following))
        FileWriter.append("a\nb\n", to: file)
        pump.until { $0.lines.count == 2 }
        #expect(pump.events.lines.map(\.number) == [3, 4], "the file's own line numbers, as lint gives them")
        #expect(pump.events.lines.allSatisfy { $0.source == .file(file) })
        FileWriter.append("c\n", to: file)
        #expect(finish(&pump, file: file) == ["a", "b", "c"])
    }

    @Test func fromStartPlaysWhatIsThereFirst() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.path("t.ndjson")
        FileWriter.append("1\n2\n3", to: file)
        let follower = try FileFollower(path: file, fromStart: true)
        defer { follower.close() }
        var pump = Pump([follower])
        pump.until { $0.lines.count == 2 }
        FileWriter.append("\n4\n", to: file)
        #expect(finish(&pump, file: file) == ["1", "2", "3", "4"])
        #expect(pump.events.lines.map(\.number) == [1, 2, 3, 4, 5])
    }

    @Test func keepsAPartialLineUntilItsNewline() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.path("t.ndjson")
        FileWriter.append("", to: file)
        let follower = try FileFollower(path: file)
        defer { follower.close() }
        var pump = Pump([follower])
        pump.drain()
        FileWriter.append("{\"curr", to: file)
        pump.drain()
        #expect(pump.events.lines.isEmpty)
        FileWriter.append("entStop\":", to: file)
        pump.drain()
        FileWriter.append("\"Paradeplatz\"}\n", to: file)
        #expect(finish(&pump, file: file) == ["{\"currentStop\":\"Paradeplatz\"}"])
    }

    @Test func aLineBeingWrittenAtStartIsReadWhenFinished() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.path("t.ndjson")
        FileWriter.append("done\nhal", to: file)
        let follower = try FileFollower(path: file)
        defer { follower.close() }
        var pump = Pump([follower])
        pump.drain()
        FileWriter.append("f\n", to: file)
        #expect(finish(&pump, file: file) == ["half"])
        #expect(pump.events.lines.first?.number == 2, "half is the file's second line")
    }

    @Test func truncationReadsOnFromTheNewStart() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.path("t.ndjson")
        FileWriter.append("", to: file)
        let follower = try FileFollower(path: file)
        defer { follower.close() }
        var pump = Pump([follower])
        FileWriter.append("first line\nsecond line\n", to: file)
        pump.until { $0.lines.count == 2 }
        FileWriter.truncate(file)
        pump.until { $0.errors.contains { $0.contains("truncated") } }
        FileWriter.append("x\n", to: file)
        #expect(finish(&pump, file: file) == ["first line", "second line", "x"])
        #expect(pump.events.lines.map(\.number) == [1, 2, 1, 2], "numbers start again with the new content")
    }

    @Test func truncationAndRewriteBeforeTheFollowerLooks() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.path("t.ndjson")
        FileWriter.append("", to: file)
        let follower = try FileFollower(path: file)
        defer { follower.close() }
        var pump = Pump([follower])
        FileWriter.append("a long first line\n", to: file)
        pump.until { $0.lines.count == 1 }
        FileWriter.truncate(file)
        FileWriter.append("b\n", to: file)
        #expect(finish(&pump, file: file) == ["a long first line", "b"])
    }

    @Test func renameRotationFinishesTheOldFileThenReadsTheNewOne() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.path("t.ndjson")
        FileWriter.append("", to: file)
        let follower = try FileFollower(path: file)
        defer { follower.close() }
        var pump = Pump([follower])
        FileWriter.append("1\n", to: file)
        pump.until { $0.lines.count == 1 }
        // All of this happens before the follower looks again.
        FileWriter.append("2\n", to: file)
        FileWriter.rename(file, file + ".1")
        FileWriter.append("3\n", to: file + ".1")
        FileWriter.append("4\n", to: file)
        #expect(finish(&pump, file: file) == ["1", "2", "3", "4"])
        #expect(pump.events.lines.map(\.number) == [1, 2, 3, 1, 2])
    }

    @Test func renameAwayWaitsAndStillReadsTheOldFile() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.path("t.ndjson")
        FileWriter.append("", to: file)
        let follower = try FileFollower(path: file)
        defer { follower.close() }
        var pump = Pump([follower])
        FileWriter.rename(file, file + ".1")
        pump.until { $0.statuses.last?.state == .waitingForFile }
        FileWriter.append("late in the old file\n", to: file + ".1")
        pump.until { $0.lines.count == 1 }
        FileWriter.append("new\n", to: file)
        #expect(finish(&pump, file: file) == ["late in the old file", "new"])
        #expect(follower.status.state == .following)
    }

    @Test func rotationDropsTheOldFilesUnfinishedLineAndSaysSo() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.path("t.ndjson")
        FileWriter.append("", to: file)
        let follower = try FileFollower(path: file)
        defer { follower.close() }
        var pump = Pump([follower])
        FileWriter.append("whole\nhalf", to: file)
        pump.until { $0.lines.count == 1 }
        FileWriter.rename(file, file + ".1")
        FileWriter.append("fresh\n", to: file)
        #expect(finish(&pump, file: file) == ["whole", "fresh"])
        #expect(pump.events.errors.contains { $0.contains("unfinished last line of 4 bytes") })
    }

    @Test func deleteAndRecreate() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.path("t.ndjson")
        FileWriter.append("", to: file)
        let follower = try FileFollower(path: file)
        defer { follower.close() }
        var pump = Pump([follower])
        FileWriter.append("1\n", to: file)
        pump.until { $0.lines.count == 1 }
        FileWriter.remove(file)
        pump.until { $0.statuses.last?.state == .waitingForFile }
        FileWriter.append("2\n", to: file)
        pump.until { $0.statuses.last?.state == .following }
        // Deleted and recreated again, unseen in between; the old file's last line still counts.
        FileWriter.append("3\n", to: file)
        FileWriter.remove(file)
        FileWriter.append("4\n", to: file)
        #expect(finish(&pump, file: file) == ["1", "2", "3", "4"])
    }

    @Test func waitsForAFileThatDoesNotExistYet() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.path("later.ndjson")
        let follower = try FileFollower(path: file)
        defer { follower.close() }
        var pump = Pump([follower])
        pump.until { !$0.statuses.isEmpty }
        #expect(pump.events.statuses == [SourceStatus(name: "tail \(file)", state: .waitingForFile)])
        FileWriter.append("unrelated\n", to: dir.path("other.ndjson"))
        pump.drain()
        FileWriter.append("first\nsecond\n", to: file)
        #expect(finish(&pump, file: file) == ["first", "second"], "a file that appears is read from its start")
        #expect(pump.events.statuses.last?.state == .following)
    }

    @Test func waitsForItsDirectoryToo() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.path("a/b/trips.ndjson")
        let follower = try FileFollower(path: file)
        defer { follower.close() }
        var pump = Pump([follower])
        pump.drain()
        FileWriter.makeDirectory(dir.path("a"))
        pump.drain()
        FileWriter.makeDirectory(dir.path("a/b"))
        pump.drain()
        #expect(follower.status.state == .waitingForFile)
        FileWriter.append("here\n", to: file)
        #expect(finish(&pump, file: file) == ["here"])
    }

    @Test func directoryCreatedWithTheFileInOneGo() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.path("x/y/trips.ndjson")
        let follower = try FileFollower(path: file)
        defer { follower.close() }
        var pump = Pump([follower])
        pump.drain()
        try FileManager.default.createDirectory(atPath: dir.path("x/y"), withIntermediateDirectories: true)
        FileWriter.append("one\n", to: file)
        #expect(finish(&pump, file: file) == ["one"])
    }

    @Test func directoryRemovedAndMadeAgain() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.path("logs/trips.ndjson")
        FileWriter.makeDirectory(dir.path("logs"))
        FileWriter.append("", to: file)
        let follower = try FileFollower(path: file)
        defer { follower.close() }
        var pump = Pump([follower])
        FileWriter.append("1\n", to: file)
        pump.until { $0.lines.count == 1 }
        try FileManager.default.removeItem(atPath: dir.path("logs"))
        pump.until { $0.statuses.last?.state == .waitingForFile }
        FileWriter.makeDirectory(dir.path("logs"))
        pump.drain()
        FileWriter.append("2\n", to: file)
        #expect(finish(&pump, file: file) == ["1", "2"])
    }

    @Test func relativePath() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        // A relative path resolves against the working directory; `..` steps out of it.
        let cwd = FileManager.default.currentDirectoryPath
        let relative = String(repeating: "../", count: cwd.split(separator: "/").count) + String(dir.path("r.ndjson").dropFirst())
        let follower = try FileFollower(path: relative)
        defer { follower.close() }
        var pump = Pump([follower])
        pump.drain()
        FileWriter.append("rel\n", to: dir.path("r.ndjson"))
        pump.until { $0.lines.count == 1 }
        #expect(pump.events.lineTexts == ["rel"])
        #expect(pump.events.lines.first?.source == .file(relative))
    }

    @Test(arguments: [1 << 20, 4096])
    func aBurstOfTenThousandLines(readBudget: Int) throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.path("burst.ndjson")
        FileWriter.append("", to: file)
        let follower = try FileFollower(path: file, readBudget: readBudget)
        defer { follower.close() }
        var pump = Pump([follower])
        pump.drain()
        let expected = (1...10_000).map { "{\"seq\":\($0),\"currentStop\":\"Mannheim Hbf\"}" }
        // Many writes of uneven size: lines split across writes and reads.
        var pending = Array(expected.map { $0 + "\n" }.joined().utf8)[...]
        var size = 1
        while !pending.isEmpty {
            let chunk = pending.prefix(size)
            FileWriter.append(Array(chunk), to: file)
            pending = pending.dropFirst(chunk.count)
            size = size * 7 % 9_001 + 1
        }
        let seen = finish(&pump, file: file)
        #expect(seen.count == expected.count)
        #expect(seen == expected)
        #expect(pump.events.lines.map(\.number) == Array(1...10_001))
    }

    @Test func burstAcrossARotation() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.path("burst.ndjson")
        FileWriter.append("", to: file)
        let follower = try FileFollower(path: file, readBudget: 8192)
        defer { follower.close() }
        var pump = Pump([follower])
        pump.drain()
        FileWriter.append((1...5_000).map { "\($0)\n" }.joined(), to: file)
        FileWriter.rename(file, file + ".1")
        FileWriter.append((5_001...10_000).map { "\($0)\n" }.joined(), to: file)
        #expect(finish(&pump, file: file) == (1...10_000).map(String.init))
    }

    @Test func aLineOverTheLimitIsCountedNotKept() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.path("t.ndjson")
        FileWriter.append("", to: file)
        let follower = try FileFollower(path: file)
        defer { follower.close() }
        var pump = Pump([follower])
        FileWriter.append(String(repeating: "x", count: 100_000) + "\nok\n", to: file)
        #expect(finish(&pump, file: file) == ["<too long: 100000>", "ok"])
    }

    @Test func aDirectoryUnderTheNameIsNotFollowed() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.path("t.ndjson")
        FileWriter.makeDirectory(file)
        let follower = try FileFollower(path: file)
        defer { follower.close() }
        var pump = Pump([follower])
        pump.until { $0.statuses.last?.state == .failed("not a regular file") }
        #expect(pump.events.errors.count == 1)
        try FileManager.default.removeItem(atPath: file)
        FileWriter.append("now a file\n", to: file)
        #expect(finish(&pump, file: file) == ["now a file"])
    }

    @Test func idleMeansNoPollRequestThatIsAlwaysReady() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.path("t.ndjson")
        FileWriter.append("x\n", to: file)
        let follower = try FileFollower(path: file, fromStart: true)
        defer { follower.close() }
        var pump = Pump([follower])
        pump.until { $0.lines.count == 1 }
        pump.drain()
        // Only the inotify descriptor is left, and it has nothing to say.
        #expect(follower.pollRequests.count == 1)
        #expect(pump.step(timeoutMilliseconds: 0) == false)
    }

    @Test func aRewriteLongerWhileTheFollowerIsPausedLosesNothing() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.path("t.ndjson")
        FileWriter.append("", to: file)
        let follower = try FileFollower(path: file)
        defer { follower.close() }
        var pump = Pump([follower])
        let old = (1...50).map { "{\"old\":\($0)}" }
        FileWriter.append(old.map { $0 + "\n" }.joined(), to: file)
        pump.until { $0.lines.count == old.count }
        // Island does not read now (the loop is busy, the process stopped): the file is
        // truncated and written again, longer than what was read, before it looks.
        let new = (1...80).map { "{\"new\":\($0)}" }
        FileWriter.truncate(file)
        FileWriter.append(new.map { $0 + "\n" }.joined(), to: file)
        #expect(finish(&pump, file: file) == old + new)
        #expect(pump.events.errors.contains { $0.contains("t.ndjson was rewritten (what island had read is no longer there); reading on from its start") },
                "\(pump.events.errors)")
        #expect(pump.events.lines.map(\.number) == Array(1...50) + Array(1...81), "numbers start again with the new content")
    }

    @Test func appendsAloneNeverLookLikeARewrite() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.path("t.ndjson")
        FileWriter.append("before\n", to: file)
        let follower = try FileFollower(path: file)
        defer { follower.close() }
        var pump = Pump([follower])
        var expected: [String] = []
        for round in 1...20 {
            let lines = (1...round).map { "r\(round) l\($0) " + String(repeating: "x", count: round * 40) }
            FileWriter.append(lines.map { $0 + "\n" }.joined(), to: file)
            expected += lines
            pump.until { $0.lines.count == expected.count }
        }
        #expect(finish(&pump, file: file) == expected)
        #expect(pump.events.errors == [])
    }

    @Test func closeReleasesEverything() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.path("t.ndjson")
        FileWriter.append("x\n", to: file)
        let follower = try FileFollower(path: file)
        // Before its first turn the follower asks for its inotify descriptor and its wake pipe.
        let requested = follower.pollRequests.map(\.descriptor)
        #expect(requested.count == 2)
        let theirs = Self.descriptions(of: requested, plus: file)
        #expect(Self.openDescriptors(matching: theirs).count >= 4, "the file, inotify and both ends of the wake pipe")
        follower.close()
        #expect(follower.pollRequests.isEmpty)
        #expect(Self.openDescriptors(matching: theirs) == [], "descriptors left open")
        follower.close()
    }

    /// What `/proc/self/fd` and `/proc/self/fdinfo` say about the follower's descriptors:
    /// the followed file's path, its pipe's identity, its inotify watches. Unique to this
    /// follower, so other tests opening and closing descriptors meanwhile do not matter.
    static func descriptions(of descriptors: [Int32], plus path: String) -> Set<String> {
        var result: Set<String> = [path]
        for fd in descriptors { result.insert(describe(fd)) }
        return result
    }

    /// The link target, and for an inotify instance its watch lines (which name inodes).
    static func describe(_ fd: Int32) -> String {
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(fd)")) ?? ""
        guard target.contains("inotify") else { return target }
        let info = (try? String(contentsOfFile: "/proc/self/fdinfo/\(fd)", encoding: .utf8)) ?? ""
        return target + info.split(separator: "\n").filter { $0.hasPrefix("inotify") }.joined(separator: ";")
    }

    static func openDescriptors(matching descriptions: Set<String>) -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap(Int32.init).filter { descriptions.contains(describe($0)) }
    }
}
