import IslandText
import Foundation
#if os(Linux)
import Glibc
#endif

/// Finds theme files on disk. A `--theme` value with a `/` or ending in `.json` is a path, read
/// directly; a name is looked up as `NAME.json` in, in order:
/// 1. `$XDG_CONFIG_HOME/island/themes` (default `~/.config/island/themes`),
/// 2. `themes` next to the binary, then `../share/island/themes` relative to it,
/// 3. the repository checkout: the first directory up from the binary's (under `swift run` it
///    is `.build/<triple>/<config>/`) that holds `Package.swift` and `themes/`,
/// 4. `themes` in the current working directory.
/// The first file of a name wins. Everything the locator depends on is injected, so tests
/// can point it at temporary directories.
package struct ThemeLocator: Sendable {
    /// Theme files are small; a bigger file is a mistake, not a theme.
    package static let maximumFileSize = 1 << 20

    package var environment: [String: String]
    package var executablePath: String?
    package var currentDirectory: String

    package init(environment: [String: String], executablePath: String?, currentDirectory: String) {
        self.environment = environment
        self.executablePath = executablePath
        self.currentDirectory = currentDirectory
    }

    /// A locator for this process: its environment, its binary (`ProcessImage.executablePath`,
    /// which resolves the symlink SwiftPM's `.build/debug` is) and its working directory.
    package static func forCurrentProcess(environment: [String: String] = ProcessInfo.processInfo.environment) -> ThemeLocator {
        let fileManager = FileManager.default
        let cwd = fileManager.currentDirectoryPath
        var executable = ProcessImage.executablePath
        if executable == nil, let first = CommandLine.arguments.first, first.contains("/") {
            executable = first.hasPrefix("/") ? first : join(cwd, first)
        }
        return ThemeLocator(environment: environment, executablePath: executable, currentDirectory: cwd)
    }

    /// True when a `--theme` value names a file rather than a theme.
    package static func isPath(_ request: String) -> Bool {
        request.contains("/") || request.hasSuffix(".json")
    }

    /// The directories searched for theme names, in order, without duplicates. They need
    /// not exist.
    package var searchDirectories: [ThemeDirectory] {
        directories(named: "themes", includingWorkingDirectory: true)
    }

    /// The directories island's data of one kind (`themes`, `types`) is looked up in, the
    /// user's first: the config directory, next to the binary and `../share/island`, the
    /// checkout a `swift build` binary lives in, and optionally the working directory.
    package func directories(named folder: String, includingWorkingDirectory: Bool) -> [ThemeDirectory] {
        var candidates: [ThemeDirectory] = []
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            // The XDG spec says a relative XDG_CONFIG_HOME is invalid and must be ignored.
            candidates.append(ThemeDirectory(path: Self.join(xdg, "island/\(folder)"), origin: .user))
        } else if let home = environment["HOME"], !home.isEmpty {
            candidates.append(ThemeDirectory(path: Self.join(home, ".config/island/\(folder)"), origin: .user))
        }
        if let executablePath {
            let binDirectory = Self.parent(of: Self.absolute(executablePath, in: currentDirectory))
            candidates.append(ThemeDirectory(path: Self.join(binDirectory, folder), origin: .installed))
            candidates.append(ThemeDirectory(path: Self.normalized(Self.join(binDirectory, "../share/island/\(folder)")), origin: .installed))
            if let checkout = Self.checkoutFolder(folder, above: binDirectory) {
                candidates.append(ThemeDirectory(path: checkout, origin: .checkout))
            }
        }
        if includingWorkingDirectory {
            candidates.append(ThemeDirectory(path: Self.join(currentDirectory, folder), origin: .workingDirectory))
        }

        var seen: Set<String> = []
        return candidates.filter { seen.insert(Self.identity(of: $0.path)).inserted }
    }

    /// Every `*.json` file in the search directories; the first of each name wins.
    package func discover() -> ThemeDiscovery {
        var discovery = ThemeDiscovery(searched: searchDirectories)
        var names: Set<String> = []
        let fileManager = FileManager.default
        for directory in discovery.searched {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                continue
            }
            let entries: [String]
            do {
                entries = try fileManager.contentsOfDirectory(atPath: directory.path)
            } catch {
                discovery.problems.append(Sentence(.themeCannotListDirectory, ["path": directory.path, "reason": Self.reason(of: error)]))
                continue
            }
            for entry in entries.sorted() where entry.hasSuffix(".json") && !entry.hasPrefix(".") {
                let name = String(entry.dropLast(".json".count))
                let location = ThemeLocation(name: name, path: Self.join(directory.path, entry), origin: directory.origin)
                if names.contains(name) {
                    discovery.shadowed.append(location)
                    continue
                }
                do {
                    let contents = try Self.readFile(location.path)
                    discovery.themes.append(LocatedTheme(location: location, contents: contents))
                    names.insert(name)
                } catch {
                    discovery.problems.append(error.sentence)
                }
            }
        }
        return discovery
    }

    /// Reads a theme file named directly (`--theme FILE`): relative to the working directory,
    /// `~/` from `HOME`. Its name is the file name without `.json`.
    /// `kind` names the file in a size error (`type file` when a type file is read this way).
    package func read(path: String, kind: StringKey = .fileKindTheme) throws(ThemeLocatorError) -> LocatedTheme {
        var expanded = path
        if path.hasPrefix("~/"), let home = environment["HOME"], !home.isEmpty {
            expanded = Self.join(home, String(path.dropFirst(2)))
        }
        let absolutePath = Self.absolute(expanded, in: currentDirectory)
        let fileName = absolutePath.split(separator: "/").last.map(String.init) ?? absolutePath
        let name = fileName.hasSuffix(".json") && fileName.count > ".json".count
            ? String(fileName.dropLast(".json".count)) : fileName
        let contents = try Self.readFile(absolutePath, shownAs: path, kind: kind)
        return LocatedTheme(location: ThemeLocation(name: name, path: absolutePath, origin: nil), contents: contents)
    }

    /// Reads a regular file of at most `maximumFileSize` bytes. Opened non-blocking so a FIFO
    /// named `x.json` cannot hang startup; it is then rejected as not a regular file.
    static func readFile(_ path: String, shownAs shown: String? = nil, kind: StringKey = .fileKindTheme) throws(ThemeLocatorError) -> [UInt8] {
        let display = shown ?? path
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ThemeLocatorError(path: display, reason: Sentence(.fileCannotOpen, ["reason": String(cString: strerror(errno))]))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw ThemeLocatorError(path: display, reason: Sentence(.fileCannotStat, ["reason": String(cString: strerror(errno))]))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw ThemeLocatorError(path: display, reason: Sentence(.fileNotRegular))
        }
        guard info.st_size <= maximumFileSize else {
            throw ThemeLocatorError(path: display, reason: Sentence(.fileTooLargeBytes, ["bytes": String(info.st_size), "limit": String(maximumFileSize)], sentences: ["kind": Sentence(kind)]))
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw ThemeLocatorError(path: display, reason: Sentence(.fileCannotRead, ["reason": String(cString: strerror(errno))]))
            }
            bytes.append(contentsOf: buffer[..<count])
            if bytes.count > maximumFileSize {
                throw ThemeLocatorError(path: display, reason: Sentence(.fileTooLarge, ["limit": String(maximumFileSize)], sentences: ["kind": Sentence(kind)]))
            }
        }
        return bytes
    }

    /// `folder` in the nearest directory at or above `directory` that also holds
    /// `Package.swift`: the checkout a `swift build` binary lives in.
    private static func checkoutFolder(_ folder: String, above directory: String) -> String? {
        let fileManager = FileManager.default
        var current = normalized(directory)
        while true {
            var isDirectory: ObjCBool = false
            let themes = join(current, folder)
            if fileManager.fileExists(atPath: join(current, "Package.swift")),
               fileManager.fileExists(atPath: themes, isDirectory: &isDirectory), isDirectory.boolValue {
                return themes
            }
            let up = parent(of: current)
            if up == current { return nil }
            current = up
        }
    }

    static func join(_ directory: String, _ component: String) -> String {
        directory.hasSuffix("/") ? directory + component : directory + "/" + component
    }

    static func absolute(_ path: String, in directory: String) -> String {
        normalized(path.hasPrefix("/") ? path : join(directory, path))
    }

    /// The path with `.` and `..` components and repeated slashes removed (lexically).
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    static func parent(of path: String) -> String {
        let normalizedPath = normalized(path)
        guard let slash = normalizedPath.lastIndex(of: "/"), slash != normalizedPath.startIndex else { return "/" }
        return String(normalizedPath[..<slash])
    }

    /// Two spellings of one directory (a symlink, the checkout as working directory) are
    /// searched once.
    private static func identity(of path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    private static func reason(of error: Error) -> String {
        if let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(posix.code)) {
            return String(cString: strerror(code.rawValue))
        }
        return error.localizedDescription
    }
}
