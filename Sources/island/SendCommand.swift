import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// `island send [--socket PATH] [--follow] [--pace] [--speed N] [FILE…|-]`: sends payloads to a running dashboard
/// and prints what it answers. Exit status 0 (every line applied), 1 (some line not), 2 (no
/// dashboard, bad arguments, unreadable file, or the dashboard left before answering).
enum SendCommand {
    /// `arguments` are those after `send`.
    static func run(_ arguments: [String]) -> Int32 {
        // Through APNs's provider API instead of the socket (APNsSendCommand).
        if arguments.contains(where: { $0 == "--apns" || $0.hasPrefix("--apns=") }) { return APNsSendCommand.run(arguments) }
        let options: SendOptions
        do {
            options = try SendOptions.parse(arguments)
        } catch {
            write(to: STDERR_FILENO, "island send: \(error) (see island send --help)\n")
            return error.exitCode
        }
        if options.showHelp {
            write(to: STDOUT_FILENO, SendOptions.usage + "\n")
            return 0
        }
        let client: SendClient
        do {
            client = try SendClient(socketPath: options.socketPath ?? SocketPath.defaultPath(),
                                    inputs: options.inputs, follow: options.follow, pace: options.pace)
        } catch {
            write(to: STDERR_FILENO, "island send: \(error)\n")
            return error.exitCode
        }
        let outcome = client.run { output in
            switch output {
            case .received(let line): write(to: STDOUT_FILENO, line + "\n")
            case .problem(let text): write(to: STDERR_FILENO, "island send: \(text)\n")
            }
        }
        if outcome.exitCode != 0 {
            write(to: STDERR_FILENO, "island send: \(outcome.summary)\n")
        }
        return outcome.exitCode
    }

    /// Unbuffered, so a script reading island's output sees each line as it happens.
    private static func write(to fd: Int32, _ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
