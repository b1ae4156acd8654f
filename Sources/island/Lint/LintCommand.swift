import IslandText
import Foundation
import IslandCore
import IslandIO
#if canImport(Glibc)
import Glibc
import IslandTypes
#endif

/// `island lint`: reads the files (or stdin) as they come, runs each payload through
/// `LintEngine` and prints its verdict at once — memory does not grow with the input, and
/// `tail -f log | island lint -` answers line by line. Everything but reading and printing
/// lives in IslandCore.
enum LintCommand {
    static let command = Command(
        name: "lint",
        summary: .cliLintSummary,
        synopsis: "[OPTIONS] [FILE…|-]",
        about: .cliLintAbout,
        options: LintOptions.table,
        operand: LintOptions.operand,
        exitStatus: [
            (0, .cliLintExit0),
            (1, .cliLintExit1),
            (2, .cliLintExit2),
        ],
        initial: LintArguments(),
        validate: LintOptions.validate
    )

    static let entry = CommandEntry(command, run: run)

    static func run(_ options: LintArguments) -> Int32 {
        let attributes: SwiftAttributesReport?
        do {
            attributes = try AttributesFiles.read(options.attributesFiles)
        } catch {
            Console.error(error.sentence, prefix: "island lint")
            return 2
        }
        AttributesFiles.printNotes(attributes)
        let types: TypeRegistry
        do {
            types = try TypeLoader.load(explicit: options.typeFiles, described: AttributesFiles.described(attributes),
                                        locator: .forCurrentProcess()).registry
        } catch {
            Console.error(Sentence(.cliTypeFileProblem, sentences: ["problem": error.sentence]), prefix: "island lint")
            return 2
        }
        // The one type of the Swift files is what lone updates are checked against.
        var lone: TypeDefinition? = options.loneType == nil && attributes?.types.count == 1 ? attributes?.types.first?.definition : nil
        if let name = options.loneType {
            guard case .found(let definition) = types.lookup(app: nil, type: name) else {
                let arguments = ["name": DiagnosticText.quote(name)]
                let message = KeySuggestion.nearest(to: name, among: types.typeNames).map { near in
                    Sentence(.cliLintUnknownTypeNear, arguments.merging(["near": near]) { $1 })
                } ?? Sentence(.cliLintUnknownType, arguments)
                Console.error(message, prefix: "island lint")
                return 2
            }
            lone = definition
        }
        let systemOptions = SystemOptions(ios: options.ios, frequentUpdates: options.frequentUpdates, warnsBareContentState: true)
        var engine = LintEngine(types: types, options: systemOptions, now: options.now, loneType: lone)
        var tally = LintFormatter.Tally()
        let words = LintFormatter.Words(Console.words)
        let output = StandardOutput()
        // The file's name as printed, made safe once per file.
        var shown = (file: "", safe: "")
        let batches = LintReader.start(options.inputs)
        reading: while true {
            // Everything printed so far is out before waiting for the next read.
            let batch = batches.tryTake() ?? {
                output.flush()
                return batches.take()
            }()
            switch batch {
            case .payloads(let payloads):
                // By index: the payloads are read where they lie, not copied out one by one.
                for index in payloads.indices {
                    let result = engine.check(payloads[index].document, decoded: payloads[index].decoded)
                    tally.add(result)
                    if options.json {
                        output.line(LintFormatter.json(result))
                    } else {
                        if result.file != shown.file { shown = (result.file, LintFormatter.safe(result.file)) }
                        output.line { LintFormatter.appendText(result, file: shown.safe, words: words, to: &$0) }
                    }
                }
            case .failure(let message):
                output.flush()
                Console.error(message, prefix: "island lint")
                return 2
            case .end:
                break reading
            }
        }
        if !options.json { output.line(tally.summary(Console.words)) }
        output.flush()
        return tally.exitCode
    }
}
