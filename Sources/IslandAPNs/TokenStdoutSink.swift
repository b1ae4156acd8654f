import IslandCore
import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// `--headless --apns`: the device's token announcements on standard output, one NDJSON line
/// each as it is made, so a script that started island learns where to push.
package final class TokenStdoutSink: EffectSink {
    private let descriptor: Int32

    package init(descriptor: Int32 = STDOUT_FILENO) {
        self.descriptor = descriptor
    }

    package func deliver(_ effect: AppEffect) {
        guard case .output(let record) = effect, case .token = record else { return }
        var bytes = Array((record.line + "\n").utf8)[...]
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
