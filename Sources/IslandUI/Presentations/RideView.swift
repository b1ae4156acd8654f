import Foundation
import IslandCore

/// The electric-board ride of seed 004: one card that mutates in place — the phase glyph and
/// word, the status text, the battery with a bar, a fault folded into the card, Stop ride.
enum RideView {
    typealias State = RideActivityAttributes.ContentState

    static func make(_ attributes: RideActivityAttributes, _ state: State, _ input: ViewInput) -> ActivityView {
        let glyph = phaseGlyph(state, input)
        return ActivityView(
            activityID: input.activity.id,
            title: attributes.deviceName,
            minimal: [glyph],
            compactLeading: [glyph, Span(" "), Span(attributes.deviceName, nil, [.bold])],
            compactTrailing: compactTrailing(state, input),
            expandedRows: expandedRows(attributes, state, input),
            cardRows: cardRows(attributes, state, input),
            keyFigure: keyFigure(state, input))
    }

    /// The app's own critical glyph when it sends one, else a glyph for the phase.
    static func phaseGlyph(_ state: State, _ input: ViewInput) -> Span {
        if let critical = state.criticalGlyph, !critical.isEmpty {
            // A terminal without UTF-8 would show "??" for "⚡": say it plainly.
            let shown = input.context.asciiOnly && !critical.unicodeScalars.allSatisfy(\.isASCII) ? "!" : critical
            return Span(shown, .fault, [.bold])
        }
        let g = input.glyphs
        switch state.phase {
        case .connected: return Span(g.check, .onTime, [.bold])
        case .connecting, .reconnecting, .rescanning: return Span(g.ellipsis, .accent, [.bold])
        case .disconnected: return Span(g.cross, .late, [.bold])
        }
    }

    static func phaseRole(_ phase: RidePhase) -> ColorRole {
        switch phase {
        case .connected: return .onTime
        case .connecting, .reconnecting, .rescanning: return .accent
        case .disconnected: return .late
        }
    }

    static func batteryRole(_ percent: Int) -> ColorRole {
        percent < 20 ? .batteryLow : .battery
    }

    static func compactTrailing(_ state: State, _ input: ViewInput) -> [Span] {
        if let fault = state.faultCode, !fault.isEmpty {
            // Compact is icon-sized: the code's first word ("E42"), not its description.
            let code = fault.split(separator: " ").first.map(String.init) ?? fault
            return [Span(TextWidth.truncate(code, toWidth: 8, ellipsis: input.glyphs.ellipsis), .fault, [.bold])]
        }
        if let percent = state.batteryPercent {
            return [Span("\(percent)%", batteryRole(percent), [.bold])]
        }
        return [Span(input.strings.ridePhase(state.phase), phaseRole(state.phase))]
    }

    static func phaseSpans(_ state: State, _ input: ViewInput) -> [Span] {
        [phaseGlyph(state, input), Span(" "), Span(input.strings.ridePhase(state.phase), phaseRole(state.phase), [.bold])]
    }

    static func batteryRow(_ state: State, _ input: ViewInput) -> Row {
        let label = Span("\(input.strings.battery) ", .secondaryText)
        guard let percent = state.batteryPercent else {
            return .text(label, Span("–", .secondaryText))
        }
        let fraction = Double(min(max(percent, 0), 100)) / 100
        return .bar(fraction: fraction, fill: batteryRole(percent), before: [label],
                    after: [Span(" \(percent)%", batteryRole(percent), [.bold])], trailing: [], dimmed: false)
    }

    static func faultSpans(_ state: State, _ input: ViewInput) -> [Span] {
        guard let fault = state.faultCode, !fault.isEmpty else {
            return [Span(input.strings.noFault, .secondaryText)]
        }
        let glyph = state.criticalGlyph.map { _ in "\(phaseGlyph(state, input).text) " } ?? ""
        return [Span("\(glyph)\(input.strings.fault): ", .fault, [.bold]), Span(fault, .fault, [.bold])]
    }

    static func expandedRows(_ attributes: RideActivityAttributes, _ state: State, _ input: ViewInput) -> [Row] {
        [
            .line([Span(attributes.deviceName, nil, [.bold])], trailing: phaseSpans(state, input)),
            .text(Span(state.statusText)),
            batteryRow(state, input),
            .line(faultSpans(state, input), trailing: [input.button(input.strings.stopRideButton)]),
        ]
    }

    static func cardRows(_ attributes: RideActivityAttributes, _ state: State, _ input: ViewInput) -> [Row] {
        [
            .line([phaseGlyph(state, input), Span(" "), Span(attributes.deviceName, nil, [.bold])],
                  trailing: [Span(input.strings.ridePhase(state.phase), phaseRole(state.phase), [.bold])]),
            .text(Span(state.statusText)),
            batteryRow(state, input),
            .line(faultSpans(state, input), trailing: [input.button(input.strings.stopRideButton)]),
        ]
    }

    static func keyFigure(_ state: State, _ input: ViewInput) -> KeyFigure {
        let caption = [Span(input.strings.ridePhase(state.phase), phaseRole(state.phase), [.bold]),
                       Span(input.separator + state.statusText)]
        if let percent = state.batteryPercent {
            return KeyFigure(value: "\(percent)%", unit: input.strings.battery, caption: caption, role: batteryRole(percent))
        }
        return KeyFigure(value: state.faultCode ?? "", unit: "", caption: caption, role: .fault)
    }
}
