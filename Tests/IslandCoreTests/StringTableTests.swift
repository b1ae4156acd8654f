import Testing
@testable import IslandText
import IslandTypes

/// Every language's table against the English one: a new language is a new table file, and
/// this suite says what it lacks.
@Suite struct StringTableTests {
    @Test(arguments: Language.allCases)
    func everyKeyHasANonEmptyText(_ language: Language) {
        let table = language.table
        #expect(table.code == language.rawValue)
        let missing = StringKey.allCases.filter { table.phrases[$0] == nil }
        #expect(missing.isEmpty, "\(language.rawValue) has no text for \(missing.map(\.rawValue))")
        let empty = StringKey.allCases.filter { key in table.phrases[key]?.texts.contains { $0.isEmpty } ?? false }
        #expect(empty.isEmpty, "\(language.rawValue) has empty texts for \(empty.map(\.rawValue))")
    }

    /// The same placeholders in every language (a date format uses its language's date fields).
    @Test(arguments: Language.allCases)
    func placeholdersMatchTheEnglish(_ language: Language) {
        let table = language.table
        for key in StringKey.allCases {
            guard let phrase = table.phrases[key], let english = StringTable.en.phrases[key] else { continue }
            let names = Set(phrase.texts.flatMap(StringTable.placeholders))
            if key.isDateFormat {
                #expect(names.isSubset(of: StringKey.dateFields), "\(language.rawValue) \(key.rawValue): \(names.sorted())")
            } else {
                let expected = Set(english.texts.flatMap(StringTable.placeholders))
                #expect(names == expected, "\(language.rawValue) \(key.rawValue): \(names.sorted()), English has \(expected.sorted())")
                #expect(phrase.texts.map(Self.formatCount).max() == english.texts.map(Self.formatCount).max(),
                        "\(language.rawValue) \(key.rawValue): a different number of %@")
            }
        }
    }

    /// A plural entry has every form its language's rule picks, and `other`.
    @Test(arguments: Language.allCases)
    func pluralEntriesHaveEveryForm(_ language: Language) {
        let table = language.table
        let categories = Set((0...1000).map(table.pluralRule)).union([.other])
        for key in StringKey.allCases {
            guard case .forms = StringTable.en.phrases[key] else { continue }
            guard case .forms(let forms)? = table.phrases[key] else {
                Issue.record("\(language.rawValue) \(key.rawValue) is a plural in English but one text here")
                continue
            }
            let lacking = categories.subtracting(forms.keys)
            #expect(lacking.isEmpty, "\(language.rawValue) \(key.rawValue) lacks \(lacking.map(\.rawValue).sorted())")
        }
    }

    @Test func theDeviceChoosesAmongIslandsLanguages() {
        #expect(Set(LanguageResolver.chromeLanguages) == Set(Language.allCases.map(\.rawValue)))
        #expect(Language(code: "de-AT") == .de)
        #expect(Language(code: "fr") == nil)
        #expect(Language.table(for: "fr").code == "en")
    }

    @Test func placeholdersAreFilled() {
        let en = StringTable.en
        #expect(en.text(.logSimulationRestarted, ["seed": "7"]) == "simulation restarted, seed 7 (--seed 7 replays it)")
        #expect(en.text(.problemCount, count: 1) == "1 problem")
        #expect(en.text(.problemCount, count: 3) == "3 problems")
        #expect(en.text(.sourceClients, count: 2, ["name": "socket"]) == "socket: 2 clients")
        #expect(en.text(.entryProblems, count: 4) == "Problems (4)")
        // Braces around anything but a name are text.
        #expect(en.text(.warningStartAlertIncomplete).hasSuffix("{\"title\", \"body\"}"))
        #expect(StringTable.placeholders("{a} {b c} {} {d}") == ["a", "d"])
    }

    private static func formatCount(_ text: String) -> Int {
        text.components(separatedBy: "%@").count - 1
    }
}
