import IslandText
import Testing
@testable import island

/// Every help island prints fits an 80-column terminal in every language it speaks:
/// `island --help` (the overview, whose command summaries and closing line are not wrapped),
/// and `island help COMMAND` for every command. A new language is checked by being a case of
/// `Language`.
@Suite struct HelpWidthTests {
    @Test(arguments: Language.allCases)
    func everyHelpLineFitsEightyColumns(language: Language) {
        let table = language.table
        var pages = [("island --help", HelpText.overview(Subcommands.infos, table: table))]
        pages += Subcommands.infos.map { ("island help \($0.name)", HelpText.command($0, table: table)) }
        for (name, page) in pages {
            for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(line.count <= HelpText.width, "\(language.rawValue) \(name): \(line.count) columns: \(line)")
            }
        }
        #expect(pages.count > 10)
    }
}
