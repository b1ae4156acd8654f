import Foundation
import IslandCore
import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// `island lint`: reads the files (or stdin) as they come, runs each payload through
/// `LintEngine` and prints its verdict at once — memory does not grow with the input, and
/// `tail -f log | island lint -` answers line by line. Everything but reading and printing
/// lives in IslandCore.
enum LintCommand {
    static let command = Command(
        name: "lint",
        summary: "check payloads the way iOS would, one verdict per payload",
        synopsis: "[OPTIONS] [FILE…|-]",
        about: """
            Checks ActivityKit push payloads as iOS would: one verdict per payload, then every
            other problem and warning it has. A file holds NDJSON (one payload per line), JSON
            documents (pretty-printed is fine) or an island --record file; all files are one
            stream, in order, on one device clock: each payload arrives at its recorded
            arrival, else at its own timestamp, else with the payload before it. No FILE, or
            -, reads standard input line by line as it comes (tail -f log | island lint -).
            """,
        options: LintOptions.table,
        operand: LintOptions.operand,
        exitStatus: [
            (0, "every payload applied"),
            (1, "some payload ignored or rejected"),
            (2, "a mistake on the command line, or a type file or input that cannot be read"),
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
            Console.error(error.message, prefix: "island lint")
            return 2
        }
        AttributesFiles.printNotes(attributes)
        let types: TypeRegistry
        do {
            types = try TypeLoader.load(explicit: options.typeFiles, described: AttributesFiles.described(attributes),
                                        locator: .forCurrentProcess()).registry
        } catch {
            Console.error("type file \(error)", prefix: "island lint")
            return 2
        }
        // The one type of the Swift files is what lone updates are checked against.
        var lone: TypeDefinition? = options.loneType == nil && attributes?.types.count == 1 ? attributes?.types.first?.definition : nil
        if let name = options.loneType {
            guard case .found(let definition) = types.lookup(app: nil, type: name) else {
                var message = "--type \(DiagnosticText.quote(name)) is not a type island knows"
                if let near = KeySuggestion.nearest(to: name, among: types.typeNames) { message += " (did you mean \(near)?)" }
                Console.error(message + "; give its type file with --type FILE", prefix: "island lint")
                return 2
            }
            lone = definition
        }
        let systemOptions = SystemOptions(ios: options.ios, frequentUpdates: options.frequentUpdates, warnsBareContentState: true)
        var engine = LintEngine(types: types, options: systemOptions, now: options.now, loneType: lone)
        var tally = LintFormatter.Tally()
        let output = StandardOutput()
        for path in options.inputs {
            let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                output.flush()
                Console.error("cannot read \(DiagnosticText.quote(path, limit: 200)): \(String(cString: strerror(errno)))", prefix: "island lint")
                return 2
            }
            defer { if descriptor != STDIN_FILENO { close(descriptor) } }
            var lines = LineSplitter()
            var documents = DocumentSplitter(file: path)
            let emit = { (found: [LintDocument]) in
                for document in found {
                    let result = engine.check(document)
                    tally.add(result)
                    output.line(options.json ? LintFormatter.json(result) : LintFormatter.text(result))
                }
            }
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                if count < 0 {
                    output.flush()
                    Console.error("cannot read \(DiagnosticText.quote(path, limit: 200)): \(String(cString: strerror(errno)))", prefix: "island lint")
                    return 2
                }
                if count == 0 { break }
                let bodies = buffer.withUnsafeBytes { lines.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
                for body in bodies { emit(documents.add(body)) }
                // What this read completed is out before the next read waits.
                output.flush()
            }
            if let last = lines.finish() { emit(documents.add(last)) }
            emit(documents.finish())
        }
        if !options.json { output.line(tally.summary) }
        output.flush()
        return tally.exitCode
    }
}

extension DocumentSplitter {
    /// A line as the line splitter hands it over.
    mutating func add(_ body: IncomingLine.Body) -> [LintDocument] {
        switch body {
        case .bytes(let bytes): return add(line: bytes)
        case .tooLong(let count): return add(tooLong: count)
        }
    }
}
