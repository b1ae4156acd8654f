import IslandText
import Foundation
import IslandCore
import IslandJSON
import IslandIO
import IslandUI
import IslandTypes
import IslandJSON

/// `island render [OPTIONS] [FILE…|-]`: one frame without a terminal, for README images, docs
/// and CI. The payloads go through the dashboard's reducer on lint's clock
/// (`PayloadPlayback`), the frame is drawn by `StillFrame` and printed by `GridText`; this
/// command only reads and prints. Exit status 0, 1 when there is nothing to draw or a payload
/// file cannot be read, 2 for a command-line mistake or a type file that cannot be used (as
/// `lint` says it).
enum RenderCommand {
    static let command = Command(
        name: "render",
        summary: .cliRenderSummary,
        synopsis: "[OPTIONS] [FILE…|-]",
        about: .cliRenderAbout,
        options: RenderOptions.table,
        operand: CommandOperand("[FILE…|-]") { options, file throws(CommandLineError) in
            options.files.append(file)
        },
        exitStatus: [
            (0, .cliRenderExit0),
            (1, .cliRenderExit1),
            (2, .cliRenderExit2),
        ],
        settings: [.theme, .language],
        initial: RenderOptions(),
        noteOrigin: { options, setting, origin in options.settingOrigins[setting] = origin }
    )

    static let entry = CommandEntry(command, run: run)

    static func run(_ options: RenderOptions) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let catalog: ThemeCatalog
        do {
            catalog = try ThemesCommand.loadCatalog(requested: options.theme, environment: environment)
        } catch {
            Console.error(Sentence.origin(options.settingOrigins[.theme], "\(error)"), prefix: "island render")
            return 2
        }
        let languages = LanguagePreferences.from(explicit: options.language, environment: environment)
        var model = AppModel(languages: languages)
        model.themeIndex = catalog.selectedIndex
        let attributes: SwiftAttributesReport?
        do {
            attributes = try AttributesFiles.read(options.attributesPaths)
        } catch {
            Console.error(error.sentence, prefix: "island render")
            return 2
        }
        AttributesFiles.printNotes(attributes)
        do {
            let loaded = try TypeLoader.load(explicit: options.typePaths, described: AttributesFiles.described(attributes),
                                             locator: .forCurrentProcess())
            model.system = LiveActivitySystem(types: loaded.registry)
            // A broken file found in the type directories is skipped, and said so.
            for problem in loaded.problems { Console.error(Sentence(.cliTypeFileSkipped, sentences: ["problem": problem]), prefix: "island render") }
        } catch {
            Console.error(Sentence(.cliTypeFileProblem, sentences: ["problem": error.sentence]), prefix: "island render")
            return 2
        }
        if let name = options.preview {
            return preview(name, attributes: attributes, options: options, catalog: catalog, languages: languages)
        }
        let files = options.files.isEmpty ? ["-"] : options.files
        var documents: [LintDocument] = []
        for file in files {
            let data = file == "-" ? Array(FileHandle.standardInput.readDataToEndOfFile()) : Self.contents(of: file)
            guard let data else {
                Console.error(Sentence(.cliCannotRead, ["path": DiagnosticText.quote(file, limit: 200)]), prefix: "island render")
                return 1
            }
            documents += DocumentSplitter.documents(in: LintInput(name: PathBytes.display(file), bytes: data))
        }
        let names = files.map { $0 == "-" ? "stdin" : URL(fileURLWithPath: PathBytes.display($0)).lastPathComponent }
        model.sources = [SourceStatus(name: names.joined(separator: ", "), state: .running)]
        guard let playback = PayloadPlayback.play(documents, at: options.at, now: options.now, from: model) else {
            Console.error(Sentence(.cliRenderNoTimestamp), prefix: "island render")
            return 1
        }

        let baseGlyphs: Glyphs = options.ascii ? .ascii : .unicode
        let theme = catalog.theme(at: catalog.selectedIndex)
        let context = RenderContext(languages: languages, glyphs: theme.glyphs(over: baseGlyphs), themeNames: catalog.names,
                                    timeZone: .current, asciiOnly: options.ascii)
        if options.json {
            guard let activity = StillFrame.activity(in: playback.model, id: options.activityID) else {
                Console.error(Sentence(.cliRenderNoActivityToDescribe, ["time": ISO8601DateFormatter().string(from: playback.now)]), prefix: "island render")
                return 1
            }
            FileHandle.standardOutput.write(Data((PresentationJSON.object(activity, now: playback.now, context: context) + "\n").utf8))
            return 0
        }
        guard let grid = StillFrame.grid(playback.model, view: options.view, width: options.width, height: options.height,
                                         now: playback.now, context: context, activityID: options.activityID) else {
            var arguments = ["time": ISO8601DateFormatter().string(from: playback.now), "played": String(playback.played), "total": String(documents.count)]
            arguments["id"] = options.activityID.map { DiagnosticText.quote($0) }
            Console.error(Sentence(options.activityID == nil ? .cliRenderNothingToDraw : .cliRenderActivityNotToDraw, arguments), prefix: "island render")
            return 1
        }
        let text = options.colors.map { GridText.ansi(grid, theme: theme, mode: $0) } ?? GridText.plain(grid)
        ProcessOutput.out(text)
        return 0
    }

    /// `--preview NAME`: a `#Preview` block of the files, drawn without payloads.
    static func preview(_ name: String, attributes: SwiftAttributesReport?, options: RenderOptions, catalog: ThemeCatalog,
                        languages: LanguagePreferences) -> Int32 {
        guard let program = attributes?.types.lazy.compactMap(\.definition.widget).first else {
            Console.error(Sentence(.cliRenderPreviewNeedsWidget), prefix: "island render")
            return 1
        }
        guard let (preview, state) = WidgetPreviewDrawing.find(name, in: program) else {
            let names = program.previews.map { DiagnosticText.quote($0.name, limit: 60) }.joined(separator: ", ")
            Console.error(Sentence(names.isEmpty ? .cliRenderNoPreviewNone : .cliRenderNoPreview, ["name": DiagnosticText.quote(name, limit: 60), "names": names]), prefix: "island render")
            return 1
        }
        let baseGlyphs: Glyphs = options.ascii ? .ascii : .unicode
        let theme = catalog.theme(at: catalog.selectedIndex)
        let context = RenderContext(languages: languages, glyphs: theme.glyphs(over: baseGlyphs), themeNames: catalog.names,
                                    timeZone: .current, asciiOnly: options.ascii)
        guard let grid = WidgetPreviewDrawing.grid(preview, state: state, program: program, now: options.now ?? options.at ?? Date(),
                                                   context: context, width: options.width) else {
            Console.error(Sentence(.cliRenderPreviewNoWidget, ["name": DiagnosticText.quote(name, limit: 60)]), prefix: "island render")
            return 1
        }
        let text = options.colors.map { GridText.ansi(grid, theme: theme, mode: $0) } ?? GridText.plain(grid)
        FileHandle.standardOutput.write(Data(text.utf8))
        return 0
    }

    /// A file's bytes, opened by the bytes of its name (`PathBytes`: a name need not be UTF-8).
    static func contents(of path: String) -> [UInt8]? {
        let descriptor = PathBytes.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { return bytes }
            bytes.append(contentsOf: buffer[..<count])
        }
    }
}
