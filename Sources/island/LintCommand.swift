import Foundation
import IslandCore

/// `island lint`: reads the files (or stdin), runs `LintEngine`, prints the verdicts.
/// Everything but the reading and printing lives in IslandCore.
enum LintCommand {
    static func run(_ arguments: [String]) -> Int32 {
        let options: LintArguments
        do {
            options = try LintArguments.parse(arguments)
        } catch {
            printError("island lint: \(error.message)\n\(LintArguments.usage)")
            return 2
        }
        if options.help {
            print(LintArguments.usage)
            return 0
        }
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
        FileHandle.standardError.write(Data((UntrustedText.lines(text) + "\n").utf8))
    }
}
