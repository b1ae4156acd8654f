import Foundation
import IslandCore
import IslandText
import IslandTypes

/// Finds and reads every type file island uses: the ones named on the command line (`--type`,
/// `--schema`; a mistake in them stops island), then the user's
/// (`$XDG_CONFIG_HOME/island/types`), then the ones in a `types/` directory — next to the
/// binary, in `../share/island/types`, or in the checkout —, and last the built-in ones
/// compiled into the binary. A file shadows a built-in type of the same app and name; a
/// broken file found by the search is reported and skipped.
package enum TypeLoader {
    package struct Loaded: Sendable {
        package var registry: TypeRegistry
        /// Files read, in order.
        package var files: [String]
        /// What was wrong with files the search found (they were skipped), each naming its
        /// file: worded in the screen's language in the events pane, in English in the log.
        package var problems: [Sentence]
    }

    /// - Parameters:
    ///   - explicit: files named on the command line, read first; any error is thrown.
    ///   - described: definitions already read from elsewhere (`--attributes FILE.swift`).
    package static func load(explicit: [String], described: [TypeFile.Contents] = [], locator: ThemeLocator) throws(SchemaError) -> Loaded {
        var loaded = Loaded(registry: TypeRegistry(), files: [], problems: [])
        for contents in described {
            try loaded.registry.add(contents)
        }
        for path in explicit {
            let bytes: [UInt8]
            do {
                bytes = try locator.read(path: path, kind: .fileKindType).contents
            } catch {
                throw SchemaError(path: "", error.reason, file: path)
            }
            try loaded.registry.add(TypeFile.parse(bytes, file: path))
            loaded.files.append(path)
        }
        for directory in locator.directories(named: "types", includingWorkingDirectory: false) {
            for path in files(in: directory.path) {
                do {
                    let contents = try TypeFile.parse(ThemeLocator.readFile(path, kind: .fileKindType), file: path)
                    let skipped = try loaded.registry.add(contents, onConflict: .keepExisting)
                    if skipped.count < contents.definitions.count { loaded.files.append(path) }
                } catch let error as SchemaError {
                    loaded.problems.append(error.sentence)
                } catch let error as ThemeLocatorError {
                    loaded.problems.append(error.sentence)
                } catch {
                    loaded.problems.append(Sentence(.loadAt, ["location": path], sentences: ["problem": Sentence(.diagnosticText, ["text": "\(error)"])]))
                }
            }
        }
        // Last, the built-in types compiled in: what no file above defined. A copied binary
        // with no `types/` beside it still knows them; a file only adds and overrides.
        for embedded in builtIn {
            let skipped = try loaded.registry.add(embedded.contents, onConflict: .keepExisting)
            if skipped.count < embedded.contents.definitions.count { loaded.files.append(embedded.name) }
        }
        return loaded
    }

    /// The built-in type files (`EmbeddedTypeFiles`, made from `types/*.json` at build time),
    /// parsed once; named `built-in NAME`.
    package static let builtIn: [(name: String, contents: TypeFile.Contents)] = EmbeddedTypeFiles.files.compactMap { file in
        let name = "built-in \(file.name)"
        // They are checked when built (TypeFileEmbeddingTests): one that did not parse would
        // be a broken build, left out rather than stopping island.
        guard let contents = try? TypeFile.parse(Array(file.text.utf8), file: name) else { return nil }
        return (name, contents)
    }

    /// The `*.json` files of a directory, by name; none when it does not exist.
    static func files(in directory: String) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return entries.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { ThemeLocator.join(directory, $0) }
    }
}
