import Foundation
import IslandCore
import IslandText
import IslandSwiftSource
import IslandTypes
import IslandSimulator

/// `--attributes FILE.swift` (and `island schema`): the app's own Swift files, read as type
/// definitions by `SwiftAttributesReader`. A file that cannot be read is a command-line
/// mistake; what the reader has to say goes to stderr as `file:line: warning: …`.
enum AttributesFiles {
    /// The files' report; nil for no files. `requireTypes`: a file list without any
    /// `ActivityAttributes` struct is a mistake (for `--attributes`, not for `island schema`,
    /// which says so itself).
    static func read(_ paths: [String], option: String = "--attributes", requireTypes: Bool = true) throws(CommandLineError) -> SwiftAttributesReport? {
        guard !paths.isEmpty else { return nil }
        var files: [SwiftSourceFile] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CommandLineError(.cliAttributesCannotRead, ["option": option, "path": DiagnosticText.quote(path, limit: 200)])
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw CommandLineError(.cliAttributesNotUTF8, ["option": option, "path": DiagnosticText.quote(path, limit: 200)])
            }
            files.append(SwiftSourceFile(name: path, text: text))
        }
        let report = SwiftAttributesReader.read(files)
        if requireTypes, report.types.isEmpty {
            throw CommandLineError(.cliOptionProblem, ["option": option], sentences: ["problem": Sentence(.cliNoAttributesStruct, ["files": paths.map { DiagnosticText.quote($0, limit: 200) }.joined(separator: ", ")])])
        }
        return report
    }

    /// The definitions for `TypeLoader.load(described:)`.
    static func described(_ report: SwiftAttributesReport?) -> [TypeFile.Contents] {
        report.map { [$0.contents] } ?? []
    }

    /// Every note on stderr, one line each (`App/Trip.swift:12: warning: …`).
    static func printNotes(_ report: SwiftAttributesReport?) {
        for note in report?.notes ?? [] {
            ProcessOutput.err(OutputText.escaped(note.description) + "\n")
        }
    }
}
