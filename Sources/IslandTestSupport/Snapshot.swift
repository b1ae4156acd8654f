import Foundation
import IslandUI

/// Golden text snapshots of rendered grids. Each row is framed `|…|` so trailing blanks
/// survive; files live in `__Snapshots__` beside the test file. Set
/// `ISLAND_RECORD_SNAPSHOTS=1` to (re-)record; a mismatch fails with a line diff.
package enum Snapshot {
    package static var isRecording: Bool {
        ProcessInfo.processInfo.environment["ISLAND_RECORD_SNAPSHOTS"] == "1"
    }

    /// The framed text of a grid.
    package static func text(of grid: Grid) -> String {
        grid.lines.map { "|\($0)|" }.joined(separator: "\n") + "\n"
    }

    /// One character per cell naming its style, with a legend of the styles used: shows
    /// colours and attributes in a snapshot without depending on a theme's colour numbers,
    /// unless a theme is given: then the legend also names the colour of each role.
    package static func styleMask(of grid: Grid, theme: Theme? = nil) -> String {
        var legend: [CellStyle: Character] = [:]
        var order: [CellStyle] = []
        let symbols = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var rows: [String] = []
        for y in 0..<grid.height {
            var row = ""
            for x in 0..<grid.width {
                let style = grid[x, y].style
                if legend[style] == nil {
                    legend[style] = order.count < symbols.count ? symbols[order.count] : "?"
                    order.append(style)
                }
                row.append(legend[style]!)
            }
            rows.append("|\(row)|")
        }
        let key = order.map { style -> String in
            var attributes: [String] = []
            if style.attributes.contains(.bold) { attributes.append("bold") }
            if style.attributes.contains(.dim) { attributes.append("dim") }
            if style.attributes.contains(.underline) { attributes.append("underline") }
            if style.attributes.contains(.reverse) { attributes.append("reverse") }
            let suffix = attributes.isEmpty ? "" : " " + attributes.joined(separator: ",")
            // An app's own colour (a widget's) is named beside the role it is painted over.
            let appForeground = style.appForeground.map { " " + $0.text } ?? ""
            let appBackground = style.appBackground.map { " " + $0.text } ?? ""
            guard let theme else {
                return "\(legend[style]!) = \(style.foreground.rawValue)\(appForeground) on \(style.background.rawValue)\(appBackground)\(suffix)"
            }
            // With a theme, each role also names the colour that theme gives it (the app's over it).
            let colors = style.colors(in: theme)
            let foreground = "\(style.foreground.rawValue) \(colors.foreground.themeFileText)"
            let background = "\(style.background.rawValue) \(colors.background.themeFileText)"
            return "\(legend[style]!) = \(foreground) on \(background)\(suffix)"
        }
        return (rows + ["--"] + key).joined(separator: "\n") + "\n"
    }

    /// Compares `actual` with the stored snapshot `name`; returns a failure message or nil.
    package static func verify(_ actual: String, named name: String, testFile: String = #filePath) -> String? {
        let directory = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        let url = directory.appendingPathComponent(name + ".txt")
        let stored = try? String(contentsOf: url, encoding: .utf8)
        if isRecording || stored == nil {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            do {
                try actual.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                return "could not record snapshot \(name): \(error)"
            }
            return isRecording ? nil : "recorded new snapshot \(name); check it and run again"
        }
        guard let stored, stored != actual else { return nil }
        return "snapshot \(name) differs:\n" + diff(expected: stored, actual: actual)
    }

    /// A line diff: `-` stored, `+` actual, for the lines that differ.
    package static func diff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? String(old[index]) : nil
            let b = index < new.count ? String(new[index]) : nil
            if a != b {
                if let a { out.append(String(format: "%4d - %@", index + 1, a)) }
                if let b { out.append(String(format: "%4d + %@", index + 1, b)) }
            }
        }
        return out.joined(separator: "\n")
    }
}
