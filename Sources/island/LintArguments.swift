import Foundation
import IslandCore

/// `island lint [OPTIONS] [FILE…|-]`, parsed. No file means stdin.
struct LintArguments: Hashable, Sendable {
    /// Type files (`--type FILE`, `--schema FILE`).
    var typeFiles: [String] = []
    /// The app's Swift files (`--attributes FILE.swift`).
    var attributesFiles: [String] = []
    /// `--type NAME`: lone updates and ends are checked against this type.
    var loneType: String?
    var json = false
    var help = false
    /// `--now TIME`: the device clock from the first payload on.
    var now: Date?
    var ios: IOSVersion = .newest
    var frequentUpdates = false
    /// Paths in order; `-` is stdin.
    var inputs: [String] = []

    static let usage = """
        Usage: island lint [OPTIONS] [FILE...|-]
          Checks ActivityKit push payloads as iOS would: one verdict per payload, then every
          other problem and warning it has. A file holds NDJSON (one payload per line), JSON
          documents (pretty-printed is fine) or an island --record file; all files are one
          stream, in order, on one device clock: each payload arrives at its recorded arrival,
          else at its own timestamp, else with the payload before it. No FILE or - reads
          stdin, line by line as it comes (tail -f log | island lint -).
          --type FILE     a type file: your ActivityAttributes types (docs/types.md); repeatable
          --schema FILE   a schema file (docs/schema.md); repeatable
          --attributes FILE.swift
                          your ActivityAttributes Swift file: its types as your app decodes
                          them; repeatable. With one type in it and no --type NAME, updates
                          and ends without a start are checked against that type
          --type NAME     check updates and ends that have no start in front against type NAME,
                          as if the activity had been started with them
          --now TIME      the device clock at the first payload (Unix seconds or ISO 8601)
          --ios VERSION   behave like iOS 17.0, 17.2, 18 or 26 (default 26)
          --frequent-updates
                          treat every app as declaring NSSupportsLiveActivitiesFrequentUpdates
          --json          one JSON object per payload: file, line, verdict, code, message,
                          problems, warnings, activity-id, state
          Exit status: 0 every payload applied, 1 otherwise, 2 usage error
        """

    /// A `--type` value that is a file rather than a type name.
    static func isFile(_ value: String) -> Bool {
        value.contains("/") || value.hasSuffix(".json")
    }

    static func parse(_ arguments: [String]) throws(LintUsageError) -> LintArguments {
        var result = LintArguments()
        var rest = arguments[...]
        var optionsEnded = false
        func value(_ name: String, _ argument: String) throws(LintUsageError) -> String {
            if argument.hasPrefix("\(name)=") {
                let text = String(argument.dropFirst(name.count + 1))
                guard !text.isEmpty else { throw LintUsageError("\(name) needs a value") }
                return text
            }
            guard let text = rest.popFirst(), !text.isEmpty else { throw LintUsageError("\(name) needs a value") }
            return text
        }
        while let argument = rest.popFirst() {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                result.inputs.append(argument)
                continue
            }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            switch name {
            case "--":
                optionsEnded = true
            case "--json":
                result.json = true
            case "-h", "--help":
                result.help = true
            case "--frequent-updates":
                result.frequentUpdates = true
            case "--schema":
                result.typeFiles.append(try value(name, argument))
            case "--attributes":
                result.attributesFiles.append(try value(name, argument))
            case "--type":
                let text = try value(name, argument)
                if isFile(text) {
                    result.typeFiles.append(text)
                } else {
                    guard result.loneType == nil else { throw LintUsageError("--type NAME can be given once") }
                    result.loneType = text
                }
            case "--now":
                let text = try value(name, argument)
                do {
                    result.now = try ValueParser.time(text, option: "--now")
                } catch {
                    throw LintUsageError(error.message)
                }
            case "--ios":
                let text = try value(name, argument)
                guard let version = IOSVersion(rawValue: text) else {
                    throw LintUsageError("--ios is one of \(IOSVersion.allCases.map(\.rawValue).joined(separator: ", ")), not '\(text)'")
                }
                result.ios = version
            default:
                throw LintUsageError("unknown option \(DiagnosticText.quote(argument))")
            }
        }
        if result.inputs.filter({ $0 == "-" }).count > 1 {
            throw LintUsageError("stdin (-) can be read only once")
        }
        if result.inputs.isEmpty { result.inputs = ["-"] }
        return result
    }
}
