import Foundation
import IslandIO
#if canImport(Glibc)
import Glibc
#endif

// A reader that goes away (a socket client, `island … | head`) is an error from write(2),
// never a death by SIGPIPE.
SignalPipe.ignore(SIGPIPE)
// A parent may have blocked signals (test runners do, and children inherit the mask): island
// must still hear SIGINT, SIGTERM, SIGHUP and window resizes.
var handled = sigset_t()
sigemptyset(&handled)
for signal in SignalPipe.terminating + [SIGWINCH] { sigaddset(&handled, signal) }
pthread_sigmask(SIG_UNBLOCK, &handled, nil)
exit(Subcommands.main(Array(CommandLine.arguments.dropFirst())))
