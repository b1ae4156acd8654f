import Foundation
import IslandCore
import IslandUI
import IslandText
import IslandJSON

/// One fuzz input through island's whole path, at its top-level entry points only (so it
/// outlives rewrites of what is beneath): the bytes as lines of one socket client through
/// `AppReducer.update` (decode → lifecycle → model), every view drawn (`Renderer.render`,
/// `StillFrame`) as plain text and in colour, again after the clock moved past the 8-hour end,
/// and the same bytes through the lint engine as text and JSON.
///
/// The invariants, besides "no trap" (a trap is what libFuzzer catches): no raw control in
/// any output (`ControlCharacters`, outside island's own SGR sequences), and each line of
/// `lint --json` is JSON. `violations` names each broken one; `ISLAND_FUZZ_SKIP` (a comma list
/// of invariant names) leaves out one that fails for a known, open defect.
enum FuzzHarness {
    static let invariants = ["replies", "outputs", "render", "render-ansi", "lint-text", "lint-json", "swift-reader"]

    /// At most this many lines per input: more only slows each run down.
    static let maximumLines = 64
    static let start = Date(timeIntervalSince1970: 1_764_417_600)
    static let skipped: Set<String> = Set(
        (ProcessInfo.processInfo.environment["ISLAND_FUZZ_SKIP"] ?? "").split(separator: ",").map(String.init))
    static let context = RenderContext(language: .de, glyphs: .unicode, themeNames: ["default"],
                                       timeZone: TimeZone(identifier: "UTC")!, asciiOnly: false)

    /// What broke, one sentence per invariant and output; empty when all held.
    static func violations(_ bytes: [UInt8]) -> [String] {
        var found: [String] = []
        func check(_ invariant: String, _ text: String, allowing sgr: Bool = false, _ what: @autoclosure () -> String) {
            guard !skipped.contains(invariant) else { return }
            let visible = sgr ? strippingSGR(text) : text
            if let scalar = visible.unicodeScalars.first(where: { $0 != "\n" && ControlCharacters.isControl($0) }) {
                found.append("\(invariant): U+\(String(scalar.value, radix: 16, uppercase: true)) in \(what())")
            }
        }

        var model = AppModel()
        model.locked = false
        var now = start
        let lines = bytes.split(separator: 0x0A, maxSplits: maximumLines, omittingEmptySubsequences: false).prefix(maximumLines)
        for (index, line) in lines.enumerated() {
            let incoming = IncomingLine(body: .bytes(Array(line)), source: .socket(client: 1), number: index + 1)
            for effect in AppReducer.update(&model, .line(incoming), now: now) {
                switch effect {
                case .reply(_, let answer): check("replies", JSONWriter.string(answer.json), "a reply to line \(index + 1)")
                case .output(let record): check("outputs", record.line, "an output record")
                case .bell, .setClock, .quit, .apnsFaults: break
                }
            }
            now = now.addingTimeInterval(1)
        }

        // The frames as the last line left them, and past the 8-hour end: the dashboard wide
        // and narrow, every view on its own, one of them in colour (the colour path is the same
        // for all). More sizes and moments would find little more, at many times the cost.
        for (moment, everything) in [(now, true), (now.addingTimeInterval(8 * 3_600 + 1), false)] {
            for effect in AppReducer.update(&model, .tick, now: moment) {
                if case .output(let record) = effect { check("outputs", record.line, "an output record") }
            }
            for (width, height) in everything ? [(100, 30), (40, 12), (1, 1)] : [(100, 30)] {
                let grid = Renderer.render(model, width: width, height: height, now: moment, context: context)
                check("render", GridText.plain(grid), "the dashboard at \(width)×\(height)")
            }
            for view in everything ? StillView.allCases : [.lock] {
                guard let grid = StillFrame.grid(model, view: view, width: nil, height: nil, now: moment, context: context,
                                                 activityID: nil) else { continue }
                check("render", GridText.plain(grid), "render --view \(view.rawValue)")
                if view == .lock {
                    check("render-ansi", GridText.ansi(grid, theme: .builtInDefault, mode: .truecolor), allowing: true,
                          "render --view lock --ansi")
                }
            }
        }

        for result in LintEngine.run([LintInput(name: "fuzz", bytes: bytes)]) {
            check("lint-text", LintFormatter.text(result), "lint line \(result.line)")
            let json = LintFormatter.json(result)
            check("lint-json", json, "lint --json line \(result.line)")
            if !skipped.contains("lint-json"),
               (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] == nil {
                found.append("lint-json: line \(result.line) is not a JSON object: \(UntrustedText.line(json))")
            }
        }
        if !skipped.contains("swift-reader") {
            for text in SwiftReaderFuzz.drawn(bytes, now: start, context: context) {
                check("swift-reader", text, "a widget read from the input as Swift")
            }
        }
        return found
    }

    /// The text without island's own colour sequences (`ESC [ digits and ; m`).
    static func strippingSGR(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}", scalars.first == "[" {
                let body = scalars.dropFirst().prefix { ("0"..."9").contains($0) || $0 == ";" }
                let rest = scalars.dropFirst(1 + body.count)
                if rest.first == "m" {
                    scalars = rest.dropFirst()
                    continue
                }
            }
            out.append(scalar)
        }
        return String(out)
    }
}
