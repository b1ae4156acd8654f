import Testing
@testable import IslandTerminal

@Suite struct ColorPairTableTests {
    /// Records the pairs defined, like init_extended_pair would.
    final class Definitions {
        var defined: [(Int32, Int32, Int32)] = []
        var accept = true
        func define(_ pair: Int32, _ fg: Int32, _ bg: Int32) -> Bool {
            defined.append((pair, fg, bg))
            return accept
        }
    }

    @Test func allocatesOncePerColoursAndCaches() {
        var table = ColorPairTable(limit: 64)
        let log = Definitions()
        #expect(table.pair(foreground: 7, background: 0, define: log.define) == 1)
        #expect(table.pair(foreground: 1, background: 0, define: log.define) == 2)
        #expect(table.pair(foreground: 7, background: 0, define: log.define) == 1)
        #expect(log.defined.count == 2)
        #expect(log.defined[1] == (2, 1, 0))
    }

    @Test func terminalColoursNeedNoPair() {
        var table = ColorPairTable(limit: 64)
        let log = Definitions()
        #expect(table.pair(foreground: -1, background: -1, define: log.define) == 0)
        #expect(log.defined.isEmpty)
        #expect(table.pair(foreground: 3, background: -1, define: log.define) == 1)
    }

    @Test func runningOutFallsBackToPairZero() {
        var table = ColorPairTable(limit: 3)
        let log = Definitions()
        #expect(table.pair(foreground: 1, background: 0, define: log.define) == 1)
        #expect(table.pair(foreground: 2, background: 0, define: log.define) == 2)
        #expect(table.pair(foreground: 3, background: 0, define: log.define) == 0)
        #expect(log.defined.count == 2)
    }

    @Test func aRefusedPairDrawsWithTheTerminalColours() {
        var table = ColorPairTable(limit: 64)
        let log = Definitions()
        log.accept = false
        #expect(table.pair(foreground: 200, background: 0, define: log.define) == 0)
        log.accept = true
        #expect(table.pair(foreground: 1, background: 0, define: log.define) == 1)
    }

    @Test func resetReusesNumbers() {
        var table = ColorPairTable(limit: 64)
        let log = Definitions()
        _ = table.pair(foreground: 1, background: 0, define: log.define)
        _ = table.pair(foreground: 2, background: 0, define: log.define)
        table.reset()
        #expect(table.count == 0)
        #expect(table.pair(foreground: 5, background: 4, define: log.define) == 1)
        #expect(log.defined.last! == (1, 5, 4))
    }
}
