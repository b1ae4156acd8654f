import IslandText
import Foundation

/// `#if … #elseif … #else … #endif` in a Swift file, resolved as the iOS release build
/// resolves it (`SwiftBuildConditions`): of every block, the tokens of the branch that build
/// compiles are kept, the others dropped — in declarations, in statements and between a
/// view's modifiers alike, since it works on tokens. A block whose choice matters (it has
/// another branch, or none is taken) gets a note saying which branch was read.
package enum SwiftConditionalCompilation {
    package struct Output: Sendable {
        package var tokens: [SwiftToken]
        package var notes: [(line: Int, message: Sentence)]
        package var problems: [(line: Int, message: Sentence)]
    }

    /// The tokens the iOS release build compiles. `source` is the file's text (to quote a
    /// directive in its note); `canImport` also finds the modules the file imports.
    package static func releaseBuild(_ tokens: [SwiftToken], source: String,
                                     conditions: SwiftBuildConditions? = nil) -> Output {
        let hasBlocks = tokens.contains { $0.kind == .pound && $0.text == "if" }
        var output = Output(tokens: [], notes: [], problems: [])
        guard hasBlocks else {
            output.tokens = tokens
            return output
        }
        var build = conditions ?? SwiftBuildConditions()
        build.importedModules.formUnion(importedModules(tokens))
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        func quoted(_ line: Int) -> String {
            line <= lines.count ? shortened(lines[line - 1].trimmingCharacters(in: .whitespaces)) : "#if"
        }
        /// One open block: whether its enclosing code is compiled, whether a branch was
        /// taken already, whether the current branch is, and what to say of it at `#endif`.
        struct Block {
            var outerKept: Bool
            var taken: Bool
            var current: Bool
            var line: Int
            var branches = 1
            var takenLine: Int?
            var takenIndex: Int?
        }
        var open: [Block] = []
        var index = 0
        /// The condition's tokens: up to the end of the directive's line.
        func condition() -> [SwiftToken] {
            index += 1
            var collected: [SwiftToken] = []
            while index < tokens.count, !tokens[index].startsLine {
                collected.append(tokens[index])
                index += 1
            }
            return collected
        }
        func evaluate(_ condition: [SwiftToken], line: Int) -> Bool {
            switch build.evaluate(condition) {
            case .success(let value): return value
            case .failure(let error):
                output.notes.append((line, Sentence(.swiftConditionReadFalse, ["condition": quoted(line)], sentences: ["problem": error.message])))
                return false
            }
        }
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .pound, ["if", "elseif", "else", "endif"].contains(token.text) else {
                if open.allSatisfy(\.current) { output.tokens.append(token) }
                index += 1
                continue
            }
            switch token.text {
            case "if":
                let outer = open.allSatisfy(\.current)
                let value = outer ? evaluate(condition(), line: token.line) : { _ = condition(); return false }()
                open.append(Block(outerKept: outer, taken: value, current: value, line: token.line,
                                  takenLine: value ? token.line : nil, takenIndex: value ? 0 : nil))
            case "elseif", "else":
                guard var block = open.popLast() else {
                    output.problems.append((token.line, Sentence(.swiftElseWithoutIf, ["directive": token.text])))
                    if token.text == "elseif" { _ = condition() } else { index += 1 }
                    continue
                }
                var value = !block.taken
                if token.text == "elseif" {
                    let tokens = condition()
                    value = value && block.outerKept && evaluate(tokens, line: token.line)
                } else {
                    index += 1
                }
                if value {
                    block.takenLine = token.line
                    block.takenIndex = block.branches
                }
                block.branches += 1
                block.current = value && block.outerKept
                block.taken = block.taken || value
                open.append(block)
            default:
                index += 1
                guard let block = open.popLast() else {
                    output.problems.append((token.line, Sentence(.swiftEndifWithoutIf)))
                    continue
                }
                guard block.outerKept, block.branches > 1 || block.takenIndex != 0 else { continue }
                let condition = quoted(block.line)
                let compiled: Sentence
                if let line = block.takenLine, let taken = block.takenIndex {
                    compiled = taken == 0 ? Sentence(.swiftReleaseCompilesFirst, ["condition": condition])
                        : Sentence(.swiftReleaseCompilesBranch, ["condition": condition, "branch": quoted(line), "line": String(line)])
                } else {
                    compiled = Sentence(.swiftReleaseCompilesNone, ["condition": condition])
                }
                output.notes.append((block.line, compiled))
            }
        }
        for block in open {
            output.problems.append((block.line, Sentence(.swiftIfWithoutEndif)))
        }
        output.notes.sort { $0.line < $1.line }
        return output
    }

    /// `import X`, `@preconcurrency import X`, `import struct X.Y`: the modules a file imports
    /// outside any `#if` (one inside `#if canImport(X)` says nothing about X).
    static func importedModules(_ tokens: [SwiftToken]) -> Set<String> {
        var modules: Set<String> = []
        var depth = 0
        for (position, token) in tokens.enumerated() {
            if token.kind == .pound, token.text == "if" { depth += 1 }
            if token.kind == .pound, token.text == "endif" { depth -= 1 }
            guard depth == 0, token.isIdentifier("import") else { continue }
            var next = position + 1
            if next < tokens.count, ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(tokens[next].text) {
                next += 1
            }
            if next < tokens.count, tokens[next].kind == .identifier { modules.insert(tokens[next].text) }
        }
        return modules
    }

    /// A directive's line as a note quotes it: without a trailing comment, at most 80 characters.
    package static func shortened(_ line: String) -> String {
        var text = line
        if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
        text = text.trimmingCharacters(in: .whitespaces)
        return text.count > 80 ? String(text.prefix(79)) + "…" : text
    }
}
