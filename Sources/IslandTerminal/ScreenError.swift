import IslandText

/// Why the terminal screen could not start. Each says in one line what to do.
package enum ScreenError: Error, WordedError, CustomStringConvertible, Sendable {
    case notATerminal
    case noTerminalType
    case unknownTerminal(String)
    case notAScreenTerminal(String)
    case noKeyboard(String)

    /// What went wrong, in any language's table.
    package var sentence: Sentence {
        switch self {
        case .notATerminal: return Sentence(.screenNotATerminal)
        case .noTerminalType: return Sentence(.screenNoTerminalType)
        case .unknownTerminal(let name): return Sentence(.screenUnknownTerminal, ["name": name])
        case .notAScreenTerminal(let name): return Sentence(.screenNotAScreen, ["name": name])
        case .noKeyboard(let reason): return Sentence(.screenNoKeyboard, ["reason": reason])
        }
    }

    package var description: String { sentence.english }
}
