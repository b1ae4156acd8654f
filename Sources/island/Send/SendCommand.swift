import IslandText
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
        summary: .cliSendSummary,
        synopsis: "[OPTIONS] [FILE…|-]",
        about: .cliSendAbout,
        options: SendOptions.table,
        operand: SendOptions.operand,
        exitStatus: [
            (0, .cliSendExit0),
            (1, .cliSendExit1),
            (2, .cliSendExit2),
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
            Console.error(error, prefix: "island send")
            return error.exitCode
        }
        // What the dashboard answered goes out once per turn of the client, before it waits
        // again: a script reading island's output sees each answer as soon as the turn that
        // read it ends, and a burst of answers costs one write, not one each.
        var pending: [UInt8] = []
        let words = SendAnswerWords(Console.words)
        func flush() {
            write(to: STDOUT_FILENO, pending)
            pending.removeAll(keepingCapacity: true)
        }
        let outcome = client.run(output: { output in
            switch output {
            case .received(let answer):
                if options.json { answer.appendJSON(to: &pending) } else { SendAnswerText.append(answer, words: words, to: &pending) }
                pending.append(0x0A)
            case .problem(let sentence):
                // After what came before it on standard output.
                flush()
                write(to: STDERR_FILENO, Array("island send: \(sentence.words(Console.words))\n".utf8))
            }
        }, turnEnded: flush)
        if outcome.exitCode != 0 {
            write(to: STDERR_FILENO, Array("island send: \(outcome.summary(Console.words))\n".utf8))
        }
        return outcome.exitCode
    }

    /// Straight to the descriptor (`ProcessOutput`, no stdio buffer): what `run` hands over is
    /// out when it returns.
    private static func write(to fd: Int32, _ text: [UInt8]) {
        if fd == STDOUT_FILENO { ProcessOutput.out(text) } else { ProcessOutput.err(text) }
    }
}
