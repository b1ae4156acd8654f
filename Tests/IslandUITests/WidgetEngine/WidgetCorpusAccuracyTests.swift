import Foundation
import IslandTypes
import Testing

/// How many states of the corpus widgets island draws as iOS would. For each state, what the
/// widget's code shows on iOS was read from the code by hand (`WidgetCorpusExpectations`: the
/// branch taken, its strings in their order, the SF Symbols, the button) and is checked against
/// what island draws: the corpus's golden snapshots, which `WidgetCorpusTests` holds equal to
/// the drawing. A state is right when each presentation shows its strings in that order, every
/// symbol's glyph is drawn and the button is the one named; the count is printed and may not
/// fall below 39 of 39 (every state; a miss it prints is a regression). `ISLAND_ACCURACY_SNAPSHOTS=DIR` measures the snapshots in DIR instead
/// (another commit's, for a before and after).
struct WidgetCorpusAccuracyTests {
    /// One state's expectations, by presentation: `lock`, `minimal`, `compact` (leading, then
    /// trailing), `expanded` (in reading order: the leading and trailing columns row by row,
    /// then center, then bottom); `lock#2` is a second run in the Lock Screen, for strings whose
    /// order against the first run SwiftUI leaves to the layout.
    struct Expected {
        var strings: [String: [String]]
        var symbols: [String] = []
        var button: String?
    }

    /// One drawn state: each presentation's text and the button's label.
    struct Drawn {
        var presentations: [String: String] = [:]
        var button: String?
    }

    static var directory: URL {
        if let dir = ProcessInfo.processInfo.environment["ISLAND_ACCURACY_SNAPSHOTS"] { return URL(fileURLWithPath: dir) }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    }

    /// The states of a corpus snapshot (`== NAME state N` sections, stale ones left out), in order.
    static func states(ofSnapshot text: String) -> [Drawn] {
        var states: [Drawn] = []
        var current: Drawn?
        var presentation: String?
        var stale = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("== ") {
                if let current, !stale { states.append(current) }
                stale = line.hasSuffix("(stale)")
                current = Drawn()
                presentation = nil
            } else if line.hasPrefix("-- button: ") {
                current?.button = String(line.dropFirst("-- button: ".count).split(separator: " → ").first ?? "")
                presentation = nil
            } else if line.hasPrefix("-- ") {
                let name = String(line.dropFirst(3))
                presentation = ["minimal", "compact", "expanded", "lock"].contains(name) ? name : nil
            } else if let presentation, line.hasPrefix("|") {
                current?.presentations[presentation, default: ""] += String(line.dropFirst().dropLast()) + "\n"
            }
        }
        if let current, !stale { states.append(current) }
        return states
    }

    /// The first expectation `drawn` misses; nil when it meets them all.
    static func miss(_ expected: Expected, _ drawn: Drawn) -> String? {
        for (key, strings) in expected.strings.sorted(by: { $0.key < $1.key }) {
            // `lock#2`: a second run of strings in the same presentation, ordered on its own.
            let name = String(key.split(separator: "#").first ?? "")
            let text = drawn.presentations[name] ?? ""
            var rest = text[...]
            for string in strings {
                guard let found = rest.range(of: string) else { return "\(name): \"\(string)\" is not in order in\n\(text)" }
                rest = rest[found.upperBound...]
            }
        }
        let all = drawn.presentations.values.joined()
        for symbol in expected.symbols {
            guard let glyph = SFSymbols.glyph(symbol)?.text, all.contains(glyph) else { return "the symbol \(symbol) is not drawn" }
        }
        if expected.button != drawn.button { return "the button is \(drawn.button ?? "none"), not \(expected.button ?? "none")" }
        return nil
    }

    @Test func theCorpusStatesAreDrawnAsIOSDrawsThem() throws {
        var right = 0
        var total = 0
        var misses: [String] = []
        for (file, expected) in WidgetCorpusExpectations.all.sorted(by: { $0.key < $1.key }) {
            let name = "widget-" + file.replacingOccurrences(of: ".swift", with: "") + ".txt"
            guard let text = try? String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8) else {
                misses.append("\(file): no snapshot in \(Self.directory.lastPathComponent)")
                continue
            }
            let drawn = Self.states(ofSnapshot: text)
            for (index, state) in expected.enumerated() {
                total += 1
                guard index < drawn.count else { misses.append("\(file) state \(index + 1): not drawn"); continue }
                if let miss = Self.miss(state, drawn[index]) {
                    misses.append("\(file) state \(index + 1): \(miss)")
                } else {
                    right += 1
                }
            }
        }
        print("widget corpus: \(right)/\(total) states correct (\(right * 100 / max(1, total)) %)")
        for miss in misses { print("  miss: \(miss)") }
        #expect(total >= 36, "the measure has \(total) states")
        #expect(right >= 39, Comment(rawValue: "\(right)/\(total) states correct:\n" + misses.joined(separator: "\n")))
    }

    @Test func everyExpectationNamesACorpusFile() {
        for file in WidgetCorpusExpectations.all.keys { #expect(WidgetCorpusTests.files.contains(file), "\(file)") }
    }

    /// The measure itself: strings out of order, a missing symbol and another button are misses.
    @Test func theMeasureTellsOrderSymbolsAndButtons() throws {
        let glyph = try #require(SFSymbols.glyph("tram.fill")).text
        let drawn = Drawn(presentations: ["lock": "T4 Northgate\n\(glyph) 6 min\n"], button: nil)
        #expect(Self.miss(Expected(strings: ["lock": ["T4", "6 min"]], symbols: ["tram.fill"]), drawn) == nil)
        #expect(Self.miss(Expected(strings: ["lock": ["6 min", "T4"]]), drawn) != nil)
        #expect(Self.miss(Expected(strings: [:], symbols: ["bus.fill"]), drawn) != nil)
        #expect(Self.miss(Expected(strings: [:], button: "End"), drawn) != nil)
    }
}
