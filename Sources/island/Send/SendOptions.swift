import IslandIO
import IslandText

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
        .value("--socket", "PATH", help: .cliSendSocket) { options, text throws(CommandLineError) in
            options.socketPath = try ValueParser.nonEmpty(text, option: "--socket")
            options.socketGiven = true
        },
        .flag("--follow", short: "f", help: .cliSendFollow) { $0.follow = true },
        .flag("--pace", help: .cliSendPace) { options in
            options.pace = options.pace ?? 1
        },
        .value("--speed", "N", help: .cliSendSpeed, complete: .free) { options, text throws(CommandLineError) in
            options.pace = try ValueParser.speed(text, option: "--speed")
        },
        .flag("--json", help: .cliSendJson) { $0.json = true },
    ] + APNsClientOptions.connectionOptions() + APNsClientOptions.pushOptions()

    static let operand = CommandOperand<SendOptions>("[FILE…|-]") { options, file throws(CommandLineError) in
        if file == "-", options.inputs.contains(.stdin) { throw CommandLineError(.cliStdinOnce) }
        options.inputs.append(file == "-" ? .stdin : .file(file))
    }

    /// Without FILE, standard input — unless `--follow` only listens.
    @Sendable static func validate(_ options: inout SendOptions) throws(CommandLineError) {
        if options.viaAPNs {
            let socketOnly = [(Sentence(.cliVerbatim, ["text": "--socket"]), options.socketGiven), (Sentence(.cliVerbatim, ["text": "--follow"]), options.follow),
                              (Sentence(.cliEitherOption, ["first": "--pace", "second": "--speed"]), options.pace != nil)]
            if let (name, _) = socketOnly.first(where: { $0.1 }) {
                throw CommandLineError(.cliSendSocketOnly, sentences: ["option": name])
            }
        } else if let name = options.apnsClient.pushOptionsGiven.first ?? (options.apnsClient.caFile != nil ? "--cacert" : nil) {
            throw CommandLineError(.cliSendNeedsAPNs, ["option": name])
        }
        if options.pace != nil, options.follow, options.inputs.isEmpty {
            throw CommandLineError(.cliSendPaceNeedsInput)
        }
        if options.inputs.isEmpty, !options.follow { options.inputs = [.stdin] }
    }
}
