import IslandText
import Foundation
import IslandIO
import IslandUI
#if canImport(Glibc)
import Glibc
#endif

/// `island themes [NAME|FILE …] [--ascii] [--color auto|always|never]`: lists the themes island
/// finds, where each comes from, and a colour swatch of each; with names or files, shows and
/// checks only those. Also the loader the main command uses for `--theme`.
enum ThemesCommand {
    static let command = Command(
        name: "themes",
        summary: .cliThemesSummary,
        synopsis: "[NAME|FILE…] [OPTIONS]",
        about: .cliThemesAbout,
        options: ThemesOptions.table,
        operand: ThemesOptions.operand,
        exitStatus: [
            (0, .cliThemesExit0),
            (1, .cliThemesExit1),
            (2, .cliThemesExit2),
        ],
        settings: [.theme],
        initial: ThemesOptions(),
        applySetting: { options, setting, text in
            if setting == .theme { options.configuredTheme = text }
        },
        noteOrigin: { options, setting, origin in
            if setting == .theme { options.configuredThemeOrigin = origin }
        }
    )

    static let entry = CommandEntry(command, run: run)

    /// Runs the subcommand; returns the exit status.
    static func run(_ options: ThemesOptions) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let requests = options.requests
        let ascii = options.ascii
        let colorChoice = options.color
        let mode: ANSIColorMode
        switch colorChoice {
        case "auto": mode = ANSIColorMode.detect(environment: environment, isTerminal: isatty(STDOUT_FILENO) == 1)
        case "always":
            // Forced colour into a pipe may have no TERM to go by: then 256 colours.
            let detected = ANSIColorMode.detect(environment: environment.filter { $0.key != "NO_COLOR" }, isTerminal: true)
            mode = detected == .none ? .ansi256 : detected
        case "never": mode = .none
        default: mode = .none
        }

        let locator = ThemeLocator.forCurrentProcess(environment: environment)
        let discovery = locator.discover()
        let glyphs: Glyphs = ascii ? .ascii : .unicode
        var output = ""
        var failed = false
        let words = Console.words

        if requests.isEmpty {
            var catalog: ThemeCatalog
            do {
                catalog = try loadCatalog(requested: options.configuredTheme, environment: environment, locator: locator, discovery: discovery)
                if options.configuredTheme == nil, !ANSIColorMode.noColor(in: environment),
                   let remembered = RememberedTheme(environment: environment)?.read(),
                   let index = catalog.names.firstIndex(of: remembered) {
                    catalog.selectedIndex = index
                }
            } catch {
                printError(Sentence.origin(options.configuredThemeOrigin, error.description))
                return 1
            }
            output += words.text(.cliThemesHeading) + "\n"
            for (position, entry) in catalog.entries.enumerated() {
                output += describe(entry, selected: position == catalog.selectedIndex, discovery: discovery, glyphs: glyphs, mode: mode)
            }
            if !discovery.shadowed.isEmpty {
                output += "\n" + words.text(.cliThemesHidden) + "\n"
                for location in discovery.shadowed {
                    output += "  \(clean(location.path))\n"
                }
            }
            output += "\n" + words.text(.cliThemesSearchPath) + "\n"
            for directory in discovery.searched {
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) && isDirectory.boolValue
                output += "  " + TextWidth.pad(directory.origin.rawValue, toWidth: 18) + clean(directory.path)
                    + (exists ? "" : "  " + words.text(.cliThemesNotThere)) + "\n"
            }
            for message in catalog.errors {
                printError(Sentence(.cliThemesSkipped, sentences: ["problem": message]))
                failed = true
            }
        } else {
            for request in requests {
                do {
                    let catalog = try loadCatalog(requested: request, environment: environment, locator: locator, discovery: discovery)
                    output += describe(catalog.entries[catalog.selectedIndex], selected: false, discovery: discovery, glyphs: glyphs, mode: mode)
                } catch {
                    printError(Sentence(.cliVerbatim, ["text": error.description]))
                    failed = true
                }
            }
        }
        ProcessOutput.out(output)
        return failed ? 1 : 0
    }

    /// The themes for the main command: every theme found, in the order `t` cycles through
    /// them, and the index of the one to start with (`requested` — `--theme NAME|FILE` —, else
    /// `mono` under NO_COLOR, else `default`). Throws when the requested theme is missing or
    /// invalid: the caller prints the message and exits. Files found on the search path that
    /// are invalid are skipped, each with a message in `errors` for the events pane.
    static func loadCatalog(
        requested: String?, environment: [String: String],
        locator: ThemeLocator? = nil, discovery: ThemeDiscovery? = nil
    ) throws(ThemeCatalogError) -> ThemeCatalog {
        let locator = locator ?? ThemeLocator.forCurrentProcess(environment: environment)
        let discovery = discovery ?? locator.discover()
        let files = discovery.themes.map { ThemeFile(name: $0.name, source: $0.path, contents: $0.contents) }
        var request: ThemeRequest?
        if let requested {
            if ThemeLocator.isPath(requested) {
                do {
                    let located = try locator.read(path: requested)
                    request = .file(ThemeFile(name: located.name, source: located.path, contents: located.contents))
                } catch {
                    throw ThemeCatalogError(Sanitizer.sanitize(error.description))
                }
            } else {
                request = .name(requested)
            }
        }
        do {
            return try ThemeCatalog.assemble(
                files: files, requested: request, noColor: ANSIColorMode.noColor(in: environment), problems: discovery.problems)
        } catch {
            if case .name(let name) = request, !discovery.themes.contains(where: { $0.name == name }) {
                let searched = discovery.searched.map(\.path).map(Sanitizer.sanitize).joined(separator: ", ")
                throw ThemeCatalogError("\(error.message) (searched \(searched))")
            }
            throw error
        }
    }

    private static func describe(
        _ entry: ThemeEntry, selected: Bool, discovery: ThemeDiscovery, glyphs: Glyphs, mode: ANSIColorMode
    ) -> String {
        let theme = entry.theme
        var origin = ""
        if let location = discovery.themes.first(where: { $0.path == entry.source })?.location, let kind = location.origin {
            origin = "  (\(kind.rawValue))"
        }
        var text = (selected ? "* " : "  ") + TextWidth.pad(clean(theme.name), toWidth: 15) + " " + clean(entry.source) + origin + "\n"
        if !theme.summary.isEmpty {
            text += "    " + TextWidth.truncate(clean(theme.summary), toWidth: 76) + "\n"
        }
        text += "    " + ThemeSwatch.render(theme, glyphs: glyphs, mode: mode, table: Console.words) + "\n"
        if mode == .none {
            text += wrap(ThemeSwatch.colorSummary(theme, table: Console.words).components(separatedBy: ", "), indent: "    ", width: 80)
        }
        return text
    }

    /// Items joined with ", ", broken into lines of at most `width` cells.
    private static func wrap(_ items: [String], indent: String, width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for (position, item) in items.enumerated() {
            let piece = item + (position < items.count - 1 ? "," : "")
            if !line.isEmpty, TextWidth.width(of: indent + line + " " + piece) > width {
                lines.append(line)
                line = piece
            } else {
                line += (line.isEmpty ? "" : " ") + piece
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { indent + $0 + "\n" }.joined()
    }

    private static func clean(_ text: String) -> String {
        Sanitizer.sanitize(text)
    }

    private static func printError(_ message: Sentence) {
        ProcessOutput.err("island themes: " + message.words(Console.words) + "\n")
    }
}
