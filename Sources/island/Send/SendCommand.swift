import Foundation
import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// `island send [OPTIONS] [FILE…|-]`: sends payloads to a running dashboard and prints what
/// it answers, each answer named by the input line it answers.
enum SendCommand {
    static let command = Command(
        name: "send",
        summary: "send payloads to a running dashboard and print its answers",
        synopsis: "[OPTIONS] [FILE…|-]",
        about: """
            Sends payloads to a running dashboard (island run --socket) and prints what it
            answers. A FILE holds NDJSON lines, or pretty-printed JSON documents (an xcrun
            simctl push .apns file), each sent compacted onto one line; - is standard input.
            Without FILE, standard input is read — unless --follow is given, which then only
            listens.

            Every answer names the line it answers as FILE:LINE, counting every line of that
            file (blank ones and ones too long to send too): "trip.ndjson:3: applied rnv5-trip",
            "trip.ndjson:4: rejected REJECTED_KEY_NOT_FOUND rnv5-trip: …", then intents and
            lifecycle changes as they happen ("intent StopRideIntent rnv5-trip"). With --json,
            each is the dashboard's JSON line, an answer with "file" and "line" of the input.

            With --apns URL the payloads go through APNs's provider API instead (island run
            --apns): one HTTP/2 request each, to the push-to-start token for a start and to the
            activity's own token for the rest (or to --token), signed with a provider token.
            Each answer then says the device's verdict and APNs's status (docs/apns.md).

            To play a recorded stream on the dashboard's clock, start the dashboard at the
            stream's first timestamp and pace the sender at the same speed:
            island run --socket S --start 1764421200 --speed 20, then
            island send --socket S --speed 20 demo/trip.ndjson.
            """,
        options: SendOptions.table,
        operand: SendOptions.operand,
        exitStatus: [
            (0, "every line was applied"),
            (1, "some line was not applied (or not sent: over 64 KiB)"),
            (2, "nothing could be sent (no dashboard or APNs endpoint, a mistake on the command line, an unreadable file) or the dashboard went away before answering"),
        ],
        settings: [.socket],
        initial: SendOptions(),
        applySetting: { options, setting, text in
            if setting == .socket { options.socketPath = text }
        },
        validate: SendOptions.validate
    )

    static let entry = CommandEntry(command, run: run)

    static func run(_ options: SendOptions) -> Int32 {
        if options.viaAPNs { return APNsSendCommand.run(options) }
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
            case .received(let line): write(to: STDOUT_FILENO, (options.json ? line : SendAnswerText.text(of: line)) + "\n")
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
