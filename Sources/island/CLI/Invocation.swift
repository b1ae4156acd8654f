/// What a command line asks for: the command's help, or a run with these options.
enum Invocation<Options> {
    case help
    case run(Options)
}
