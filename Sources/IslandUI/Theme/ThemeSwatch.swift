import IslandText

/// One line that shows what a theme looks like, for `island themes`: the island pill, a card
/// with on-time, late and stale text, a progress bar and the button, and markers for the four
/// meanings (positive, warning, severe, critical) — each in the theme's colours for its role. At most 76 cells wide (with the
/// unicode or ASCII glyphs, in every language), so it fits an 80-column terminal indented.
/// Its words are the tram trip's, in the language of `table` (the command line's).
package enum ThemeSwatch {
    private struct Segment {
        var text: String
        var foreground: ColorRole
        var background: ColorRole
        var bold = false
    }

    /// The swatch line: SGR-coloured for `mode`, plain text (no escapes) for `.none`. No
    /// trailing newline; the colours are reset at its end.
    package static func render(_ theme: Theme, glyphs base: Glyphs = .unicode, mode: ANSIColorMode, table: StringTable = .en) -> String {
        let g = theme.glyphs(over: base)
        let segments: [Segment] = [
            Segment(text: "\(g.pillLeft) ", foreground: .islandText, background: .islandBackground),
            Segment(text: "\(g.lineIcon) 5", foreground: .accent, background: .islandBackground, bold: true),
            Segment(text: " \(g.separator) \(table.text(.swatchMinutes)) \(g.pillRight)", foreground: .islandText, background: .islandBackground),
            Segment(text: " ", foreground: .terminal, background: .screenBackground),
            Segment(text: " Bismarckplatz ", foreground: .cardText, background: .cardBackground, bold: true),
            Segment(text: table.text(.swatchOnTime), foreground: .positive, background: .cardBackground),
            Segment(text: " ", foreground: .cardText, background: .cardBackground),
            Segment(text: "+3", foreground: .critical, background: .cardBackground, bold: true),
            Segment(text: " ", foreground: .cardText, background: .cardBackground),
            Segment(text: table.text(.stateStale), foreground: .stale, background: .cardBackground),
            Segment(text: " ", foreground: .cardText, background: .cardBackground),
            Segment(text: String(repeating: g.progressFill, count: 5), foreground: .progressFill, background: .cardBackground),
            Segment(text: String(repeating: g.progressTrack, count: 3), foreground: .progressTrack, background: .cardBackground),
            Segment(text: " ", foreground: .cardText, background: .cardBackground),
            Segment(text: "[\(table.text(.swatchEnd))]", foreground: .buttonText, background: .button, bold: true),
            Segment(text: " ", foreground: .cardText, background: .cardBackground),
            Segment(text: " ", foreground: .terminal, background: .screenBackground),
            Segment(text: g.bullet, foreground: .positive, background: .screenBackground),
            Segment(text: g.bullet, foreground: .warning, background: .screenBackground),
            Segment(text: g.bullet, foreground: .severe, background: .screenBackground),
            Segment(text: g.bullet, foreground: .critical, background: .screenBackground),
        ]
        var out = ""
        for segment in segments {
            let text = Sanitizer.sanitize(segment.text)
            if mode == .none {
                out += text
                continue
            }
            var parameters = ["0"]
            parameters += mode.parameters(foreground: theme.color(for: segment.foreground), background: theme.color(for: segment.background),
                                          distinct: segment.foreground != segment.background)
            if segment.bold { parameters.append("1") }
            out += "\u{1B}[" + parameters.joined(separator: ";") + "m" + text
        }
        if mode != .none { out += "\u{1B}[0m" }
        return out
    }

    /// The main colours as theme-file values, for output without colour: `island 255 on 16,
    /// card 255 on 236, accent 39, …` (German: `auf`, `über`).
    package static func colorSummary(_ theme: Theme, table: StringTable = .en) -> String {
        func value(_ role: ColorRole) -> String { theme.color(for: role).themeFileText }
        func on(_ name: String, _ foreground: ColorRole, _ background: ColorRole, _ key: StringKey = .swatchColorOn) -> String {
            table.text(key, ["role": name, "foreground": value(foreground), "background": value(background)])
        }
        return [
            on("island", .islandText, .islandBackground),
            on("card", .cardText, .cardBackground),
            "accent \(value(.accent))",
            "positive \(value(.positive))",
            "warning \(value(.warning))",
            "critical \(value(.critical))",
            "stale \(value(.stale))",
            on("progress", .progressFill, .progressTrack, .swatchColorOver),
            on("button", .buttonText, .button),
        ].joined(separator: ", ")
    }
}
