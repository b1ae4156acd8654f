import Foundation
import Testing

/// Every document the README, the manual and the code's comments point to is in the repository:
/// a renamed or removed page fails here, and so does a comment citing a document outside it.
@Suite struct DocumentationLinksTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func files(under folder: String, ending suffix: String) -> [URL] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.path.hasSuffix(suffix) }
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// `[text](target)` links to files of the repository, relative to the page that holds them.
    @Test func markdownLinksResolve() throws {
        let pages = [Self.root.appendingPathComponent("README.md"), Self.root.appendingPathComponent("CONTRIBUTING.md")]
            + Self.files(under: "docs", ending: ".md")
        var broken: [String] = []
        for page in pages {
            let text = try String(contentsOf: page, encoding: .utf8)
            for target in Self.matches(#"\]\(([^)#\s]+)(?:#[^)]*)?\)"#, in: text) where !target.contains("://") {
                let resolved = page.deletingLastPathComponent().appendingPathComponent(target).standardizedFileURL
                if !FileManager.default.fileExists(atPath: resolved.path) {
                    broken.append("\(page.lastPathComponent): \(target)")
                }
            }
        }
        #expect(broken.isEmpty, "links to missing files: \(broken)")
        #expect(pages.count >= 10, "the manual has only \(pages.count) pages")
    }

    /// A comment's `docs/NAME.md` names a page that exists, and no comment cites the design
    /// notes, seeds or issues the repository does not hold.
    @Test func commentsCiteOnlyDocumentsInTheRepository() throws {
        var missing: [String] = []
        var outside: [String] = []
        for file in Self.files(under: "Sources", ending: ".swift") + Self.files(under: "Tests", ending: ".swift") {
            guard !file.path.contains("/Fixtures/"), !file.path.contains("/Widgets/"), file.lastPathComponent != "DocumentationLinksTests.swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for page in Set(Self.matches(#"\b(docs/[A-Za-z0-9_-]+\.md)"#, in: text))
            where !FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(page).path) {
                missing.append("\(file.lastPathComponent): \(page)")
            }
            for line in text.split(separator: "\n") where line.contains("//") {
                let comment = line[line.range(of: "//")!.upperBound...]
                if comment.contains("DESIGN") || comment.range(of: #"\bseeds? \d{3}"#, options: .regularExpression) != nil
                    || comment.range(of: #"\bissue \d+"#, options: .regularExpression) != nil {
                    outside.append("\(file.lastPathComponent): \(comment.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(missing.isEmpty, "comments cite pages that do not exist: \(missing)")
        #expect(outside.isEmpty, "comments cite documents outside the repository: \(outside)")
    }
}
