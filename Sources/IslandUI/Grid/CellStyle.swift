/// How a cell is drawn: foreground and background roles plus text attributes, and where the
/// app's own widget names a colour, that colour over the role (`AppColor`).
package struct CellStyle: Hashable, Sendable {
    package struct Attributes: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        package static let bold = Attributes(rawValue: 1 << 0)
        package static let dim = Attributes(rawValue: 1 << 1)
        package static let underline = Attributes(rawValue: 1 << 2)
        package static let reverse = Attributes(rawValue: 1 << 3)
    }

    package var foreground: ColorRole
    package var background: ColorRole
    package var attributes: Attributes
    /// The app's colours over the roles, as their pair's number (`AppColorTable`); 0: none.
    package var appColors: UInt16 = 0

    /// The app's colour for the text; nil: the role's.
    package var appForeground: AppColor? {
        get { appColors == 0 ? nil : AppColorTable.shared.pair(appColors).foreground }
        set { appColors = AppColorTable.shared.number(AppColorTable.Pair(foreground: newValue, background: appBackground)) }
    }

    /// The app's colour for the background; nil: the role's.
    package var appBackground: AppColor? {
        get { appColors == 0 ? nil : AppColorTable.shared.pair(appColors).background }
        set { appColors = AppColorTable.shared.number(AppColorTable.Pair(foreground: appForeground, background: newValue)) }
    }

    package init(_ foreground: ColorRole = .terminal, on background: ColorRole = .terminal, _ attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    package static let plain = CellStyle()

    /// The theme colours the cell is painted with: the app's where it names one and the theme
    /// colours the role at all (a theme that leaves a role to the terminal, such as mono,
    /// leaves the app's colour to it too), else the role's.
    package func colors(in theme: Theme) -> (foreground: ThemeColor, background: ThemeColor) {
        var back = theme.color(for: background)
        if let app = appBackground, back != .terminalDefault { back = app.themeColor(over: back) }
        var fore = theme.color(for: foreground)
        if let app = appForeground, fore != .terminalDefault { fore = app.themeColor(over: back) }
        return (fore, back)
    }

    /// Whether the foreground and background are meant to differ (the same role on both reads
    /// as one block; an app colour always means to be seen).
    package var isDistinct: Bool {
        foreground != background || appColors != 0 && appForeground != appBackground
    }

    package func with(_ extra: Attributes) -> CellStyle {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }

    package func foreground(_ role: ColorRole) -> CellStyle {
        var copy = self
        copy.foreground = role
        return copy
    }
}
