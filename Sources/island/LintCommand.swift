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
    static func run(_ arguments: [String]) -> Int32 {
        let options: LintArguments
        do {
            options = try LintArguments.parse(arguments)
        } catch {
            Console.error("lint: \(error.message)\n\(LintArguments.usage)")
            return 2
        }
        if options.help {
            Console.out(LintArguments.usage)
            return 0
        }
        let attributes: SwiftAttributesReport?
        do {
            attributes = try AttributesFiles.read(options.attributesFiles)
        } catch {
            Console.error("lint: \(error)")
            return 2
        }
        AttributesFiles.printNotes(attributes)
        let types: TypeRegistry
        do {
            types = try TypeLoader.load(explicit: options.typeFiles, described: AttributesFiles.described(attributes), locator: .forCurrentProcess()).registry
        } catch {
            Console.error("lint: type file \(error)")
            return 2
        }
        // The one type of the Swift files is what lone updates are checked against.
        var lone: TypeDefinition? = options.loneType == nil && attributes?.types.count == 1 ? attributes?.types.first?.definition : nil
        if let name = options.loneType {
            guard case .found(let definition) = types.lookup(app: nil, type: name) else {
                var message = "lint: --type \(DiagnosticText.quote(name)) is not a type island knows"
                if let near = KeySuggestion.nearest(to: name, among: types.typeNames) { message += " (did you mean \(near)?)" }
                Console.error(message + "; give its type file with --type FILE")
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
                Console.error("lint: cannot read \(DiagnosticText.quote(path, limit: 200)): \(String(cString: strerror(errno)))")
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
                    Console.error("lint: cannot read \(DiagnosticText.quote(path, limit: 200)): \(String(cString: strerror(errno)))")
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
