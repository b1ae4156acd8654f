import Foundation
import IslandUI
import Testing
@testable import IslandTerminal

/// One colour mapping: what the live dashboard hands ncurses (`ColorQuantizer`, as `Screen`
/// calls it) and what `island render --ansi` prints (`GridText.ansi`) name the same colour for
/// every cell style, in every shipped theme, at every colour depth.
@Suite struct ColorAgreementTests {
    /// Every shipped theme file and the built-in themes.
    static let themes: [Theme] = {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("themes")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        let files = names.compactMap { name -> Theme? in
            guard let data = try? Data(contentsOf: directory.appendingPathComponent(name)) else { return nil }
            return try? ThemeParser.parse(Array(data), name: String(name.dropLast(5)))
        }
        return files + Theme.builtIns
    }()

    static let modes: [(ANSIColorMode, ColorDepth)] = [(.ansi8, .basic8), (.ansi16, .basic16), (.ansi256, .palette256), (.truecolor, .direct)]

    /// One cell for every (foreground, background) pair of roles.
    static let grid: Grid = {
        let roles = ColorRole.allCases
        var grid = Grid(width: roles.count, height: roles.count)
        for (y, background) in roles.enumerated() {
            for (x, foreground) in roles.enumerated() {
                grid.set(x, y, "x", style: CellStyle(foreground, on: background))
            }
        }
        return grid
    }()

    /// The SGR parameters the terminal gets for a colour number of `Screen`'s (through
    /// xterm-256color's or xterm-direct's `setaf` / `setab`).
    static func sgr(_ number: Int32, background: Bool, depth: ColorDepth) -> String {
        let base = background ? 40 : 30
        switch number {
        case -1: return String(base + 9)
        case 0..<8: return String(base + Int(number))
        case _ where depth == .direct: return "\(base + 8);2;\(number >> 16 & 0xFF);\(number >> 8 & 0xFF);\(number & 0xFF)"
        case 8..<16: return String(base + 60 + Int(number) - 8)
        default: return "\(base + 8);5;\(number)"
        }
    }

    /// The colour parameters of each cell of `GridText.ansi`'s output, row by row.
    static func printedColors(_ text: String) -> [[String]] {
        text.split(separator: "\n").map { row in
            var cells: [String] = []
            var current = ""
            var rest = Substring(row)
            while let escape = rest.firstIndex(of: "\u{1B}") {
                let cellsBefore = rest[..<escape]
                for _ in cellsBefore { cells.append(current) }
                guard let end = rest[escape...].firstIndex(of: "m") else { break }
                let parameters = rest[rest.index(escape, offsetBy: 2)..<end].split(separator: ";").map(String.init)
                // Drop the reset and the attributes (0, 1, 2, 4, 7): keep the colours.
                var colors: [String] = []
                var index = 0
                while index < parameters.count {
                    let p = parameters[index]
                    if p == "38" || p == "48" {
                        let count = parameters[index + 1] == "5" ? 3 : 5
                        colors.append(parameters[index..<index + count].joined(separator: ";"))
                        index += count
                    } else {
                        if !["0", "1", "2", "4", "7"].contains(p) { colors.append(p) }
                        index += 1
                    }
                }
                current = colors.joined(separator: ";")
                rest = rest[rest.index(after: end)...]
            }
            return cells
        }
    }

    @Test func theDashboardAndRenderAnsiAgreeForEveryThemeAndDepth() {
        #expect(Self.themes.count >= 7, "every shipped theme and the built-ins")
        var compared = 0
        for theme in Self.themes {
            for (mode, depth) in Self.modes {
                let quantizer = ColorQuantizer(depth: depth)
                let printed = Self.printedColors(GridText.ansi(Self.grid, theme: theme, mode: mode))
                for y in 0..<Self.grid.height {
                    for x in 0..<Self.grid.width {
                        let style = Self.grid[x, y].style
                        guard let numbers = quantizer.colors(foreground: theme.color(for: style.foreground),
                                                             background: theme.color(for: style.background),
                                                             distinct: style.foreground != style.background) else {
                            Issue.record("no colours at \(depth)")
                            continue
                        }
                        let expected = Self.sgr(numbers.foreground, background: false, depth: depth) + ";"
                            + Self.sgr(numbers.background, background: true, depth: depth)
                        #expect(printed[y][x] == expected, "\(theme.name) \(depth) \(style.foreground) on \(style.background)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared == Self.themes.count * Self.modes.count * ColorRole.allCases.count * ColorRole.allCases.count)
    }

    @Test func theCardFrameStaysVisibleInEightColours() {
        // The default theme's grey border (240) on its dark card (236): one black in 8 colours.
        let theme = Theme.builtInDefault
        let quantizer = ColorQuantizer(depth: .basic8)
        let frame = quantizer.colors(foreground: theme.color(for: .cardBorder), background: theme.color(for: .cardBackground), distinct: true)
        #expect(frame?.foreground != frame?.background)
        var grid = Grid(width: 1, height: 1)
        grid.set(0, 0, "│", style: CellStyle(.cardBorder, on: .cardBackground))
        #expect(GridText.ansi(grid, theme: theme, mode: .ansi8).hasPrefix("\u{1B}[0;37;40m"))
    }

    @Test func monochromeAndNoColourDrawNoColours() {
        #expect(ColorQuantizer(depth: .monochrome).colors(foreground: .index(1), background: .index(2), distinct: true) == nil)
        #expect(!GridText.ansi(Self.grid, theme: .builtInDefault, mode: .none).contains("\u{1B}"))
    }
}
