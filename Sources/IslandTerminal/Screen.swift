import CNcursesw
import Foundation
import IslandInput
import IslandUI
#if canImport(Glibc)
import Glibc
#endif

/// The ncurses screen: copies a `Grid` to the terminal and decodes the keyboard and mouse.
/// It never decides anything: frames come from the renderer, keys go to the reducer.
/// Only one thread (the run loop's) may use it.
package final class Screen {
    package let options: ScreenOptions
    /// The descriptor keys arrive on (stdin or /dev/tty): poll it for `POLLIN`.
    package let inputDescriptor: Int32
    /// Whether the input is a terminal; only then may it be polled (docs/terminal.md).
    package let inputIsTerminal: Bool
    /// The last frame drawn: mouse clicks are looked up in its hit regions.
    package private(set) var lastFrame: Grid?
    /// How many colours the terminal has (ncurses' `COLORS`, 0 without colour).
    package let colorCount: Int

    private var screen: OpaquePointer?
    private let input: UnsafeMutablePointer<FILE>
    private let ownsInput: Bool
    private let outputDescriptor: Int32
    private let quantizer: ColorQuantizer
    private var pairs: ColorPairTable
    private var theme: Theme?
    /// The colour pair of each (foreground, background) role pair drawn since the theme was set.
    private var roleColors: [RolePair: Int32] = [:]
    private var closed = false
    /// The frame on the terminal now, cell for cell; nil before the first frame and after a
    /// resize or a theme change, so the next draw paints everything.
    private var painted: Grid?
    /// Scalars one ncurses cell holds (CCHARW_MAX).
    private let cellCapacity = Int(island_ccharw_max())
    /// One cell's scalars for the C call, NUL-terminated; reused for every cell.
    private var cellText = [wchar_t](repeating: 0, count: Int(island_ccharw_max()) + 1)
    /// The cursor's visibility before curses hid it (ERR when the terminal cannot tell).
    private var cursorBefore: Int32 = 1

    /// Starts curses on stdout. Call `TerminalLocale.setUp()` first, and install the signal
    /// pipe (SIGINT, SIGTERM, SIGHUP, SIGWINCH) before this, so ncurses leaves those signals
    /// to island.
    package init(options: ScreenOptions = ScreenOptions()) throws(ScreenError) {
        self.options = options
        outputDescriptor = STDOUT_FILENO
        let term = DirectColorTerminal.name(for: try Self.preflight(options), environment: ProcessInfo.processInfo.environment,
                                            isKnown: DirectColorTerminal.isScreenTerminal)

        if options.keyboardFromTTY || isatty(STDIN_FILENO) != 1 {
            guard let tty = island_open_tty() else { throw .noKeyboard(String(cString: strerror(errno))) }
            input = tty
            ownsInput = true
        } else {
            input = island_stdin()
            ownsInput = false
        }
        inputDescriptor = fileno(input)
        inputIsTerminal = isatty(inputDescriptor) == 1

        CrashGuard.saveModes(descriptor: outputDescriptor)
        guard let created = newterm(term, island_stdout(), input) else {
            if ownsInput { fclose(input) }
            throw .unknownTerminal(term)
        }
        screen = created
        set_term(created)
        cbreak()  // not raw: Ctrl-C stays SIGINT, which the signal pipe turns into a clean quit
        noecho()
        nonl()
        keypad(island_stdscr(), true)
        nodelay(island_stdscr(), true)
        leaveok(island_stdscr(), true)
        // No insert/delete-character shifts: they would move clusters written past ncurses
        // (see island_overlay_cell) by widths only the terminal knows.
        idcok(island_stdscr(), false)
        set_escdelay(25)
        cursorBefore = curs_set(0)
        // Draw whole frames: no peeking at the keyboard between lines (a poll per line);
        // the loop reads keys as soon as the frame is out.
        typeahead(-1)

        var hasDefault = false
        if has_colors() {
            start_color()
            hasDefault = use_default_colors() == island_ok()
        }
        colorCount = has_colors() ? Int(island_colors()) : 0
        quantizer = ColorQuantizer(colorCount: colorCount, hasDefaultColor: hasDefault)
        pairs = ColorPairTable(limit: min(Int32(island_color_pairs()), Int32(Int16.max)))

        if options.mouse {
            mouseinterval(0)  // report presses at once instead of waiting to tell clicks apart
            _ = mousemask(KeyCode.mouseEvents, nil)
        }
        CrashGuard.install(descriptor: outputDescriptor, restore: Self.restoreSequence(mouse: options.mouse))
    }

    deinit { close() }

    /// Checks, without touching the terminal, that a screen can start: stdout is a terminal,
    /// TERM names a terminal terminfo knows, and the keyboard can be read. Returns TERM.
    /// Run it before opening files, so a bad terminal changes nothing.
    @discardableResult
    package static func preflight(_ options: ScreenOptions = ScreenOptions()) throws(ScreenError) -> String {
        guard isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
        guard let term = ProcessInfo.processInfo.environment["TERM"], !term.isEmpty else { throw .noTerminalType }
        switch island_terminal_known(term) {
        case 1: break
        case 2: throw .notAScreenTerminal(term)
        default: throw .unknownTerminal(term)
        }
        if options.keyboardFromTTY || isatty(STDIN_FILENO) != 1 {
            let tty = open("/dev/tty", O_RDONLY | O_CLOEXEC)
            guard tty >= 0 else { throw .noKeyboard(String(cString: strerror(errno))) }
            Glibc.close(tty)
        }
        return term
    }

    /// The screen size now.
    package var width: Int { Int(island_cols()) }
    package var height: Int { Int(island_lines()) }

    // MARK: Drawing

    /// Draws one frame. Only the cells that differ from the frame on the terminal go to
    /// ncurses (`GridDiff`); the first frame, and the first after a resize or a theme change,
    /// paints everything. A frame identical to the one shown sends nothing at all.
    package func draw(_ grid: Grid, theme: Theme) {
        guard !closed else { return }
        lastFrame = grid
        if theme != self.theme {
            // New colours: pair numbers are reused from 1, redefined as cells need them.
            self.theme = theme
            roleColors = [:]
            pairs.reset()
            painted = nil
        }
        let diff: GridDiff
        if let painted {
            diff = GridDiff(from: painted, to: grid)
        } else {
            erase()
            diff = GridDiff(full: grid)
        }
        guard !diff.isEmpty else { return }
        let rows = min(grid.height, height)
        let columns = min(grid.width, width)
        var touchedRows: [Int] = []
        for run in diff.runs where run.y < rows {
            if touchedRows.last != run.y { touchedRows.append(run.y) }
            for x in run.x ..< min(run.x + run.count, columns) {
                if let painted, !diff.isFull, x < painted.width, overlayWidth(painted[x, run.y]) != nil,
                   overlayWidth(grid[x, run.y]) == nil {
                    // The cell held a cluster written past ncurses; its placeholder may equal
                    // the new content, which ncurses would then not redraw.
                    island_redraw_row(Int32(run.y))
                }
                drawCell(grid, x: x, y: run.y, columns: columns)
            }
        }
        refresh()
        writeOverlays(grid, rows: touchedRows, columns: columns)
        painted = grid
    }

    /// The grapheme of one cell through ncurses: the whole cluster in one cchar_t when ncurses
    /// can hold it, else a placeholder of the same width that `writeOverlays` writes over.
    private func drawCell(_ grid: Grid, x: Int, y: Int, columns: Int) {
        let cell = grid[x, y]
        let attributes = attributes(for: cell.style)
        let pair = pair(for: cell.style)
        if cell.isContinuation {
            // The right half of a wide grapheme drawn from the left cell; an orphaned one
            // (its left half overwritten) is blank, as an erased screen would show it.
            if x > 0, grid[x - 1, y].glyph.width == 2, !grid[x - 1, y].isContinuation { return }
            put(.space, y: y, x: x, attributes: attributes, pair: pair)
            return
        }
        let glyph = cell.glyph
        let cellWidth = glyph.width
        if cellWidth == 0 { return }
        if cellWidth == 2 && x + 1 >= columns {
            put(.space, y: y, x: x, attributes: attributes, pair: pair)
            return
        }
        if let placeholderWidth = overlayWidth(cell) {
            put(placeholderWidth == 2 ? Self.widePlaceholder : .space, y: y, x: x, attributes: attributes, pair: pair)
            return
        }
        put(glyph, y: y, x: x, attributes: attributes, pair: pair)
    }

    /// U+3000 IDEOGRAPHIC SPACE: two columns wide to ncurses and to every terminal.
    private static let widePlaceholder = Glyph(Unicode.Scalar(0x3000)!, width: 2)

    /// The width of a cell whose cluster ncurses cannot draw faithfully — more scalars than a
    /// cchar_t holds, or a first scalar whose `wcwidth` is not the cluster's width (a flag's
    /// regional indicator is 1 to the C library, the flag 2 on screen) — or nil when it can.
    private func overlayWidth(_ cell: Cell) -> Int? {
        guard !cell.isContinuation, !cell.glyph.isEmpty, cell.glyph.ascii == nil else { return nil }
        let scalars = cell.glyph.string.unicodeScalars
        let first = scalars.first!
        if first.value < 0x7F, scalars.count == 1 { return nil }
        let width = cell.glyph.width
        if scalars.count > cellCapacity || Int(island_wcwidth(wchar_t(bitPattern: first.value))) != width { return width }
        return nil
    }

    /// After refresh: every cluster ncurses could not hold, on each row it may have touched
    /// (it rewrites unchanged cells near changed ones when that is cheaper than moving).
    private func writeOverlays(_ grid: Grid, rows: [Int], columns: Int) {
        var wrote = false
        for y in rows {
            for x in 0..<columns {
                let cell = grid[x, y]
                guard overlayWidth(cell) != nil, !(cell.glyph.width == 2 && x + 1 >= columns) else { continue }
                island_overlay_cell(Int32(y), Int32(x), cell.text, attributes(for: cell.style), pair(for: cell.style))
                wrote = true
            }
        }
        if wrote { island_overlay_end() }
    }

    private func put(_ glyph: Glyph, y: Int, x: Int, attributes: attr_t, pair: Int32) {
        var count = 0
        if let byte = glyph.ascii {
            cellText[0] = wchar_t(byte)
            count = 1
        } else {
            for scalar in glyph.string.unicodeScalars where count < cellCapacity {
                cellText[count] = wchar_t(bitPattern: scalar.value)
                count += 1
            }
        }
        cellText[count] = 0
        // The bottom-right cell reports ERR (the cursor cannot move past it) yet is drawn; any
        // other error leaves the cell as it was, which the next change of the cell repairs.
        _ = island_put_cell(Int32(y), Int32(x), &cellText, Int32(count), attributes, pair)
    }

    private func attributes(for style: CellStyle) -> attr_t {
        var result = island_a_normal()
        if style.attributes.contains(.bold) { result |= island_a_bold() }
        if style.attributes.contains(.dim) { result |= island_a_dim() }
        if style.attributes.contains(.underline) { result |= island_a_underline() }
        if style.attributes.contains(.reverse) { result |= island_a_reverse() }
        return result
    }

    private func pair(for style: CellStyle) -> Int32 {
        guard let theme, quantizer.depth != .monochrome else { return 0 }
        let roles = RolePair(foreground: style.foreground, background: style.background, appColors: style.appColors)
        if let known = roleColors[roles] { return known }
        let themed = style.colors(in: theme)
        guard let colors = quantizer.colors(foreground: themed.foreground, background: themed.background, distinct: style.isDistinct) else { return 0 }
        let pair = pairs.pair(foreground: colors.foreground, background: colors.background) { number, fg, bg in
            init_extended_pair(number, fg, bg) == island_ok()
        }
        roleColors[roles] = pair
        return pair
    }

    private struct RolePair: Hashable {
        let foreground: ColorRole
        let background: ColorRole
        /// The app's own colours (a widget's) over the roles: their pair's number.
        let appColors: UInt16
    }

    // MARK: Input

    /// Everything the keyboard has sent so far, decoded; never blocks.
    package func readInput() -> [ScreenInput] {
        guard !closed else { return [] }
        var result: [ScreenInput] = []
        while true {
            var value: wint_t = 0
            let status = island_get_wch(&value)
            if status == island_err() { break }
            if status == island_key_code_yes() {
                let code = Int32(bitPattern: value)
                if code == KeyCode.mouse {
                    if let click = readMouse() { result.append(click) }
                } else if let decoded = KeyDecoder.decode(keyCode: code) {
                    result.append(decoded)
                }
            } else if let decoded = KeyDecoder.decode(character: value) {
                result.append(decoded)
            }
        }
        return result
    }

    private func readMouse() -> ScreenInput? {
        var event = MEVENT()
        guard getmouse(&event) == island_ok() else { return nil }
        return KeyDecoder.decode(mouseButtons: event.bstate, x: Int(event.x), y: Int(event.y))
    }

    /// What the last frame has at a cell (for a mouse click).
    package func hitTarget(x: Int, y: Int) -> HitTarget? {
        lastFrame?.hitTarget(x: x, y: y)
    }

    // MARK: Terminal

    /// Adopts the terminal's current size (after SIGWINCH) and repaints everything next frame.
    package func resize() {
        guard !closed else { return }
        var rows: Int32 = 0
        var columns: Int32 = 0
        island_window_size(outputDescriptor, &rows, &columns)
        if rows > 0, columns > 0 { resizeterm(rows, columns) }
        island_force_repaint()
        painted = nil
    }

    package func bell() {
        guard !closed else { return }
        beep()
    }

    /// Gives the terminal back: mouse reporting off, cursor on, the normal screen and modes.
    /// Idempotent; also run on deinit.
    package func close() {
        guard !closed else { return }
        closed = true
        if options.mouse { _ = mousemask(0, nil) }
        curs_set(cursorBefore == island_err() ? 1 : cursorBefore)
        endwin()
        CrashGuard.uninstall()
        if let screen { delscreen(screen) }
        screen = nil
        if ownsInput { fclose(input) }
    }

    /// The bytes that undo curses mode after a crash (the modes themselves come back with
    /// tcsetattr): attributes off, mouse reporting off, keypad off, cursor on, normal screen.
    static func restoreSequence(mouse: Bool) -> String {
        var sequence = String(cString: island_terminfo_string("sgr0"))
        if mouse { sequence += "\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l" }
        sequence += String(cString: island_terminfo_string("rmkx"))
        sequence += String(cString: island_terminfo_string("cnorm"))
        sequence += String(cString: island_terminfo_string("rmcup"))
        return sequence
    }
}
