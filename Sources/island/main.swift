import Foundation
import IslandIO
#if os(Linux)
import Glibc
#else
#error("island is written for Linux")
#endif

let arguments = Array(CommandLine.arguments.dropFirst())

// Commands that only print end as Unix filters do when their reader goes away
// (`island render … | head -c1`): SIGPIPE at its default action ends them at once and
// quietly, with the status a shell shows as 141 — no error from a write nobody reads, no crash
// report. The dashboard, `send` and `replay` ignore it: a socket client or a reader of a file
// that went away is an error from write(2), never a death.
let printingCommands: Set<String> = ["render", "lint", "simulate", "themes", "help", "--help", "-h"]
if let command = arguments.first, printingCommands.contains(command) {
    signal(SIGPIPE, SIG_DFL)
} else {
    SignalPipe.ignore(SIGPIPE)
}
// A parent may have blocked signals (test runners do, and children inherit the mask): island
// must still hear SIGINT, SIGTERM, SIGHUP and window resizes.
var handled = sigset_t()
sigemptyset(&handled)
for signal in SignalPipe.terminating + [SIGWINCH, SIGPIPE] { sigaddset(&handled, signal) }
pthread_sigmask(SIG_UNBLOCK, &handled, nil)
exit(Subcommands.main(arguments))
