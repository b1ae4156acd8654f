import Foundation
import IslandTestSupport

/// A private tmux server (its own socket name, no config) with one pane running `sh`, for
/// driving the real binary like a user: type, press keys, click, read the screen.
/// `kill()` (also on deinit) ends the server and everything in it.
final class TmuxSession {
    let socketName: String
    let width: Int
    let height: Int
    private var killed = false

    /// Whether tmux is installed (the end-to-end tests are skipped without it).
    static var isAvailable: Bool { executable != nil }

    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/tmux"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// The terminal type for the pane: tmux's own when terminfo has it (256 colours), else
    /// `screen`, which every ncurses install has.
    static let terminalType: String = {
        for name in ["tmux-256color", "screen-256color"] {
            for root in ["/usr/share/terminfo", "/lib/terminfo", "/etc/terminfo"]
            where FileManager.default.fileExists(atPath: "\(root)/\(name.prefix(1))/\(name)") {
                return name
            }
        }
        return "screen"
    }()

    /// Starts the server with a `width` × `height` pane (no status line) running `sh` with
    /// `environment` added.
    init(width: Int = 100, height: Int = 32, environment: [String: String] = [:]) throws {
        self.socketName = "island-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        self.width = width
        self.height = height
        var variables = ["TERM": Self.terminalType, "PS1": "$ ", "ENV": ""]
        variables.merge(environment) { $1 }
        let assignments = variables.sorted { $0.key < $1.key }.map { Shell.quote("\($0.key)=\($0.value)") }
        let command = "env \(assignments.joined(separator: " ")) sh"
        try tmux(["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", command,
                  ";", "set-option", "-g", "status", "off"])
        let ready = Eventually.wait(timeout: 10) { (try? self.display("#{pane_height}")) == "\(height)" }
        if !ready { throw TmuxFailure(message: "the tmux pane never reached \(width)×\(height)") }
    }

    deinit { kill() }

    /// Runs one tmux command against this server and returns its output.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        guard let executable = Self.executable else { throw TmuxFailure(message: "tmux is not installed") }
        let result = try ProcessResult.run(URL(fileURLWithPath: executable), ["-L", socketName] + arguments)
        guard result.status == 0 else {
            throw TmuxFailure(message: "tmux \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.error)")
        }
        return result.output
    }

    /// Types text literally (no key names), without Enter.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", "0", "-l", text])
    }

    /// Types a command line and presses Enter.
    func run(_ commandLine: String) throws {
        try type(commandLine)
        try press("Enter")
    }

    /// Presses keys by tmux name: "b", "y", "Enter", "Tab", "BTab", "C-c", "Space", "Escape".
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "0"] + keys)
    }

    /// A button-1 press at a cell (0-based), in the X10 mouse encoding that ncurses asks
    /// tmux for (`kmous=\E[M`): ESC [ M, then button, column and row, each plus 32, 1-based.
    func click(x: Int, y: Int) throws {
        precondition(x < 223 && y < 223, "X10 mouse coordinates end at 222")
        let bytes = [0x1B, 0x5B, 0x4D, 0x20, 32 + x + 1, 32 + y + 1]
        try tmux(["send-keys", "-t", "0", "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// The screen's text, one line per row.
    func capture() throws -> String {
        try tmux(["capture-pane", "-p", "-t", "0"])
    }

    /// The screen and everything scrolled off it (leaving the alternate screen can scroll a
    /// program's last words into the history).
    func captureWithHistory() throws -> String {
        try tmux(["capture-pane", "-p", "-S", "-", "-t", "0"])
    }

    /// The screen's text with lines the terminal wrapped joined again (for messages longer
    /// than the pane is wide).
    func captureJoined() throws -> String {
        try tmux(["capture-pane", "-p", "-J", "-t", "0"])
    }

    /// A tmux format for the pane, e.g. `#{alternate_on}`.
    func display(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", "0", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits (bounded) until the screen satisfies `condition`; returns the last capture.
    @discardableResult
    func waitForScreen(timeout: TimeInterval = 30, _ condition: (String) -> Bool) -> (matched: Bool, screen: String) {
        var screen = ""
        let matched = Eventually.wait(timeout: timeout) {
            screen = (try? capture()) ?? ""
            return condition(screen)
        }
        return (matched, screen)
    }

    /// The terminal modes tmux tracks for the pane: what a program can leave switched on.
    func modes() throws -> [String: String] {
        let names = ["alternate_on", "cursor_flag", "insert_flag", "keypad_cursor_flag", "keypad_flag",
                     "mouse_any_flag", "mouse_button_flag", "mouse_standard_flag", "mouse_sgr_flag", "mouse_utf8_flag"]
        let values = try display(names.map { "#{\($0)}" }.joined(separator: " ")).split(separator: " ").map(String.init)
        return Dictionary(uniqueKeysWithValues: zip(names, values))
    }

    func kill() {
        guard !killed else { return }
        killed = true
        _ = try? tmux(["kill-server"])
    }
}

struct TmuxFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
