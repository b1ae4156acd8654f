/// A `Gauge`'s parts, kept beside the views they are arranged into, so that `.gaugeStyle` —
/// an environment value in SwiftUI, reaching every gauge inside the view it modifies — can
/// arrange them as that style does. Where each part goes is Apple's, from the styles'
/// documentation (`GaugeStyle.accessoryLinearCapacity`, `.linear`, `.accessoryCircular`,
/// `.accessoryCircularCapacity`); see docs/swift.md.
package struct WidgetGauge: Sendable, Hashable {
    package var fraction: Double
    /// What the gauge is for (`label:`, or the first trailing closure).
    package var label: WidgetView?
    package var current: WidgetView?
    package var minimum: WidgetView?
    package var maximum: WidgetView?
    /// Set once a `.gaugeStyle` has arranged the parts: a style further out does not reach a
    /// gauge a nearer one styled, as SwiftUI's nearest environment value wins.
    package var isStyled = false

    package enum Style: Sendable, Hashable {
        /// iOS's automatic style for a gauge, and `linearCapacity` / `accessoryLinearCapacity`:
        /// the label above the bar, the minimum and maximum at its ends, the current value below.
        case linearCapacity
        /// `linear` / `accessoryLinear`: the bar between the minimum and maximum, or the
        /// current value at its leading edge when they are absent.
        case linear
        /// `accessoryCircular`: the current value in the middle, the minimum and maximum (else
        /// the label) in the ring's opening below.
        case circular
        /// `accessoryCircularCapacity`: the current value in the middle of a closed ring; the
        /// label there when there is no current value (island's choice: Apple names only the
        /// current value, and apps give an icon as the label expecting it in the ring).
        case circularCapacity

        package init(name: String) {
            let lowered = name.lowercased()
            switch (lowered.contains("circular"), lowered.contains("capacity")) {
            case (true, true): self = .circularCapacity
            case (true, false): self = .circular
            case (false, false) where lowered.contains("linear"): self = .linear
            default: self = .linearCapacity
            }
        }
    }

    /// A circular gauge is a small dial (about 48 points across), not a bar across the width;
    /// where less is offered (the minimal presentation), it is as wide as it may be.
    package static let circularWidth = 48.0

    /// The parts arranged in `style`, as one view that still carries them.
    package func view(_ style: Style) -> WidgetView {
        var secondary = WidgetStyle()
        secondary.dim = true
        let bar = WidgetView.progress(fraction, label: nil)
        let dimmed = { (view: WidgetView?) in view.map { WidgetView.modified($0, .style(secondary)) } }
        // The bar with what stands at its ends, on one row.
        func barBetween(_ leading: WidgetView?, _ trailing: WidgetView?) -> WidgetView {
            let row = [dimmed(leading), bar, dimmed(trailing)].compactMap { $0 }
            return row.count == 1 ? bar : .stack(WidgetStack(axis: .horizontal, alignment: "center", spacing: 1, children: row))
        }
        var parts: [WidgetView]
        var alignment = "leading"
        switch style {
        case .linearCapacity:
            parts = [label, barBetween(minimum, maximum), dimmed(current)].compactMap { $0 }
        case .linear:
            parts = [minimum == nil ? barBetween(current, nil) : barBetween(minimum, maximum)]
        case .circular:
            alignment = "center"
            var opening = dimmed(label)
            if let minimum, let maximum {
                opening = dimmed(.stack(WidgetStack(axis: .horizontal, alignment: "center", spacing: nil, children: [minimum, .spacer(nil), maximum])))
            }
            parts = [current, bar, opening].compactMap { $0 }
        case .circularCapacity:
            alignment = "center"
            parts = [current ?? label, bar].compactMap { $0 }
        }
        var stack = WidgetStack(axis: .vertical, alignment: alignment, spacing: 0, children: parts)
        stack.gauge = self
        guard style == .circular || style == .circularCapacity else { return .stack(stack) }
        return .modified(.stack(stack), .frame(WidgetFrame(maxWidth: Self.circularWidth)))
    }

    /// `view` with every gauge inside it not yet styled arranged in `style`.
    package static func restyle(_ view: WidgetView, _ style: Style) -> WidgetView {
        switch view {
        case .stack(var stack):
            if let gauge = stack.gauge, !gauge.isStyled {
                var styled = gauge
                styled.isStyled = true
                return styled.view(style)
            }
            stack.children = stack.children.map { restyle($0, style) }
            return .stack(stack)
        case .modified(let inner, let modifier):
            return .modified(restyle(inner, style), modifier)
        case .group(let views):
            return .group(views.map { restyle($0, style) })
        case .fitting(let views):
            return .fitting(views.map { restyle($0, style) })
        case .region(let name, let priority, let inner):
            return .region(name, priority: priority, restyle(inner, style))
        case .button(let label, let control):
            return .button(restyle(label, style), control: control)
        default:
            return view
        }
    }
}
