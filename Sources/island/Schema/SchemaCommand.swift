import Foundation
import IslandCore
import IslandText
import IslandTypes
import IslandSimulator

/// `island schema FILE.swift…`: the type definitions an app's own `ActivityAttributes` files
/// describe, printed as a type file (docs/types.md) to save, edit and load with `--type`.
/// Warnings go to stderr with file and line.
enum SchemaCommand {
    static let command = Command(
        name: "schema",
        summary: .cliSchemaSummary,
        synopsis: "[OPTIONS] FILE.swift…",
        about: .cliSchemaAbout,
        options: SchemaOptions.table,
        operand: SchemaOptions.operand,
        exitStatus: [
            (0, .cliSchemaExit0),
            (1, .cliSchemaExit1),
            (2, .cliSchemaExit2),
        ],
        initial: SchemaOptions(),
        validate: SchemaOptions.validate
    )

    static let entry = CommandEntry(command, run: run)

    static func run(_ options: SchemaOptions) -> Int32 {
        let report: SwiftAttributesReport
        do {
            guard let read = try AttributesFiles.read(options.files, option: "schema", requireTypes: false) else { return 2 }
            report = read
        } catch {
            Console.error(error.sentence, prefix: "island schema")
            return 2
        }
        AttributesFiles.printNotes(report)
        guard !report.types.isEmpty else {
            Console.error(Sentence(.cliNoAttributesStruct, ["files": options.files.map { DiagnosticText.quote($0, limit: 200) }.joined(separator: ", ")]),
                          prefix: "island schema")
            return 1
        }
        var contents = report.contents
        if let bundle = options.app {
            contents.app = AppDescription.derived(bundle: bundle)
            for index in contents.definitions.indices { contents.definitions[index].key.app = bundle }
        }
        let modelled = contents.definitions.filter { $0.schema != nil }
        if !modelled.isEmpty {
            contents.definitions = modelled
            let text = TypeFileWriter.text(contents)
            // What is printed must load: read it back before anyone saves it.
            do {
                _ = try TypeFile.parse(text, file: "island schema")
            } catch {
                Console.error(Sentence(.cliSchemaDoesNotReadBack, ["error": "\(error)"]), prefix: "island schema")
                return 1
            }
            // Bidi controls from the Swift file's string literals are escaped too: same JSON.
            let safe = text.split(separator: "\n", omittingEmptySubsequences: false).map { OutputText.escapedJSON(String($0)) }
            ProcessOutput.out(safe.joined(separator: "\n"))
        }
        let skipped = report.types.filter { $0.schema == nil }.map(\.name)
        if !skipped.isEmpty {
            Console.error(Sentence(.cliSchemaLeftOut, ["types": skipped.joined(separator: ", ")]), prefix: "island schema")
        }
        return report.isComplete ? 0 : 1
    }
}
