import Foundation
import IslandCore
import IslandIO
import IslandUI

/// `island render [OPTIONS] [FILE…|-]`: one frame without a terminal, for README images, docs
/// and CI. The payloads go through the dashboard's reducer on lint's clock
/// (`PayloadPlayback`), the frame is drawn by `StillFrame` and printed by `GridText`; this
/// command only reads and prints. Exit status 0, 1 when there is nothing to draw or a file
/// cannot be read, 2 for a command-line mistake.
enum RenderCommand {
    static let subcommand = Subcommand(name: "render", summary: "print one frame of payloads as text or ANSI, no terminal needed", run: run)

    static var help: String {
        """
        Usage: island render [OPTIONS] [FILE…|-]

        Applies the payloads (NDJSON or pretty-printed JSON, as island lint reads them; no
        FILE or - is standard input) on a clock that moves to each payload's timestamp, and
        prints one frame at --at: plain text with trailing blanks trimmed, or with --ansi in
        the theme's colours. Clock times are shown in the local time zone (set TZ to choose).

        Options:
        \(CommandOption.helpText(RenderOptions.table))
        """
    }

    static func run(_ arguments: [String]) -> Int32 {
        var options = RenderOptions()
        do {
            try OptionParser.parse(arguments, into: &options, table: RenderOptions.table) { options, file throws(CommandLineError) in
                options.files.append(file)
            }
        } catch {
            Console.error("\(error) (see island help render)")
            return 2
        }
        if options.showHelp {
            Console.out(help)
            return 0
        }
        let environment = ProcessInfo.processInfo.environment
        let catalog: ThemeCatalog
        do {
            catalog = try ThemesCommand.loadCatalog(requested: options.theme, environment: environment)
        } catch {
            Console.error("\(error)")
            return 2
        }
        let languages = LanguagePreferences.from(explicit: options.language, environment: environment)
        var model = AppModel(languages: languages)
        model.themeIndex = catalog.selectedIndex
        do {
            let loaded = try TypeLoader.load(explicit: options.typePaths, locator: .forCurrentProcess())
            model.system = LiveActivitySystem(types: loaded.registry)
            // A broken file found in the type directories is skipped, and said so.
            for problem in loaded.problems { Console.error("type file \(problem) (skipped)") }
        } catch {
            Console.error("type file \(error)")
            return 1
        }
        let files = options.files.isEmpty ? ["-"] : options.files
        var documents: [LintDocument] = []
        for file in files {
            let data = file == "-" ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: file)
            guard let data else {
                Console.error("cannot read \(DiagnosticText.quote(file, limit: 200))")
                return 1
            }
            documents += DocumentSplitter.documents(in: LintInput(name: file, bytes: Array(data)))
        }
        let names = files.map { $0 == "-" ? "stdin" : URL(fileURLWithPath: $0).lastPathComponent }
        model.sources = [SourceStatus(name: names.joined(separator: ", "), state: .running)]
        guard let playback = PayloadPlayback.play(documents, at: options.at, now: options.now, from: model) else {
            Console.error("no payload has a timestamp to draw at: give --at TIME")
            return 1
        }

        let baseGlyphs: Glyphs = options.ascii ? .ascii : .unicode
        let theme = catalog.theme(at: catalog.selectedIndex)
        let context = RenderContext(languages: languages, glyphs: theme.glyphs(over: baseGlyphs), themeNames: catalog.names,
                                    timeZone: .current, asciiOnly: options.ascii)
        guard let grid = StillFrame.grid(playback.model, view: options.view, width: options.width, height: options.height,
                                         now: playback.now, context: context, activityID: options.activityID) else {
            let which = options.activityID.map { "no activity \(DiagnosticText.quote($0))" } ?? "no activity"
            Console.error("\(which) to draw at \(ISO8601DateFormatter().string(from: playback.now)) (\(playback.played) of \(documents.count) payloads applied)")
            return 1
        }
        let text = options.colors.map { GridText.ansi(grid, theme: theme, mode: $0) } ?? GridText.plain(grid)
        FileHandle.standardOutput.write(Data(text.utf8))
        return 0
    }
}
