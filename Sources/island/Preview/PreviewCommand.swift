import IslandText
import IslandSwiftSource
import IslandTypes
import Foundation
import IslandCore
import IslandUI

/// `island preview FILE.swift…`: every `#Preview(…, as:, using:) { Widget() } contentStates:
/// { … }` block of the files drawn as Xcode's canvas draws it, no push needed. On a terminal
/// one state at a time (n / space / → next, p / ← back, q quits); otherwise, or with --all,
/// every state printed one after another.
enum PreviewCommand {
    static let command = Command(
        name: "preview",
        summary: .cliPreviewSummary,
        synopsis: "[OPTIONS] FILE.swift…",
        about: .cliPreviewAbout,
        options: PreviewOptions.table,
        operand: CommandOperand("FILE.swift…") { options, file throws(CommandLineError) in
            options.files.append(file)
        },
        exitStatus: [
            (0, .cliPreviewExit0),
            (1, .cliPreviewExit1),
            (2, .cliPreviewExit2),
        ],
        settings: [.language],
        initial: PreviewOptions(),
        noteOrigin: { options, setting, origin in options.settingOrigins[setting] = origin }
    )

    static let entry = CommandEntry(command, run: run)

    struct Page {
        var title: String
        var text: String
    }

    static func run(_ options: PreviewOptions) -> Int32 {
        guard !options.files.isEmpty else {
            Console.error(Sentence(.cliPreviewNeedsFiles), prefix: "island preview")
            return 2
        }
        let report: SwiftAttributesReport?
        do {
            report = try AttributesFiles.read(options.files, option: "preview")
        } catch {
            Console.error(error.sentence, prefix: "island preview")
            return 1
        }
        AttributesFiles.printNotes(report)
        guard let program = report?.types.lazy.compactMap(\.definition.widget).first, !program.previews.isEmpty else {
            Console.error(Sentence(.cliPreviewNone), prefix: "island preview")
            return 1
        }
        let environment = ProcessInfo.processInfo.environment
        let languages = LanguagePreferences.from(explicit: options.language, environment: environment)
        let context = RenderContext(languages: languages, glyphs: options.ascii ? .ascii : .unicode, themeNames: ["default"],
                                    timeZone: .current, asciiOnly: options.ascii)
        let now = options.now ?? Date()
        var pages: [Page] = []
        for preview in program.previews {
            let count = max(1, preview.states.count)
            for state in 0..<count {
                guard let grid = WidgetPreviewDrawing.grid(preview, state: state, program: program, now: now, context: context),
                      let surfaces = WidgetPreviewDrawing.surfaces(preview, state: state, program: program, now: now, context: context) else { continue }
                var text = GridText.plain(grid)
                for warning in WidgetPresentation.frame(surfaces, activityID: "preview", context: context).warnings {
                    text += Console.words.text(.cliPreviewWarning, ["warning": OutputText.escaped(warning)]) + "\n"
                }
                let title = Console.words.text(.cliPreviewTitle, ["name": OutputText.escaped(preview.name), "presentation": preview.presentation.rawValue,
                                                                   "state": String(state + 1), "count": String(count)])
                pages.append(Page(title: title, text: text))
            }
        }
        if options.all || isatty(0) == 0 || isatty(1) == 0 {
            for page in pages { FileHandle.standardOutput.write(Data((page.title + "\n" + page.text + "\n").utf8)) }
            return 0
        }
        return PreviewPager.show(pages)
    }
}
