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
        summary: "print the type definitions of your ActivityAttributes Swift files",
        synopsis: "[OPTIONS] FILE.swift…",
        about: """
            Reads the Swift files that declare your ActivityAttributes types (with the types they
            use; give every file they are spread over) and prints a type file: for each struct
            conforming to ActivityAttributes, its attributes and content state exactly as
            synthesized Codable decodes them, and a default presentation. Save it, edit the
            presentation, and load it with --type FILE; or use the Swift files directly with
            --attributes FILE.swift.

            What island cannot model (a hand-written init(from:), a property wrapper, an enum
            with associated values, a type not in the files) is a warning with file and line,
            and that type is left out: island shows its payloads without validating them.
            """,
        options: SchemaOptions.table,
        operand: SchemaOptions.operand,
        exitStatus: [
            (0, "every type was modelled"),
            (1, "a type could not be modelled, or there is none"),
            (2, "a mistake on the command line, or a file that cannot be read"),
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
            Console.error(error.message, prefix: "island schema")
            return 2
        }
        AttributesFiles.printNotes(report)
        guard !report.types.isEmpty else {
            Console.error("no struct conforming to ActivityAttributes in \(options.files.map { DiagnosticText.quote($0, limit: 200) }.joined(separator: ", "))",
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
                Console.error("the written type file does not read back (\(error)); please report this with your Swift file", prefix: "island schema")
                return 1
            }
            // Bidi controls from the Swift file's string literals are escaped too: same JSON.
            let safe = text.split(separator: "\n", omittingEmptySubsequences: false).map { OutputText.escapedJSON(String($0)) }
            ProcessOutput.out(safe.joined(separator: "\n"))
        }
        let skipped = report.types.filter { $0.schema == nil }.map(\.name)
        if !skipped.isEmpty {
            Console.error("not modelled, so left out: \(skipped.joined(separator: ", "))", prefix: "island schema")
        }
        return report.isComplete ? 0 : 1
    }
}
