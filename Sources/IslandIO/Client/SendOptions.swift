/// The command line of `island send [--socket PATH] [--follow] [--pace] [--speed N] [FILE…|-]`.
package struct SendOptions: Hashable, Sendable {
    /// nil: `SocketPath.defaultPath()`.
    package var socketPath: String?
    package var follow = false
    /// `--pace` (speed 1) or `--speed N`: send each line when its timestamp comes; nil: at once.
    package var pace: Double?
    package var inputs: [SendInput] = []
    package var showHelp = false

    package init(socketPath: String? = nil, follow: Bool = false, inputs: [SendInput] = []) {
        self.socketPath = socketPath
        self.follow = follow
        self.inputs = inputs
    }

    package static let usage = """
        usage: island send [--socket PATH] [--follow] [--pace] [--speed N] [FILE…|-]

        Sends payloads to a running dashboard (island run --socket) and prints what it answers.
        A FILE holds NDJSON lines, or pretty-printed JSON documents (an `xcrun simctl push`
        .apns file), each sent compacted onto one line; `-` is standard input. Without FILE,
        standard input is read — unless --follow is given, which then only listens.

          --socket PATH   the dashboard's socket (default: $XDG_RUNTIME_DIR/island/island.sock,
                          else /tmp/island-<uid>/island.sock)
          --follow, -f    stay connected and print intents and lifecycle changes as they happen
          --pace          send each line when its time comes: the gaps between the lines'
                          aps.timestamp (a line without one goes with the line before)
          --speed N       with --pace (implied), N times as fast: --speed 20 plays a 48-minute
                          trip in 2:24
          --help, -h      show this help

        Every line the dashboard sends back is printed as NDJSON: {"type":"ack",…} for a line
        applied, {"type":"reply",…} for one ignored or rejected (with the reason), and intents
        and lifecycle changes. Exit status: 0 every line was applied, 1 some line was not,
        2 nothing could be sent (no dashboard, bad arguments, unreadable file) or the dashboard
        went away before answering.
        """

    /// Parses the arguments after `send`.
    package static func parse(_ arguments: [String]) throws(SendError) -> SendOptions {
        var options = SendOptions()
        var operands: [String] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                operands.append(argument)
                continue
            }
            switch argument {
            case "--":
                optionsEnded = true
            case "--follow", "-f":
                options.follow = true
            case "--help", "-h":
                options.showHelp = true
            case "--pace":
                options.pace = options.pace ?? 1
            case "--speed":
                guard index < arguments.count else { throw .usage("--speed needs a number N above 0") }
                options.pace = try speed(arguments[index])
                index += 1
            case _ where argument.hasPrefix("--speed="):
                options.pace = try speed(String(argument.dropFirst("--speed=".count)))
            case "--socket":
                guard index < arguments.count, !arguments[index].isEmpty else {
                    throw .usage("--socket needs a PATH")
                }
                options.socketPath = arguments[index]
                index += 1
            case _ where argument.hasPrefix("--socket="):
                let path = String(argument.dropFirst("--socket=".count))
                guard !path.isEmpty else { throw .usage("--socket needs a PATH") }
                options.socketPath = path
            default:
                throw .usage("unknown option \(argument)")
            }
        }
        if options.pace != nil, options.follow, operands.isEmpty {
            throw .usage("--pace needs input to pace (FILE or -)")
        }
        options.inputs = operands.map { $0 == "-" ? .stdin : .file($0) }
        if options.inputs.isEmpty, !options.follow { options.inputs = [.stdin] }
        return options
    }

    private static func speed(_ text: String) throws(SendError) -> Double {
        guard let value = Double(text), value.isFinite, value > 0 else {
            throw .usage("--speed needs a number above 0, not \(text)")
        }
        return value
    }
}
