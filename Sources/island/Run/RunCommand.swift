import Foundation
import IslandCore
import IslandIO
import IslandTerminal
import IslandUI
#if canImport(Glibc)
import Glibc
#endif

/// `island [run] [OPTIONS]`: the live dashboard (or, with `--headless`, the same loop without
/// a screen). Exit status 0 after q or a terminating signal, 1 when it cannot start, 2 for a
/// command-line mistake.
enum RunCommand {
    static let subcommand = Subcommand(name: "run", summary: "show the live dashboard (the default)", run: run)

    static var help: String {
        """
        Usage: island [run] [OPTIONS]

        Without a source option, island plays a simulated RNV 5 tram trip.

        Options:
        \(CommandOption.helpText(RunOptions.table))
        """
    }

    static func run(_ arguments: [String]) -> Int32 {
        var options = RunOptions()
        do {
            try OptionParser.parse(arguments, into: &options, table: RunOptions.table)
        } catch {
            Console.error("\(error) (see island --help)")
            return 2
        }
        if options.showHelp {
            Console.out(help)
            return 0
        }
        return execute(options)
    }

    static func execute(_ options: RunOptions) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let utf8 = TerminalLocale.setUp()
        let catalog: ThemeCatalog
        do {
            catalog = try ThemesCommand.loadCatalog(requested: options.theme, environment: environment)
        } catch {
            Console.error("\(error)")
            return 2
        }
        let screenOptions = ScreenOptions(mouse: options.mouse, keyboardFromTTY: options.keyboardFromTTY)
        if !options.headless {
            // Before anything is opened or created: a bad terminal changes nothing.
            do {
                try Screen.preflight(screenOptions)
            } catch {
                Console.error("\(error)")
                return 1
            }
        }

        let clock = VirtualClock(start: options.start ?? Date(), speed: options.speed)
        let languages = LanguagePreferences.from(explicit: options.language, environment: environment)
        var model = AppModel(speed: options.speed, languages: languages)
        model.bellEnabled = options.bell
        model.themeIndex = catalog.selectedIndex
        for problem in catalog.errors {
            model.log.append(LogEntry(time: clock.now(), level: .warning, text: "theme: \(problem)"))
        }
        var setup = RunSetup(model: model, start: clock.now())
        do {
            for install in RunInstallers.all { try install(options, &setup) }
        } catch {
            runCleanups(setup)
            Console.error("\(error)")
            return 1
        }
        model = setup.model

        let signals: SignalPipe
        do {
            signals = try SignalPipe(signals: SignalPipe.terminating + (options.headless ? [] : [SIGWINCH]))
        } catch {
            runCleanups(setup)
            Console.error("\(error)")
            return 1
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
                Console.error("\(error)")
                return 1
            }
        }

        let loop = RunLoop(model: model, clock: clock, sources: (frontend.map { [$0] } ?? []) + setup.sources,
                           sinks: setup.sinks, frontend: frontend, signals: signals, observers: setup.observers)
        loop.run()
        // The terminal first: whatever the cleanups print must land on a normal screen.
        frontend?.close()
        signals.close()
        for source in setup.sources { source.close() }
        runCleanups(setup)
        return 0
    }

    static func runCleanups(_ setup: RunSetup) {
        for cleanup in setup.cleanups.reversed() { cleanup() }
    }
}
