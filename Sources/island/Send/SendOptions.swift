import IslandIO

/// The command line of `island send`.
struct SendOptions: Hashable, Sendable, HasAPNsClientOptions {
    /// `--socket PATH`; nil: the `socket` setting, else `SocketPath.defaultPath()`.
    var socketPath: String?
    var follow = false
    /// `--pace` (speed 1) or `--speed N`: send each line when its timestamp comes; nil: at once.
    var pace: Double?
    /// `--json`: the answers as NDJSON rather than `FILE:LINE: …` text.
    var json = false
    var inputs: [SendInput] = []
    /// `--apns URL`: send through APNs's provider API instead of the socket.
    var viaAPNs = false
    var apnsClient = APNsClientOptions()
    /// `--socket` was on the command line (not only a setting).
    var socketGiven = false

    static let table: [CommandOption<SendOptions>] = [
        .value("--socket", "PATH", help: "the dashboard's socket (default: the socket setting, else $XDG_RUNTIME_DIR/island/island.sock, else /tmp/island-UID/island.sock)") { options, text throws(CommandLineError) in
            options.socketPath = try ValueParser.nonEmpty(text, option: "--socket")
            options.socketGiven = true
        },
        .flag("--follow", short: "f", help: "stay connected and print intents and lifecycle changes as they happen") { $0.follow = true },
        .flag("--pace", help: "send each line when its time comes: the gaps between the lines' aps.timestamp (a line without one goes with the line before)") { options in
            options.pace = options.pace ?? 1
        },
        .value("--speed", "N", help: "with --pace (implied), N times as fast: --speed 20 plays a 48-minute trip in 2:24", complete: .free) { options, text throws(CommandLineError) in
            options.pace = try ValueParser.speed(text, option: "--speed")
        },
        .flag("--json", help: "print each answer as the dashboard's JSON, with \"file\" and \"line\" of the input") { $0.json = true },
    ] + APNsClientOptions.connectionOptions() + APNsClientOptions.pushOptions()

    static let operand = CommandOperand<SendOptions>("[FILE…|-]") { options, file throws(CommandLineError) in
        if file == "-", options.inputs.contains(.stdin) { throw CommandLineError("standard input (-) can be read only once") }
        options.inputs.append(file == "-" ? .stdin : .file(file))
    }

    /// Without FILE, standard input — unless `--follow` only listens.
    @Sendable static func validate(_ options: inout SendOptions) throws(CommandLineError) {
        if options.viaAPNs {
            let socketOnly = [("--socket", options.socketGiven), ("--follow", options.follow), ("--pace or --speed", options.pace != nil)]
            if let (name, _) = socketOnly.first(where: { $0.1 }) {
                throw CommandLineError("\(name) is for the dashboard's socket, not --apns: APNs answers each request, and intents do not go through APNs")
            }
        } else if let name = options.apnsClient.pushOptionsGiven.first ?? (options.apnsClient.caFile != nil ? "--cacert" : nil) {
            throw CommandLineError("\(name) needs --apns URL")
        }
        if options.pace != nil, options.follow, options.inputs.isEmpty {
            throw CommandLineError("--pace needs input to pace (FILE or -)")
        }
        if options.inputs.isEmpty, !options.follow { options.inputs = [.stdin] }
    }
}
