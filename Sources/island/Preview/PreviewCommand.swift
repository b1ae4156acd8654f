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
        summary: "draw the #Preview blocks of your Live Activity widget files",
        synopsis: "[OPTIONS] FILE.swift…",
        about: """
            Reads the Swift files of your widget extension (the ActivityAttributes, the Widget
            with its ActivityConfiguration, its helper views and extensions) and draws every
            #Preview block in them: .content as the Lock Screen card, .dynamicIsland(.compact),
            (.expanded) and (.minimal) as the island, each of its contentStates in turn. Keys
            step through the states on a terminal; what island cannot draw is listed under each.
            """,
        options: PreviewOptions.table,
        operand: CommandOperand("FILE.swift…") { options, file throws(CommandLineError) in
            options.files.append(file)
        },
        exitStatus: [
            (0, "the previews were drawn"),
            (1, "the files have no #Preview of a widget, or one cannot be read"),
            (2, "a mistake on the command line"),
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
            Console.error("give the Swift files of your widget", prefix: "island preview")
            return 2
        }
        let report: SwiftAttributesReport?
        do {
            report = try AttributesFiles.read(options.files, option: "preview")
        } catch {
            Console.error(error.message, prefix: "island preview")
            return 1
        }
        AttributesFiles.printNotes(report)
        guard let program = report?.types.lazy.compactMap(\.definition.widget).first, !program.previews.isEmpty else {
            Console.error("no #Preview of a Live Activity widget in the files", prefix: "island preview")
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
                    text += "warning: \(OutputText.escaped(warning))\n"
                }
                pages.append(Page(title: "#Preview \"\(OutputText.escaped(preview.name))\" (\(preview.presentation.rawValue)), state \(state + 1) of \(count)",
                                  text: text))
            }
        }
        if options.all || isatty(0) == 0 || isatty(1) == 0 {
            for page in pages { FileHandle.standardOutput.write(Data((page.title + "\n" + page.text + "\n").utf8)) }
            return 0
        }
        return PreviewPager.show(pages)
    }
}
