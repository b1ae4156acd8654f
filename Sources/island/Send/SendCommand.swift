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
            write(to: STDERR_FILENO, Array("island send: \(error)\n".utf8))
            return error.exitCode
        }
        // What the dashboard answered goes out once per turn of the client, before it waits
        // again: a script reading island's output sees each answer as soon as the turn that
        // read it ends, and a burst of answers costs one write, not one each.
        var pending: [UInt8] = []
        func flush() {
            write(to: STDOUT_FILENO, pending)
            pending.removeAll(keepingCapacity: true)
        }
        let outcome = client.run(output: { output in
            switch output {
            case .received(let answer):
                if options.json { answer.appendJSON(to: &pending) } else { SendAnswerText.append(answer, to: &pending) }
                pending.append(0x0A)
            case .problem(let text):
                // After what came before it on standard output.
                flush()
                write(to: STDERR_FILENO, Array("island send: \(text)\n".utf8))
            }
        }, turnEnded: flush)
        if outcome.exitCode != 0 {
            write(to: STDERR_FILENO, Array("island send: \(outcome.summary)\n".utf8))
        }
        return outcome.exitCode
    }

    /// Straight to the descriptor (`ProcessOutput`, no stdio buffer): what `run` hands over is
    /// out when it returns.
    private static func write(to fd: Int32, _ text: [UInt8]) {
        if fd == STDOUT_FILENO { ProcessOutput.out(text) } else { ProcessOutput.err(text) }
    }
}
