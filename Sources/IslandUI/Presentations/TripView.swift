import Foundation
import IslandCore

/// The transit trip of seed 000: `🚋 RNV 5 ──── 3 Min.`, the expanded island of "Erweitert"
/// and the Lock Screen card with [Beenden]. Countdowns come from dates at render time.
enum TripView {
    static func make(_ attributes: TripLiveActivityAttributes, _ state: TripLiveActivityAttributes.ContentState,
                     _ input: ViewInput) -> ActivityView {
        let title = "\(attributes.line) \(input.glyphs.arrow) \(attributes.destination)"
        return ActivityView(
            activityID: input.activity.id,
            title: title,
            minimal: [Span(input.glyphs.lineIcon)],
            compactLeading: [Span("\(input.glyphs.lineIcon) "), Span(attributes.line, nil, [.bold])],
            compactTrailing: compactTrailing(state, input),
            expandedRows: expandedRows(attributes, state, input),
            cardRows: cardRows(attributes, state, input),
            keyFigure: keyFigure(state, input))
    }

    static func minutesLeft(_ state: TripLiveActivityAttributes.ContentState, _ input: ViewInput) -> Int {
        Countdown.minutes(to: state.nextStopTime, from: input.now)
    }

    static func compactTrailing(_ state: TripLiveActivityAttributes.ContentState, _ input: ViewInput) -> [Span] {
        switch state.phase {
        case .arrived:
            return [Span("\(input.glyphs.check) \(input.strings.arrivedShort)", .onTime, [.bold])]
        case .beforeDeparture, .inProgress:
            return [Span(input.strings.minutes(minutesLeft(state, input)), state.delay > 0 ? .late : nil, [.bold])]
        }
    }

    /// "pünktlich" in the on-time role, or "Verspätung: +2 Min." with the value in the late role.
    static func delaySpans(_ delay: Int, _ strings: Strings, labelled: Bool = true) -> [Span] {
        guard delay > 0 else { return [Span(strings.onTime, .onTime)] }
        let value = Span(strings.delayValue(delay), .late, [.bold])
        return labelled ? [Span("\(strings.delay): ", .secondaryText), value] : [value]
    }

    /// The headline under the title: departure countdown, next stop, or arrival.
    static func phaseLine(_ state: TripLiveActivityAttributes.ContentState, _ input: ViewInput, withTime: Bool) -> Row {
        let s = input.strings
        let minutes = minutesLeft(state, input)
        switch state.phase {
        case .beforeDeparture:
            let trailing = withTime ? [Span(input.clock(state.nextStopTime), nil, [.bold])] : []
            return .line([Span(s.departsIn(minutes), .accent, [.bold])], trailing: trailing)
        case .inProgress:
            var lead = [Span("\(s.nextStop): ", .secondaryText), Span(state.nextStop)]
            if withTime { lead.append(Span("  \(input.clock(state.nextStopTime))", nil, [.bold], optional: true)) }
            return .line(lead, trailing: [Span(s.minutes(minutes), state.delay > 0 ? .late : .accent, [.bold])])
        case .arrived:
            let trailing = withTime ? [Span(input.clock(state.nextStopTime), nil, [.bold])] : []
            return .line([Span(s.arrived, .onTime, [.bold])], trailing: trailing)
        }
    }

    static func expandedRows(_ attributes: TripLiveActivityAttributes, _ state: TripLiveActivityAttributes.ContentState,
                             _ input: ViewInput) -> [Row] {
        let s = input.strings
        let lineRow = Row.text(Span("\(s.line): ", .secondaryText), Span(attributes.line, nil, [.bold]),
                               Span(" \(input.glyphs.arrow) "), Span(attributes.destination))
        let timeLabel = state.phase == .beforeDeparture ? s.departure : s.arrival
        let timeRow = Row.line(
            [Span("\(timeLabel): ", .secondaryText), Span(input.clock(state.nextStopTime), nil, [.bold]), Span("  ")]
                + delaySpans(state.delay, s),
            trailing: [])
        var headline = phaseLine(state, input, withTime: false)
        if state.phase == .beforeDeparture {
            headline = .line([Span(s.departsIn(minutesLeft(state, input)), .accent, [.bold]),
                              Span(input.separator + state.currentStop)], trailing: [])
        }
        return [lineRow, headline, timeRow, .progress(state.progress)]
    }

    static func cardRows(_ attributes: TripLiveActivityAttributes, _ state: TripLiveActivityAttributes.ContentState,
                         _ input: ViewInput) -> [Row] {
        let s = input.strings
        let title = Row.text(Span("\(input.glyphs.lineIcon) "), Span(attributes.line, nil, [.bold]),
                             Span(" \(input.glyphs.arrow) ", nil, [.bold]), Span(attributes.destination, nil, [.bold]))
        let current = Row.text(Span("\(s.currentStop): ", .secondaryText), Span(state.currentStop))
        let progress = Row.progress(state.progress, trailing: delaySpans(state.delay, s))
        let occupancy = Row.line(
            [Span("\(s.occupancy): ", .secondaryText), Span(s.occupancy(state.occupancy), occupancyRole(state.occupancy), [.bold])],
            trailing: [input.button(s.endButton)])
        return [title, current, phaseLine(state, input, withTime: true), progress, occupancy]
    }

    static func occupancyRole(_ level: OccupancyLevel) -> ColorRole {
        switch level {
        case .low: return .occupancyLow
        case .medium: return .occupancyMedium
        case .high: return .occupancyHigh
        case .full: return .occupancyFull
        }
    }

    static func keyFigure(_ state: TripLiveActivityAttributes.ContentState, _ input: ViewInput) -> KeyFigure {
        let s = input.strings
        let minutes = minutesLeft(state, input)
        switch state.phase {
        case .beforeDeparture:
            return KeyFigure(value: "\(minutes)", unit: s.minutesUnit,
                             caption: [Span(s.departsIn(minutes), .accent, [.bold])], role: .accent)
        case .inProgress:
            return KeyFigure(value: "\(minutes)", unit: s.minutesUnit,
                             caption: [Span("\(s.nextStop): ", .secondaryText), Span(state.nextStop, nil, [.bold])],
                             role: state.delay > 0 ? .late : .accent)
        case .arrived:
            return KeyFigure(value: input.clock(state.nextStopTime), unit: "",
                             caption: [Span(s.arrived, .onTime, [.bold])], role: .onTime)
        }
    }
}
