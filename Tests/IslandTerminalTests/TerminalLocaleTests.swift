import Testing
@testable import IslandTerminal

@Suite struct TerminalLocaleTests {
    @Test func localeNamesThatAskForUTF8() {
        #expect(TerminalLocale.namesUTF8("de_DE.UTF-8"))
        #expect(TerminalLocale.namesUTF8("en_US.utf8"))
        #expect(TerminalLocale.namesUTF8("C.UTF-8"))
        #expect(TerminalLocale.namesUTF8("de_DE.UTF-8@euro"))
        #expect(!TerminalLocale.namesUTF8("de_DE.ISO-8859-1"))
        #expect(!TerminalLocale.namesUTF8("C"))
        #expect(!TerminalLocale.namesUTF8("POSIX"))
        #expect(!TerminalLocale.namesUTF8(nil))
    }
}
