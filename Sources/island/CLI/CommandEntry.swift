/// A command in the list `island` dispatches to: how it is described, and its entry point,
/// which gets the arguments after its name and returns the exit status.
struct CommandEntry: Sendable {
    let info: CommandInfo
    let run: @Sendable ([String]) -> Int32

    var name: String { info.name }

    init<Options>(_ command: Command<Options>, run: @escaping @Sendable (Options) -> Int32) {
        info = command.info
        self.run = { arguments in command.main(arguments, run: run) }
    }
}
