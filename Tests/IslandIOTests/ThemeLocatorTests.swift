import IslandText
import Foundation
import IslandTestSupport
import Testing
@testable import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// A temporary directory tree, removed when the test ends.
private final class TemporaryTree {
    private let directory = TemporaryDirectory("island-theme-locator")
    /// Normalized as the locator normalizes the paths it finds.
    let root: String

    init() throws {
        root = ThemeLocator.normalized(directory.path)
    }

    deinit {
        directory.remove()
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    func directory(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    func file(_ relative: String, _ text: String = "{}") throws {
        let full = path(relative)
        try FileManager.default.createDirectory(
            atPath: ThemeLocator.parent(of: full), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }
}

@Suite struct ThemeLocatorTests {
    /// A user config, an installed prefix, a checkout with a `swift build` binary and a
    /// working directory, each with theme files.
    private func makeTree() throws -> (TemporaryTree, ThemeLocator) {
        let tree = try TemporaryTree()
        try tree.file("config/island/themes/default.json", #"{"description": "user"}"#)
        try tree.file("config/island/themes/user-only.json")
        try tree.file("repo/Package.swift", "// swift-tools-version:6.0")
        try tree.file("repo/themes/default.json", #"{"description": "checkout"}"#)
        try tree.file("repo/themes/rnv.json")
        try tree.file("repo/themes/notes.txt", "not a theme")
        try tree.file("repo/themes/.hidden.json")
        try tree.file("repo/.build/x86_64-unknown-linux-gnu/debug/themes/installed.json")
        try tree.file("repo/.build/x86_64-unknown-linux-gnu/share/island/themes/shared.json")
        try tree.file("cwd/themes/rnv.json", #"{"description": "cwd"}"#)
        try tree.file("cwd/themes/cwd-only.json")
        let locator = ThemeLocator(
            environment: ["XDG_CONFIG_HOME": tree.path("config"), "HOME": tree.path("home")],
            executablePath: tree.path("repo/.build/x86_64-unknown-linux-gnu/debug/island"),
            currentDirectory: tree.path("cwd"))
        return (tree, locator)
    }

    @Test func searchOrder() throws {
        let (tree, locator) = try makeTree()
        #expect(locator.searchDirectories == [
            ThemeDirectory(path: tree.path("config/island/themes"), origin: .user),
            ThemeDirectory(path: tree.path("repo/.build/x86_64-unknown-linux-gnu/debug/themes"), origin: .installed),
            ThemeDirectory(path: tree.path("repo/.build/x86_64-unknown-linux-gnu/share/island/themes"), origin: .installed),
            ThemeDirectory(path: tree.path("repo/themes"), origin: .checkout),
            ThemeDirectory(path: tree.path("cwd/themes"), origin: .workingDirectory),
        ])
    }

    @Test func userDirectoryDefaultsToDotConfigAndIgnoresARelativeXDG() throws {
        let tree = try TemporaryTree()
        for environment in [["HOME": tree.path("home")], ["HOME": tree.path("home"), "XDG_CONFIG_HOME": "relative/config"]] {
            let locator = ThemeLocator(environment: environment, executablePath: nil, currentDirectory: tree.path("cwd"))
            #expect(locator.searchDirectories.first == ThemeDirectory(path: tree.path("home/.config/island/themes"), origin: .user))
        }
        let homeless = ThemeLocator(environment: [:], executablePath: nil, currentDirectory: tree.path("cwd"))
        #expect(homeless.searchDirectories == [ThemeDirectory(path: tree.path("cwd/themes"), origin: .workingDirectory)])
    }

    @Test func installedBinaryFindsShareAndNoCheckout() throws {
        let tree = try TemporaryTree()
        try tree.file("prefix/share/island/themes/light.json")
        let locator = ThemeLocator(environment: [:], executablePath: tree.path("prefix/bin/island"), currentDirectory: tree.path("cwd"))
        #expect(locator.searchDirectories.map(\.origin) == [.installed, .installed, .workingDirectory])
        #expect(locator.discover().themes.map(\.path) == [tree.path("prefix/share/island/themes/light.json")])
    }

    @Test func discoveryTakesTheFirstOfEachNameInSearchOrder() throws {
        let (tree, locator) = try makeTree()
        let discovery = locator.discover()
        #expect(discovery.themes.map(\.name) == ["default", "user-only", "installed", "shared", "rnv", "cwd-only"])
        let byName = Dictionary(uniqueKeysWithValues: discovery.themes.map { ($0.name, $0) })
        #expect(byName["default"]?.path == tree.path("config/island/themes/default.json"))
        #expect(byName["default"]?.location.origin == .user)
        #expect(String(decoding: byName["default"]?.contents ?? [], as: UTF8.self) == #"{"description": "user"}"#)
        #expect(byName["rnv"]?.location.origin == .checkout)
        #expect(discovery.shadowed == [
            ThemeLocation(name: "default", path: tree.path("repo/themes/default.json"), origin: .checkout),
            ThemeLocation(name: "rnv", path: tree.path("cwd/themes/rnv.json"), origin: .workingDirectory),
        ])
        #expect(discovery.problems.isEmpty)
        #expect(discovery.searched == locator.searchDirectories)
    }

    @Test func theCheckoutAsWorkingDirectoryIsSearchedOnce() throws {
        let (tree, base) = try makeTree()
        var locator = base
        locator.currentDirectory = tree.path("repo")
        #expect(locator.searchDirectories.filter { $0.path.hasSuffix("repo/themes") }.count == 1)
        #expect(locator.discover().shadowed.allSatisfy { $0.origin != .workingDirectory })
    }

    @Test func unreadableFilesAreProblemsNotThemes() throws {
        let tree = try TemporaryTree()
        try tree.directory("themes/folder.json")
        #expect(mkfifo(tree.path("themes/fifo.json"), 0o600) == 0)
        try tree.file("themes/big.json", String(repeating: " ", count: ThemeLocator.maximumFileSize + 1))
        try tree.file("themes/good.json")
        let locator = ThemeLocator(environment: [:], executablePath: nil, currentDirectory: tree.root)
        let discovery = locator.discover()
        #expect(discovery.themes.map(\.name) == ["good"])
        #expect(discovery.problems.map(\.english) == [
            "\(tree.path("themes/big.json")): \(ThemeLocator.maximumFileSize + 1) bytes is too large for a theme file (at most \(ThemeLocator.maximumFileSize))",
            "\(tree.path("themes/fifo.json")): not a regular file",
            "\(tree.path("themes/folder.json")): not a regular file",
        ])
    }

    @Test func readsAFileNamedDirectly() throws {
        let tree = try TemporaryTree()
        try tree.file("cwd/mine/sunset.json", #"{"colors": {}}"#)
        try tree.file("home/t/night.json")
        let locator = ThemeLocator(environment: ["HOME": tree.path("home")], executablePath: nil, currentDirectory: tree.path("cwd"))
        let relative = try locator.read(path: "mine/sunset.json")
        #expect(relative.name == "sunset")
        #expect(relative.path == tree.path("cwd/mine/sunset.json"))
        #expect(relative.location.origin == nil)
        #expect(String(decoding: relative.contents, as: UTF8.self) == #"{"colors": {}}"#)
        #expect(try locator.read(path: "./mine/../mine/sunset.json").path == tree.path("cwd/mine/sunset.json"))
        #expect(try locator.read(path: "~/t/night.json").name == "night")
        #expect(try locator.read(path: tree.path("home/t/night.json")).name == "night")
    }

    @Test func missingFileNamedDirectlyIsAnError() throws {
        let tree = try TemporaryTree()
        let locator = ThemeLocator(environment: [:], executablePath: nil, currentDirectory: tree.root)
        #expect(throws: ThemeLocatorError(path: "nope.json", reason: Sentence(.fileCannotOpen, ["reason": "No such file or directory"]))) {
            try locator.read(path: "nope.json")
        }
    }

    @Test func pathOrName() {
        #expect(ThemeLocator.isPath("./rnv"))
        #expect(ThemeLocator.isPath("rnv.json"))
        #expect(ThemeLocator.isPath("/etc/island/x"))
        #expect(!ThemeLocator.isPath("rnv"))
        #expect(!ThemeLocator.isPath("high-contrast"))
    }

    @Test func pathArithmetic() {
        #expect(ThemeLocator.normalized("/a//b/./c/../d/") == "/a/b/d")
        #expect(ThemeLocator.normalized("/..") == "/")
        #expect(ThemeLocator.parent(of: "/a/b") == "/a")
        #expect(ThemeLocator.parent(of: "/a") == "/")
        #expect(ThemeLocator.parent(of: "/") == "/")
        #expect(ThemeLocator.absolute("x/y", in: "/w") == "/w/x/y")
    }
}
