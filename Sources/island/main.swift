import Foundation
import IslandIO
import IslandText
#if os(Linux)
import Glibc
#else
#error("island is written for Linux")
#endif

// Before anything is opened: a closed 0, 1 or 2 would otherwise be the next file's number.
StandardDescriptors.secure()

// argv as bytes: `CommandLine.arguments` turns a file name that is not UTF-8 into U+FFFD, a
// name no file has. `PathBytes` keeps each such byte, and gives it back at open(2).
let arguments = (1 ..< Int(CommandLine.argc)).map { index in
    CommandLine.unsafeArgv[index].map { PathBytes.string(UnsafeBufferPointer(start: $0, count: strlen($0)).lazy.map { UInt8(bitPattern: $0) }) } ?? ""
}

// A reader that went away is an error from write(2), never a death: `ProcessOutput`, the one
// writer of every command, ends a command whose reader left (`island render … | head -c1`)
// quietly with the status a shell shows for SIGPIPE (141); the dashboard, `send` and `replay`
// treat a socket client or a reader of a file that went away as an error of that one peer.
SignalPipe.ignore(SIGPIPE)
// A parent may have blocked signals (test runners do, and children inherit the mask): island
// must still hear SIGINT, SIGTERM, SIGHUP and window resizes.
var handled = sigset_t()
sigemptyset(&handled)
for signal in SignalPipe.terminating + [SIGWINCH, SIGPIPE] { sigaddset(&handled, signal) }
pthread_sigmask(SIG_UNBLOCK, &handled, nil)
exit(Subcommands.main(arguments))
