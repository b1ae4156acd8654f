import IslandText
import Foundation
import IslandCore
import IslandIO
import IslandTerminal
import IslandUI
#if canImport(Glibc)
import Glibc
import IslandTypes
#endif

/// `island [run] [OPTIONS]`: the live dashboard (or, with `--headless`, the same loop without
/// a screen). Exit status 0 after q or a terminating signal, 1 when it cannot start, 2 for a
/// command-line mistake.
enum RunCommand {
    static let command = Command(
        name: CommandInfo.defaultName,
        summary: .cliRunSummary,
        synopsis: "[OPTIONS]",
        about: .cliRunAbout,
        options: RunOptions.table,
        exitStatus: RunOptions.exitStatus,
        settings: Setting.allCases,
        initial: RunOptions(),
        applySetting: RunOptions.applySetting,
        noteOrigin: { options, setting, origin in options.settingOrigins[setting] = origin }
    )

    static let entry = CommandEntry(command, run: execute)

    static func execute(_ options: RunOptions) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let utf8 = TerminalLocale.setUp()
        var catalog: ThemeCatalog
        do {
            catalog = try ThemesCommand.loadCatalog(requested: options.theme, environment: environment)
        } catch {
            // A theme the configuration names: say where it is named.
            Console.error(Sentence.origin(options.settingOrigins[.theme], "\(error)"))
            return 2
        }
        let rememberedTheme = RememberedTheme(environment: environment)
        if options.theme == nil, !ANSIColorMode.noColor(in: environment), let remembered = rememberedTheme?.read(),
           let index = catalog.names.firstIndex(of: remembered) {
            // Nothing named a theme: the one last chosen with t (a theme gone since is forgotten).
            catalog.selectedIndex = index
        }
        let screenOptions = ScreenOptions(mouse: options.mouse, keyboardFromTTY: options.keyboardFromTTY)
        if !options.headless {
            // Before anything is opened or created: a bad terminal changes nothing.
            do {
                try Screen.preflight(screenOptions)
            } catch {
                Console.error(error)
                return 1
            }
        }

        var clock = VirtualClock(start: options.start ?? Date(), speed: options.clockSpeed)
        let languages = LanguagePreferences.from(explicit: options.language, environment: environment)
        // What island says from here on is in the dashboard's language (the lang setting too).
        Console.words = Language.table(for: LanguageResolver.chrome(languages))
        var model = AppModel(speed: options.clockSpeed, languages: languages)
        model.bellEnabled = options.bell
        model.themeIndex = catalog.selectedIndex
        for problem in catalog.errors {
            model.log.append(LogEntry(time: clock.now(), level: .warning, note: Sentence(.noteThemeProblem, sentences: ["problem": problem])))
        }
        // The handlers before anything is created: a signal that comes as soon as the socket
        // exists still ends island through the loop, which removes the socket file.
        let signals: SignalPipe
        do {
            signals = try SignalPipe(signals: SignalPipe.terminating + (options.headless ? [] : [SIGWINCH]))
        } catch {
            Console.error(error)
            return 1
        }
        var setup = RunSetup(model: model, start: clock.now())
        do {
            for install in RunInstallers.all { try install(options, &setup) }
        } catch {
            signals.close()
            runCleanups(setup)
            Console.error(error)
            return 1
        }
        model = setup.model
        if var replay = model.replay {
            // Everything is installed: a seek backwards starts again from here.
            replay.origin = ReplayOrigin(model)
            model.replay = replay
            if let from = options.replayFrom, let first = model.replay?.start, from > first {
                _ = ReplaySeek.seek(&model, from: first, to: from)
                // The recording's speed at that moment.
                clock.set(speed: model.speed, paused: model.paused)
            }
        }


        var frontend: TerminalFrontend?
        if !options.headless {
            let asciiOnly = options.ascii || !utf8
            let baseGlyphs: Glyphs = asciiOnly ? .ascii : .unicode
            let context = RenderContext(languages: languages, glyphs: baseGlyphs, themeNames: catalog.names, timeZone: .current,
                                        asciiOnly: asciiOnly)
            let render: FrameRenderer = { model, width, height, now in
                var frameContext = context
                // A theme may bring its own glyphs; under --ascii or a non-UTF-8 locale only its ASCII ones.
                frameContext.glyphs = catalog.theme(at: model.themeIndex).glyphs(over: baseGlyphs)
                return Renderer.frame(model, width: width, height: height, now: now, context: frameContext)
            }
            do {
                frontend = TerminalFrontend(screen: try Screen(options: screenOptions), themes: catalog.themes, render: render)
            } catch {
                signals.close()
                runCleanups(setup)
                Console.error(error)
                return 1
            }
        }

        let termination = TerminationObserver()
        let loop = RunLoop(model: model, clock: clock, sources: (frontend.map { [$0] } ?? []) + setup.sources,
                           sinks: setup.sinks, frontend: frontend, signals: signals, observers: setup.observers + [termination])
        let final = loop.run()
        // The terminal first: whatever the cleanups print must land on a normal screen.
        frontend?.close()
        signals.close()
        for source in setup.sources { source.close() }
        runCleanups(setup)
        if options.remembersTheme, let rememberedTheme, final.themeIndex != model.themeIndex {
            let name = catalog.theme(at: final.themeIndex).name
            if let problem = rememberedTheme.write(name) { Console.error(problem) }
        }
        return termination.exitStatus
    }

    static func runCleanups(_ setup: RunSetup) {
        for cleanup in setup.cleanups.reversed() { cleanup() }
    }
}
