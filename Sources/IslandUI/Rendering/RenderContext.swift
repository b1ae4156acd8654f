/// What a frame is drawn with besides the model: labels, glyphs, and where the input comes
/// from (for the status line).
public struct RenderContext: Hashable, Sendable {
    public var language: Language
    public var glyphs: Glyphs
    /// Names of the available themes, so the model's theme index can be shown by name.
    public var themeNames: [String]

    public init(language: Language = .de, glyphs: Glyphs = .unicode, themeNames: [String] = ["default"]) {
        self.language = language
        self.glyphs = glyphs
        self.themeNames = themeNames
    }
}
