import Foundation
import IslandCore

/// `island lint`: reads the files (or stdin), runs `LintEngine`, prints the verdicts.
/// Everything but the reading and printing lives in IslandCore.
enum LintCommand {
    static let command = Command(
        name: "lint",
        summary: "check payloads the way iOS would, one verdict per payload",
        synopsis: "[OPTIONS] [FILE…|-]",
        about: """
            Checks ActivityKit push payloads as iOS would and says why one is ignored or
            rejected. A file holds NDJSON (one payload per line) or JSON documents
            (pretty-printed is fine); all files are one stream, in order, on a clock that
            starts at the first payload's timestamp and moves to each applied payload's
            timestamp. No FILE, or -, reads standard input.
            """,
        options: LintOptions.table,
        operand: LintOptions.operand,
        exitStatus: [
            (0, "every payload applied"),
            (1, "some payload ignored or rejected"),
            (2, "a mistake on the command line, or a schema or file that cannot be read"),
        ],
        initial: LintArguments(),
        validate: LintOptions.validate
    )

    static let entry = CommandEntry(command, run: run)

    static func run(_ options: LintArguments) -> Int32 {
        var schemas = SchemaRegistry()
        for path in options.schemaFiles {
            do {
                let bytes = try read(path)
                try schemas.add(try SchemaFile.parse(bytes, file: path))
            } catch let error as SchemaError {
                printError("island lint: schema \(error)")
                return 2
            } catch {
                printError("island lint: cannot read schema \(DiagnosticText.quote(path, limit: 200)): \(error.localizedDescription)")
                return 2
            }
        }
        var inputs: [LintInput] = []
        for path in options.inputs {
            do {
                inputs.append(LintInput(name: path, bytes: try read(path)))
            } catch {
                printError("island lint: cannot read \(DiagnosticText.quote(path, limit: 200)): \(error.localizedDescription)")
                return 2
            }
        }
        let results = LintEngine.run(inputs, schemas: schemas)
        for result in results {
            print(options.json ? LintFormatter.json(result) : LintFormatter.text(result))
        }
        if !options.json { print(LintFormatter.summary(results)) }
        return LintEngine.exitCode(results)
    }

    static func read(_ path: String) throws -> [UInt8] {
        if path == "-" { return Array(FileHandle.standardInput.readDataToEndOfFile()) }
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
