import Foundation

/// The processor a record was measured on, so that every figure says where it comes from:
/// the same code ran at half the speed on another machine of the same kind.
enum ProcessorName {
    /// `model name` of the first processor in `/proc/cpuinfo` (Linux), else `uname -m`'s machine.
    static var current: String {
        if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
           let name = modelName(inCPUInfo: info) {
            return name
        }
        var system = utsname()
        uname(&system)
        return withUnsafeBytes(of: &system.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    static func modelName(inCPUInfo info: String) -> String? {
        for line in info.split(separator: "\n") where line.hasPrefix("model name") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[line.index(after: colon)...].split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            if !name.isEmpty { return name }
        }
        return nil
    }
}
