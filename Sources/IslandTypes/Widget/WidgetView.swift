import IslandSwiftSource
/// A view as the widget's code made it for one frame: concrete (every expression evaluated),
/// laid out on the cell grid by `WidgetLayout`.
package indirect enum WidgetView: Sendable, Hashable {
    case text([WidgetTextRun])
    /// An SF Symbol by name.
    case symbol(String)
    /// What island cannot draw: said in the warnings, drawn as a box of its size.
    case placeholder(String, width: Int?, height: Int?)
    /// `Spacer(minLength:)` in points.
    case spacer(Double?)
    case divider
    case stack(WidgetStack)
    /// `ProgressView(value:total:)`, `Gauge`: 0…1, nil when indeterminate; the label above it.
    case progress(Double?, label: WidgetView?)
    /// `Button(intent:)`: its label and the control (its intent, with the frame's parameters).
    case button(WidgetView, control: WidgetControl)
    /// `Toggle(isOn:intent:)`: its state as drawn, its label and the control.
    case toggle(Bool, WidgetView, control: WidgetControl)
    /// `Circle()`, `Capsule()`, `Color.red` as a view: a filled shape (its kind: `Circle`,
    /// `Rectangle`, …).
    case shape(String, WidgetColor?)
    case group([WidgetView])
    /// `ViewThatFits`: the first that fits.
    case fitting([WidgetView])
    case modified(WidgetView, WidgetModifier)
    /// `DynamicIslandExpandedRegion(.leading, priority:)`.
    case region(String, priority: Double, WidgetView)
    case empty

    /// The views of a group, flattened; a single view as itself.
    package var children: [WidgetView] {
        switch self {
        case .group(let views): return views.flatMap(\.children)
        case .empty: return []
        default: return [self]
        }
    }
}

/// A run of text in one look (`Text("a").bold() + Text("b")`).
package struct WidgetTextRun: Sendable, Hashable {
    package var text: String
    package var style: WidgetStyle

    package init(_ text: String, style: WidgetStyle = WidgetStyle()) {
        self.text = text
        self.style = style
    }
}

/// `HStack`, `VStack`, `ZStack`.
package struct WidgetStack: Sendable, Hashable {
    package enum Axis: Sendable, Hashable { case horizontal, vertical, depth }

    package var axis: Axis
    /// `leading`, `center`, `trailing`, `top`, `bottom`, …
    package var alignment: String
    /// In points; nil: the default.
    package var spacing: Double?
    package var children: [WidgetView]
    /// A `Label`: its icon and title, which `.labelStyle(.iconOnly)` picks from.
    package var isLabel = false
    /// A depth stack made by `.overlay` or `.background(content)`: its first child is the view
    /// modified, whose frame the stack takes; the others are laid out in that frame by the
    /// stack's alignment and clipped to it, over the first (an overlay) or under it.
    package var layer: Layer?
    /// A `GeometryReader`'s content: its proxy's width was `WidgetStack.geometryPoints`, so
    /// widths worked out from it are that share of the cells the reader gets.
    package var isGeometry = false
    /// A `Gauge`: its parts, which `.gaugeStyle` arranges again.
    package var gauge: WidgetGauge?

    package enum Layer: Sendable, Hashable { case overlay, background }

    /// The width a `GeometryReader`'s proxy reports while the widget is evaluated (before any
    /// layout): a width of `geo.size.width * 0.4` is 40 % of the reader's columns once laid out.
    package static let geometryPoints = 1000.0
    /// Its height: one row (a reader is mostly a bar's track; island does not make it as tall as it is offered).
    package static let geometryHeight = 20.0

    package init(axis: Axis, alignment: String, spacing: Double?, children: [WidgetView], isLabel: Bool = false, layer: Layer? = nil,
                 isGeometry: Bool = false) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.children = children
        self.isLabel = isLabel
        self.layer = layer
        self.isGeometry = isGeometry
    }
}

/// The look text inherits from the modifiers around it; nil: inherited.
package struct WidgetStyle: Sendable, Hashable {
    package var bold: Bool?
    package var dim: Bool?
    package var color: WidgetColor?
    /// `.tint`: the colour of controls (a button, a toggle, a progress bar, a gauge), not text.
    package var tint: WidgetColor?
    package var uppercase: Bool?
    package var lowercase: Bool?
    package var underline: Bool?
    package var strikethrough: Bool?

    package init() {}

    /// `other` over `self`.
    package func merged(_ other: WidgetStyle) -> WidgetStyle {
        var result = self
        if let bold = other.bold { result.bold = bold }
        if let dim = other.dim { result.dim = dim }
        if let color = other.color { result.color = color }
        if let tint = other.tint { result.tint = tint }
        if let upper = other.uppercase { result.uppercase = upper }
        if let lower = other.lowercase { result.lowercase = lower }
        if let underline = other.underline { result.underline = underline }
        if let strike = other.strikethrough { result.strikethrough = strike }
        return result
    }
}

/// A colour as the code names it.
package indirect enum WidgetColor: Sendable, Hashable {
    /// `.green`, `.orange`, `.secondary`, `.accentColor`, `.white`.
    case named(String)
    case rgb(Double, Double, Double)
    /// `color.opacity(0.4)`, `Color(red:green:blue:opacity:)`: composited over what is below.
    case opacity(WidgetColor, Double)
}

/// What a modifier changes that a terminal can show.
package enum WidgetModifier: Sendable, Hashable {
    case style(WidgetStyle)
    /// Points on each side.
    case padding(top: Double, leading: Double, bottom: Double, trailing: Double)
    case frame(WidgetFrame)
    case layoutPriority(Double)
    case lineLimit(Int?)
    case textAlignment(String)
    case background(WidgetColor)
    case widgetURL(String)
    /// `activityBackgroundTint`: the Lock Screen card's background.
    case activityBackground(WidgetColor)
    /// `activitySystemActionForegroundColor`: the system's action on the Lock Screen (island
    /// draws the card's intent control as that action).
    case systemActionForeground(WidgetColor)
    case opacity(Double)
    case hidden
}

/// `.frame(width:height:)`, `.frame(maxWidth: .infinity, alignment: .leading)`, in points.
package struct WidgetFrame: Sendable, Hashable {
    package var width: Double?
    package var height: Double?
    package var minWidth: Double?
    package var maxWidth: Double?
    package var maxHeight: Double?
    package var alignment: String

    package init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil, maxHeight: Double? = nil,
                 alignment: String = "center") {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// A `DynamicIsland { … } compactLeading: { … } compactTrailing: { … } minimal: { … }`
/// evaluated: its regions and the modifiers on it.
package struct WidgetDynamicIsland: Sendable, Hashable {
    package var expanded: [WidgetView]
    package var compactLeading: WidgetView
    package var compactTrailing: WidgetView
    package var minimal: WidgetView
    package var keyline: WidgetColor?
    package var url: String?

    package init(expanded: [WidgetView], compactLeading: WidgetView, compactTrailing: WidgetView, minimal: WidgetView) {
        self.expanded = expanded
        self.compactLeading = compactLeading
        self.compactTrailing = compactTrailing
        self.minimal = minimal
    }

    /// The views of an expanded region (`leading`, `trailing`, `center`, `bottom`).
    package func region(_ name: String) -> WidgetView {
        var views: [WidgetView] = []
        for view in expanded.flatMap(\.children) {
            if case .region(let region, _, let content) = Self.unwrapped(view), region == name { views.append(content) }
        }
        return views.count == 1 ? views[0] : views.isEmpty ? .empty : .stack(WidgetStack(axis: .vertical, alignment: "center", spacing: nil, children: views))
    }

    package func priority(_ name: String) -> Double {
        for view in expanded.flatMap(\.children) {
            if case .region(let region, let priority, _) = Self.unwrapped(view), region == name { return priority }
        }
        return 0
    }

    static func unwrapped(_ view: WidgetView) -> WidgetView {
        if case .modified(let inner, _) = view { return unwrapped(inner) }
        return view
    }
}
