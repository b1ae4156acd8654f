import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A finished process: its exit status and what it printed.
package struct ProcessResult: Sendable {
    package let status: Int32
    package let output: String
    package let error: String

    /// Runs `executable` to the end with `input` on stdin (nothing: /dev/null) and stdout and
    /// stderr into temporary files, so stdout is never a terminal. Files, not pipes: a child
    /// that leaves a daemon behind (tmux starting its server) would hold a pipe open forever.
    package static func run(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
                            input: String? = nil) throws -> ProcessResult {
        let directory = TemporaryDirectory("island-process")
        defer { directory.remove() }
        if let input { try Data(input.utf8).write(to: URL(fileURLWithPath: directory.path("in"))) }
        let stdin = open(input == nil ? "/dev/null" : directory.path("in"), O_RDONLY | O_CLOEXEC)
        let output = open(directory.path("out"), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let error = open(directory.path("err"), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer {
            close(stdin)
            close(output)
            close(error)
        }
        let child = try ChildProcess(executable.path, arguments, environment: environment, stdin: stdin, stdout: output, stderr: error)
        let status = child.wait()
        return ProcessResult(status: status, output: directory.read("out") ?? "", error: directory.read("err") ?? "")
    }
}
