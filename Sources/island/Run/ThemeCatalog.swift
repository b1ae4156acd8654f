import IslandUI

/// The themes `t` cycles through, the chosen one first (`--theme NAME|FILE`).
enum ThemeCatalog {
    /// The themes island has without any theme file.
    static let builtIn: [Theme] = [Theme.builtInDefault]

    static func themes(selecting selection: String?) throws(CommandLineError) -> [Theme] {
        guard let selection else { return builtIn }
        guard let index = builtIn.firstIndex(where: { $0.name == selection }) else {
            throw CommandLineError("no theme named '\(selection)'; themes: \(builtIn.map(\.name).joined(separator: ", "))")
        }
        return Array(builtIn[index...] + builtIn[..<index])
    }
}
