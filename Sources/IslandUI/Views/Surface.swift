/// What text is drawn on: a background role and the text role spans default to.
struct Surface: Hashable, Sendable {
    var background: ColorRole
    var text: ColorRole

    /// The dark pill and the expanded island.
    static let island = Surface(background: .islandBackground, text: .islandText)
    /// The Lock Screen card.
    static let card = Surface(background: .cardBackground, text: .cardText)
    /// The space around everything (the wallpaper).
    static let screen = Surface(background: .screenBackground, text: .terminal)
    static let overlay = Surface(background: .overlayBackground, text: .overlayText)
    static let statusBar = Surface(background: .statusBar, text: .statusText)

    var plain: CellStyle { CellStyle(text, on: background) }
}
