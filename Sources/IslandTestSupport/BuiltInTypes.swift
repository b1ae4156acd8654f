import Foundation
import IslandCore
import IslandTypes

/// The type files shipped in the repository's `types/`, read once for the tests, as island
/// reads them at run time (the core itself reads no files).
package enum BuiltInTypes {
    /// The repository's `types/` directory.
    package static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("types")

    /// Every shipped type file, parsed.
    package static let files: [TypeFile.Contents] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { name in
            let url = directory.appendingPathComponent(name)
            let bytes = Array((try? Data(contentsOf: url)) ?? Data())
            do {
                return try TypeFile.parse(bytes, file: "types/\(name)")
            } catch {
                fatalError("types/\(name) does not parse: \(error)")
            }
        }
    }()

    /// A registry of every shipped type.
    package static var registry: TypeRegistry {
        var registry = TypeRegistry()
        for file in files {
            do {
                try registry.add(file)
            } catch {
                fatalError("types/ does not load: \(error)")
            }
        }
        return registry
    }

    /// The system as the dashboard starts it: every shipped type known.
    package static func system(options: SystemOptions = SystemOptions()) -> LiveActivitySystem {
        LiveActivitySystem(types: registry, options: options)
    }
}

extension BuiltInTypes {
    /// The schema of a shipped type, by name.
    package static func schema(_ name: String) -> ActivitySchema {
        guard let schema = files.flatMap(\.definitions).first(where: { $0.key.name == name })?.schema else {
            fatalError("no shipped type \(name)")
        }
        return schema
    }
}
