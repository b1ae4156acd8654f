import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A finished process: its exit status and what it printed.
struct ProcessResult {
    let status: Int32
    let output: String
    let error: String

    /// Runs `executable` to the end with stdin from /dev/null and stdout and stderr into
    /// temporary files, so stdout is never a terminal. Files, not pipes: a child that leaves
    /// a daemon behind (tmux starting its server) would hold a pipe open forever.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil) throws -> ProcessResult {
        let directory = try TemporaryDirectory("island-process")
        defer { directory.remove() }
        let input = open("/dev/null", O_RDONLY)
        let output = open(directory.path("out"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let error = open(directory.path("err"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer {
            close(input)
            close(output)
            close(error)
        }
        let child = try ChildProcess(executable.path, arguments, environment: environment, stdin: input, stdout: output, stderr: error)
        let status = child.wait()
        return ProcessResult(status: status, output: directory.read("out") ?? "", error: directory.read("err") ?? "")
    }
}
