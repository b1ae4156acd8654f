import Foundation
import IslandCore
import IslandIO
import IslandTerminal
import IslandUI
#if canImport(Glibc)
import Glibc
#endif

/// Joins the ncurses screen to the run loop: it shows frames (`Frontend`) and delivers the
/// keyboard and mouse (`EventSource`, polled only when its input is a terminal).
final class TerminalFrontend: Frontend, EventSource {
    let screen: Screen
    let themes: [Theme]
    let render: FrameRenderer
    private(set) var needsFrame = false
    /// When the frame on screen changes by itself.
    private(set) var nextChange: Date?

    init(screen: Screen, themes: [Theme], render: @escaping FrameRenderer) {
        precondition(!themes.isEmpty, "at least one theme")
        self.screen = screen
        self.themes = themes
        self.render = render
    }

    /// The theme for `model.themeIndex` (`t` counts up; it wraps around the loaded themes).
    static func theme(at index: Int, in themes: [Theme]) -> Theme {
        themes[((index % themes.count) + themes.count) % themes.count]
    }

    // MARK: Frontend

    func present(_ model: AppModel, now: Date) {
        let frame = render(model, screen.width, screen.height, now)
        screen.draw(frame.grid, theme: Self.theme(at: model.themeIndex, in: themes))
        nextChange = frame.nextChange
        needsFrame = false
    }

    func bell() { screen.bell() }

    func resize() {
        screen.resize()
        needsFrame = true
    }

    // MARK: EventSource

    var isUserInput: Bool { true }

    var pollRequests: [PollRequest] {
        screen.inputIsTerminal ? [PollRequest(descriptor: screen.inputDescriptor, events: Int16(POLLIN))] : []
    }

    func handle(descriptor: Int32, revents: Int16, now: Date) -> [AppEvent] {
        var events: [AppEvent] = []
        for input in screen.readInput() {
            switch input {
            case .key(let key): events.append(.key(key))
            case .mouse(let x, let y):
                if let target = screen.hitTarget(x: x, y: y) { events.append(.activate(target)) }
            case .resize: needsFrame = true
            case .hangup: events.append(.terminate(signal: "terminal closed"))
            }
        }
        // A hung-up terminal stays "ready" forever: quit instead of spinning.
        if revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
            events.append(.terminate(signal: "terminal closed"))
        }
        return events
    }

    func close() { screen.close() }
}
