import IslandCore
import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// `--headless --apns`: the device's token announcements on standard output, one NDJSON line
/// each, so a script that started island learns where to push.
///
/// The lines wait for the end of the turn: the headless log shares standard output and writes
/// once a turn, first, so an activity's `started` entry comes before the token it was given,
/// in the order they happened.
package final class TokenStdoutSink: EffectSink {
    private let descriptor: Int32
    private var unwritten: [UInt8] = []

    package init(descriptor: Int32 = STDOUT_FILENO) {
        self.descriptor = descriptor
    }

    package func deliver(_ effect: AppEffect) {
        guard case .output(let record) = effect, case .token = record else { return }
        unwritten.append(contentsOf: record.line.utf8)
        unwritten.append(0x0A)
    }

    package func finishTurn() {
        guard !unwritten.isEmpty else { return }
        var bytes = unwritten[...]
        unwritten.removeAll(keepingCapacity: true)
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
