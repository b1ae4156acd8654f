import Foundation
import IslandIO
#if canImport(Glibc)
import Glibc
#endif

// A reader that goes away (a socket client, `island … | head`) is an error from write(2),
// never a death by SIGPIPE.
SignalPipe.ignore(SIGPIPE)
exit(Subcommands.main(Array(CommandLine.arguments.dropFirst())))
