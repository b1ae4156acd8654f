import Foundation
import IslandTestSupport
import IslandCore
import Testing
@testable import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// The listener both servers share, with a handler that only counts: fair turns (a flood of
/// 30 clients is read a bounded share each per turn), the handshake and idle deadlines on a
/// fake monotonic clock, and the oldest idle client making room at a full table. Counts, not
/// timings.
@Suite struct ConnectionServerTests {
    final class Tally {
        var bytes = 0
        var retired: ConnectionRetirement?
    }

    final class CountingHandler: ConnectionHandler {
        var total = 0
        var busy: Set<Int> = []
        func open(descriptor: Int32, id: Int) -> Result<(stream: any ByteStream, session: Tally), ConnectionRefusal> {
            .success((PlainStream(descriptor: descriptor), Tally()))
        }
        func opened(_ connection: ServedConnection<Tally>) {}
        func received(_ bytes: UnsafeRawBufferPointer, on connection: ServedConnection<Tally>) {
            connection.session.bytes += bytes.count
            total += bytes.count
        }
        func wantsInput(_ connection: ServedConnection<Tally>) -> Bool { true }
        func produceOutput(for connection: ServedConnection<Tally>) -> Bool { true }
        func isFinished(_ connection: ServedConnection<Tally>) -> Bool { false }
        func inputEnded(on connection: ServedConnection<Tally>) -> Bool { false }
        func isIdle(_ connection: ServedConnection<Tally>) -> Bool { !busy.contains(connection.id) }
        func retire(_ connection: ServedConnection<Tally>, because reason: ConnectionRetirement) { connection.session.retired = reason }
        func closed(_ connection: ServedConnection<Tally>) {}
    }

    struct Rig {
        let handler = CountingHandler()
        let clock = ManualMonotonic()
        let server: ConnectionServer<CountingHandler>
        let port: UInt16

        init(limits: ConnectionLimits) throws {
            let listener = try TCPSocket.listen(host: "127.0.0.1", port: 0)
            port = TCPSocket.localPort(listener)!
            let clock = clock
            server = ConnectionServer(name: "test", listener: listener, limits: limits, handler: handler, monotonic: { clock.seconds })
        }

        func connect() throws -> Int32 { try TCPSocket.connect(host: "127.0.0.1", port: port) }

        /// One turn as the run loop takes it: one poll, every ready descriptor handled once.
        func turn(timeout: Int32 = 1000) {
            var descriptors = server.pollRequests.map { pollfd(fd: $0.descriptor, events: $0.events, revents: 0) }
            guard poll(&descriptors, nfds_t(descriptors.count), timeout) > 0 else { return }
            for entry in descriptors where entry.revents != 0 { server.handle(descriptor: entry.fd, revents: entry.revents) }
        }

        func accept(_ count: Int) {
            let deadline = Monotonic.now() + 10
            while server.count < count, Monotonic.now() < deadline { turn(timeout: 100) }
        }
    }

    @Test func aFloodOfThirtyClientsIsReadABoundedShareEachPerTurn() throws {
        let limits = ConnectionLimits(turnReadBytes: 64 * 1024, minimumReadBytes: 4 * 1024)
        let rig = try Rig(limits: limits)
        defer { rig.server.close() }
        let clients = try (0..<30).map { _ in try rig.connect() }
        defer { clients.forEach(Descriptor.close) }
        rig.accept(clients.count)
        try #require(rig.server.count == clients.count)
        // Each client floods what its socket takes without the server reading (about 100 KiB+).
        var sent = 0
        let chunk = [UInt8](repeating: 0x61, count: 16 * 1024)
        for fd in clients {
            for _ in 0..<8 {
                guard case .success(let count) = chunk.withUnsafeBytes({ Descriptor.send(fd, $0) }), count > 0 else { break }
                sent += count
            }
        }
        try #require(sent > 30 * 64 * 1024, "\(sent) bytes queued")

        rig.turn()
        let share = max(limits.minimumReadBytes, limits.turnReadBytes / clients.count)
        #expect(rig.handler.total <= clients.count * share, "\(rig.handler.total) bytes read in one turn")
        #expect(rig.server.connections.allSatisfy { $0.session.bytes > 0 && $0.session.bytes <= share }, "every client had its turn, none more")
        // And nothing is lost: turn after turn, everything is read.
        var turns = 1
        while rig.handler.total < sent, turns < 10_000 {
            rig.turn()
            turns += 1
        }
        #expect(rig.handler.total == sent)
        #expect(turns >= sent / (clients.count * share), "\(turns) turns")
    }

    @Test func aSilentClientMissesItsHandshakeDeadlineAndAnIdleOneItsIdleTimeout() throws {
        let rig = try Rig(limits: ConnectionLimits(handshakeTimeout: 10, idleTimeout: 60))
        defer { rig.server.close() }
        let silent = try rig.connect()
        defer { Descriptor.close(silent) }
        rig.accept(1)
        let speaker = try rig.connect()
        defer { Descriptor.close(speaker) }
        rig.accept(2)
        _ = [UInt8](repeating: 0x62, count: 10).withUnsafeBytes { Descriptor.send(speaker, $0) }
        while rig.handler.total < 10 { rig.turn() }
        let (first, second) = (rig.server.connections[0], rig.server.connections[1])
        #expect(rig.server.nextDeadline == 110, "the silent one's handshake deadline comes first")

        rig.clock.seconds = 110
        rig.server.handleDeadline(110)
        #expect(first.session.retired == .handshakeTimeout)
        #expect(rig.server.count == 1)
        #expect(rig.server.takeEvents().errors.count == 1, "said once")
        #expect(rig.server.nextDeadline == 160, "the idle one's: 60 s after its last byte")

        rig.clock.seconds = 160
        rig.server.handleDeadline(160)
        #expect(second.session.retired == .idleTimeout)
        #expect(rig.server.count == 0)
        #expect(rig.server.nextDeadline == nil)
    }

    @Test func aFullTableMakesRoomByRetiringTheOldestIdleClient() throws {
        let rig = try Rig(limits: ConnectionLimits(maximumConnections: 3))
        defer { rig.server.close() }
        var clients: [Int32] = []
        defer { clients.forEach(Descriptor.close) }
        for second in 0..<3 {
            rig.clock.seconds = 100 + Double(second)
            clients.append(try rig.connect())
            rig.accept(second + 1)
        }
        let ids = rig.server.connections.map(\.id)
        // The oldest is busy (a request in flight): the next oldest idle one goes.
        rig.handler.busy = [ids[0]]
        rig.clock.seconds = 110
        clients.append(try rig.connect())
        let deadline = Monotonic.now() + 10
        while !rig.server.connections.contains(where: { $0.id > ids[2] }), Monotonic.now() < deadline { rig.turn(timeout: 100) }
        #expect(rig.server.connections.map(\.id) == [ids[0], ids[2], ids[2] + 1], "the newcomer took the place of the oldest idle one")

        // All busy: the newcomers wait in the kernel's queue while the listener rests, said once.
        rig.handler.busy = Set(rig.server.connections.map(\.id))
        _ = rig.server.takeEvents()
        for _ in 0..<2 { clients.append(try rig.connect()) }
        for _ in 0..<5 { rig.turn(timeout: 100) }
        #expect(rig.server.count == 3)
        #expect(rig.server.takeEvents().errors.filter { $0.contains("busy") }.count == 1)
    }
}
