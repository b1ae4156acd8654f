import IslandText

extension Sentence {
    /// `problem` under the setting's origin when a setting named the value (`config FILE,
    /// "theme": …`, `ISLAND_THEME: …`), else alone. `problem` is another layer's description,
    /// kept as it is.
    static func origin(_ origin: String?, _ problem: String) -> Sentence {
        let text = Sentence(.cliVerbatim, ["text": problem])
        guard let origin else { return text }
        return Sentence(.cliSettingProblem, ["origin": origin], sentences: ["problem": text])
    }
}
