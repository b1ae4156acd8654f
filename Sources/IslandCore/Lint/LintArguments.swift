/// `island lint [--schema FILE]… [--json] [FILE…|-]`, parsed. No file means stdin.
package struct LintArguments: Hashable, Sendable {
    package var schemaFiles: [String] = []
    package var json = false
    package var help = false
    /// Paths in order; `-` is stdin.
    package var inputs: [String] = []

    package init(schemaFiles: [String] = [], json: Bool = false, help: Bool = false, inputs: [String] = []) {
        self.schemaFiles = schemaFiles
        self.json = json
        self.help = help
        self.inputs = inputs
    }

    package static let usage = """
        usage: island lint [--schema FILE]... [--json] [FILE...|-]
          Checks ActivityKit push payloads as iOS would and says why one is ignored or rejected.
          A file holds NDJSON (one payload per line) or JSON documents (pretty-printed is fine);
          all files are one stream, in order, on a clock that starts at the first payload's
          timestamp and moves to each applied payload's timestamp. No FILE or - reads stdin.
          --schema FILE  describe your ActivityAttributes types (see docs/schema.md); repeatable
          --json         one JSON object per payload: file, line, verdict, code, message,
                         warnings, activity-id, state
          exit status: 0 every payload applied, 1 otherwise, 2 usage error
        """

    package static func parse(_ arguments: [String]) throws(LintUsageError) -> LintArguments {
        var result = LintArguments()
        var rest = arguments[...]
        var optionsEnded = false
        while let argument = rest.popFirst() {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                result.inputs.append(argument)
                continue
            }
            switch argument {
            case "--":
                optionsEnded = true
            case "--json":
                result.json = true
            case "-h", "--help":
                result.help = true
            case "--schema":
                guard let file = rest.popFirst(), !file.isEmpty else {
                    throw LintUsageError("--schema needs a FILE")
                }
                result.schemaFiles.append(file)
            default:
                if argument.hasPrefix("--schema=") {
                    let file = String(argument.dropFirst("--schema=".count))
                    guard !file.isEmpty else { throw LintUsageError("--schema needs a FILE") }
                    result.schemaFiles.append(file)
                } else {
                    throw LintUsageError("unknown option \(DiagnosticText.quote(argument))")
                }
            }
        }
        if result.inputs.filter({ $0 == "-" }).count > 1 {
            throw LintUsageError("stdin (-) can be read only once")
        }
        if result.inputs.isEmpty { result.inputs = ["-"] }
        return result
    }
}
