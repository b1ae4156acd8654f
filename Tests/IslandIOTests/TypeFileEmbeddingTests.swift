import Foundation
import IslandTestSupport
import IslandCore
import IslandTestSupport
import Testing
@testable import IslandIO
import IslandSimulator
import IslandTypes

/// The built-in type files are compiled into the binary (the IslandTypeFiles plugin): a binary
/// copied without `types/` beside it still knows the trip, ride, delivery and workout, and a
/// `types/` folder only adds and overrides.
@Suite struct TypeFileEmbeddingTests {
    static let typesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("types")

    @Test func theEmbeddedFilesAreTheRepositorysTypeFiles() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.typesDirectory.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(EmbeddedTypeFiles.files.map(\.name) == names)
        for file in EmbeddedTypeFiles.files {
            let text = try String(contentsOf: Self.typesDirectory.appendingPathComponent(file.name), encoding: .utf8)
            #expect(file.text == text, "\(file.name) differs from types/\(file.name)")
        }
        #expect(TypeLoader.builtIn.count == names.count, "every embedded file parses")
    }

    /// A locator that finds no `types/` anywhere: a binary in an empty directory, no config.
    @Test func aBinaryWithNoTypesFolderKnowsTheBuiltInTypes() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let locator = ThemeLocator(environment: ["XDG_CONFIG_HOME": dir.path("config")], executablePath: dir.path("bin/island"),
                                   currentDirectory: dir.path)
        let loaded = try TypeLoader.load(explicit: [], locator: locator)
        for name in ["TripLiveActivityAttributes", "RideActivityAttributes", "DeliveryAttributes", "WorkoutAttributes"] {
            if case .unknown = loaded.registry.lookup(app: nil, type: name) {
                Issue.record("\(name) is unknown without a types/ folder")
            }
        }
        #expect(loaded.files.allSatisfy { $0.hasPrefix("built-in ") })
        #expect(loaded.problems.isEmpty)
    }

    @Test func aFolderFileOverridesTheBuiltInOne() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let builtIn = try #require(EmbeddedTypeFiles.files.first { $0.name == "rnv-trip.json" })
        // The same app and type in the user's folder: the folder's file is the one read.
        FileWriter.makeDirectory(dir.path("config"))
        FileWriter.makeDirectory(dir.path("config/island"))
        FileWriter.makeDirectory(dir.path("config/island/types"))
        FileWriter.append(builtIn.text, to: dir.path("config/island/types/rnv-trip.json"))
        let locator = ThemeLocator(environment: ["XDG_CONFIG_HOME": dir.path("config")], executablePath: dir.path("bin/island"),
                                   currentDirectory: dir.path)
        let loaded = try TypeLoader.load(explicit: [], locator: locator)
        #expect(loaded.files.first == dir.path("config/island/types/rnv-trip.json"))
        #expect(!loaded.files.contains("built-in rnv-trip.json"), "the folder's file shadows the built-in one")
        #expect(loaded.files.contains("built-in vescape-ride.json"), "the others still come built in")
    }
}
