import IslandCore
import IslandInput

/// A run of text with one look: the unit every row is built from. It names roles, not
/// colours; the surface it is drawn on supplies the background and the default text role.
struct Span: Hashable, Sendable {
    var text: String
    /// nil: the surface's text role.
    var role: ColorRole?
    var attributes: CellStyle.Attributes
    /// nil: the surface's background.
    var background: ColorRole?
    /// Clicking the span's cells activates this.
    var target: HitTarget?
    /// When a line does not fit, the spans of its lowest priority are left out first, rather
    /// than the line truncated (a clock time beside a stop name reads better gone than cut to
    /// `12:…`); spans of the line's highest priority are only ever truncated.
    var priority: Int
    /// The SF Symbol the span draws (`tram.fill`), for `render --json`'s "symbols".
    var symbol: String?
    /// The app's own colours (a widget's `foregroundStyle`, `background`), over the roles.
    var appColor: AppColor?
    var appBackground: AppColor?

    init(_ text: String, _ role: ColorRole? = nil, _ attributes: CellStyle.Attributes = [],
         background: ColorRole? = nil, target: HitTarget? = nil, priority: Int = 5) {
        self.text = text
        self.role = role
        self.attributes = attributes
        self.background = background
        self.target = target
        self.priority = priority
    }

    /// A `[label]` button that activates `target` (the Beenden / Stop ride button).
    static func button(_ label: String, target: HitTarget, enabled: Bool) -> Span {
        Span("[\(label)]", .buttonText, enabled ? [.bold] : [.dim], background: .button, target: target)
    }

    func style(on surface: Surface) -> CellStyle {
        var style = CellStyle(role ?? surface.text, on: background ?? surface.background, attributes)
        if appColor != nil || appBackground != nil {
            style.appColors = AppColorTable.shared.number(AppColorTable.Pair(foreground: appColor, background: appBackground))
        }
        return style
    }

    func with(priority: Int) -> Span {
        var copy = self
        copy.priority = priority
        return copy
    }

    func adding(_ extra: CellStyle.Attributes) -> Span {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }
}
