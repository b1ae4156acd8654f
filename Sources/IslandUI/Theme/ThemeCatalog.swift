import IslandText
/// The themes island can show, in the order `t` cycles through them, and the one to start
/// with. Pure: the I/O layer finds and reads the files; this parses them, resolves `extends`,
/// adds the built-in themes no file replaces, and picks the start theme (`--theme`, else
/// `mono` under `NO_COLOR`, else `default`).
package struct ThemeCatalog: Hashable, Sendable {
    /// `default` first, then the others by name.
    package private(set) var entries: [ThemeEntry]
    /// The theme to start with, an index into `entries`.
    package var selectedIndex: Int
    /// Theme files that were skipped, each `source: key: what was expected`.
    package private(set) var errors: [Sentence]

    package var themes: [Theme] { entries.map(\.theme) }
    package var names: [String] { entries.map(\.theme.name) }
    package var selected: Theme { entries[selectedIndex].theme }

    /// The theme for a model's `themeIndex`, which only ever grows when `t` is pressed: it
    /// wraps around, and a start index of `selectedIndex` shows the selected theme.
    package func theme(at index: Int) -> Theme {
        let count = entries.count
        return entries[((index % count) + count) % count].theme
    }

    package func index(named name: String) -> Int? {
        entries.firstIndex { $0.theme.name == name }
    }

    /// Only the built-in themes: what island has with no theme files at all.
    package static func builtIn(noColor: Bool = false) -> ThemeCatalog {
        // Built-in themes always parse, and no request can fail without one.
        (try? assemble(files: [], requested: nil, noColor: noColor))
            ?? ThemeCatalog(entries: [ThemeEntry(theme: .builtInDefault, source: ThemeEntry.builtInSource)], selectedIndex: 0, errors: [])
    }

    /// Builds the catalog from discovered theme files (earlier files win over later ones of
    /// the same name, as the search path orders them). A discovered file that does not parse is
    /// skipped with a message in `errors` (after `problems`, the I/O layer's messages about
    /// files it could not read); a requested theme that is missing or does not parse throws,
    /// naming the file, the key and what was expected.
    package static func assemble(
        files: [ThemeFile], requested: ThemeRequest? = nil, noColor: Bool = false, problems: [Sentence] = []
    ) throws(ThemeCatalogError) -> ThemeCatalog {
        var byName: [String: ThemeFile] = [:]
        var order: [String] = []
        for file in files where byName[file.name] == nil {
            byName[file.name] = file
            order.append(file.name)
        }

        var resolved: [String: Result<Theme, ThemeError>] = [:]
        var entries: [ThemeEntry] = []
        var errors = problems.map { $0.mappingTexts(display) }
        var failures: [String: Sentence] = [:]
        for name in order {
            let file = byName[name]!
            var stack: [String] = []
            switch resolve(file, byName: byName, resolved: &resolved, stack: &stack) {
            case .success(let theme):
                entries.append(ThemeEntry(theme: theme, source: file.source))
            case .failure(let error):
                let message = Sentence(.themeFileProblem, ["file": display(file.source)], sentences: ["problem": error.sentence])
                errors.append(message)
                failures[name] = message
            }
        }
        for theme in Theme.builtIns where !entries.contains(where: { $0.theme.name == theme.name }) {
            entries.append(ThemeEntry(theme: theme, source: ThemeEntry.builtInSource))
        }

        if case .file(let file) = requested {
            var stack: [String] = []
            switch resolve(file, byName: byName, resolved: &resolved, stack: &stack) {
            case .success(let theme):
                entries.removeAll { $0.theme.name == theme.name }
                entries.append(ThemeEntry(theme: theme, source: file.source))
            case .failure(let error):
                throw ThemeCatalogError("\(display(file.source)): \(error.description)")
            }
        }

        entries.sort { a, b in
            if (a.theme.name == "default") != (b.theme.name == "default") { return a.theme.name == "default" }
            return a.theme.name < b.theme.name
        }
        var catalog = ThemeCatalog(entries: entries, selectedIndex: 0, errors: errors)

        switch requested {
        case .file(let file):
            catalog.selectedIndex = catalog.index(named: file.name) ?? 0
        case .name(let name):
            if let index = catalog.index(named: name) {
                catalog.selectedIndex = index
            } else if let failure = failures[name] {
                throw ThemeCatalogError(failure.english)
            } else {
                let hint = ThemeParser.suggestion(for: name, among: catalog.names).map { " (did you mean \(ThemeParser.quote($0))?)" } ?? ""
                throw ThemeCatalogError("no theme named \(ThemeParser.quote(name))\(hint); available: "
                    + catalog.names.joined(separator: ", "))
            }
        case nil:
            catalog.selectedIndex = catalog.index(named: noColor ? "mono" : "default") ?? 0
        }
        return catalog
    }

    /// Parses `file`, resolving `extends` among the other files (then the built-in themes).
    /// A theme that extends its own name extends the built-in theme of that name, so a user's
    /// `default.json` can start from the built-in default and change one colour.
    private static func resolve(
        _ file: ThemeFile, byName: [String: ThemeFile],
        resolved: inout [String: Result<Theme, ThemeError>], stack: inout [String]
    ) -> Result<Theme, ThemeError> {
        let isDiscovered = byName[file.name] == file
        if isDiscovered, let done = resolved[file.name] { return done }
        stack.append(file.name)
        defer { stack.removeLast() }
        let result: Result<Theme, ThemeError>
        do {
            let theme = try ThemeParser.parse(file.contents, name: file.name) { (baseName: String) throws(ThemeError) -> Theme in
                if let base = byName[baseName], base != file {
                    if stack.contains(baseName) {
                        throw ThemeError(key: nil, .themeCycle, ["cycle": (stack + [baseName]).map { ThemeParser.quote($0) }.joined(separator: " → ")])
                    }
                    switch resolve(base, byName: byName, resolved: &resolved, stack: &stack) {
                    case .success(let theme):
                        return theme
                    case .failure(let error) where error.key == "extends" && error.message.key == .themeCycle:
                        // The same cycle, seen from the theme that closed it: say it once.
                        throw ThemeError(key: nil, error.message)
                    case .failure(let error):
                        throw ThemeError(key: nil, Sentence(.themeBaseInvalid, ["name": ThemeParser.quote(baseName), "file": display(base.source)], sentences: ["problem": error.sentence]))
                    }
                }
                if let builtIn = Theme.builtIn(named: baseName) { return builtIn }
                if baseName == file.name {
                    throw ThemeError(key: nil, .themeExtendsItself)
                }
                let available = Set(byName.keys).union(Theme.builtIns.map(\.name)).sorted()
                throw ThemeError(key: nil, .themeNoneNamed, ["name": ThemeParser.quote(baseName), "names": available.joined(separator: ", ")])
            }
            result = .success(theme)
        } catch {
            result = .failure(error)
        }
        if isDiscovered { resolved[file.name] = result }
        return result
    }

    private static func display(_ source: String) -> String {
        Sanitizer.sanitize(source)
    }
}
