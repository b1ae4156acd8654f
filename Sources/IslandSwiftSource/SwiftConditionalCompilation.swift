import Foundation

/// `#if … #elseif … #else … #endif` in a Swift file: island cannot know the build's flags and
/// platform, so it reads the first branch of every block — what `#if canImport(ActivityKit)`
/// or `#if os(iOS)` around an attributes file means — and says so for each block it meets.
package enum SwiftConditionalCompilation {
    package struct Output {
        package var tokens: [SwiftToken]
        package var notes: [(line: Int, message: String)]
        package var problems: [(line: Int, message: String)]
    }

    package static func firstBranches(_ tokens: [SwiftToken], source: String) -> Output {
        // The source's lines, to quote each `#if` in its note; most files have none.
        let hasBlocks = tokens.contains { $0.kind == .pound && $0.text == "if" }
        let lines = hasBlocks ? source.split(separator: "\n", omittingEmptySubsequences: false) : []
        var output = Output(tokens: [], notes: [], problems: [])
        /// One open `#if`: whether the branch being read is kept, and where it began.
        var open: [(kept: Bool, line: Int)] = []
        var index = 0
        func skipCondition() {
            index += 1
            while index < tokens.count, !tokens[index].startsLine { index += 1 }
        }
        while index < tokens.count {
            let token = tokens[index]
            let keeping = open.allSatisfy(\.kept)
            guard token.kind == .pound, ["if", "elseif", "else", "endif"].contains(token.text) else {
                if keeping { output.tokens.append(token) }
                index += 1
                continue
            }
            switch token.text {
            case "if":
                open.append((keeping, token.line))
                if keeping {
                    let text = token.line <= lines.count ? lines[token.line - 1].trimmingCharacters(in: .whitespaces) : "#if"
                    output.notes.append((token.line, "`\(Self.shortened(text))`: island reads the first branch only"))
                }
                skipCondition()
            case "elseif", "else":
                if open.isEmpty {
                    output.problems.append((token.line, "#\(token.text) without #if"))
                } else {
                    open[open.count - 1].kept = false
                }
                if token.text == "elseif" { skipCondition() } else { index += 1 }
            default:
                if open.isEmpty { output.problems.append((token.line, "#endif without #if")) } else { open.removeLast() }
                index += 1
            }
        }
        for block in open {
            output.problems.append((block.line, "#if without #endif"))
        }
        return output
    }

    /// A directive's line as the note quotes it: without a trailing comment, at most 80 characters.
    package static func shortened(_ line: String) -> String {
        var text = line
        if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
        text = text.trimmingCharacters(in: .whitespaces)
        return text.count > 80 ? String(text.prefix(79)) + "…" : text
    }
}
