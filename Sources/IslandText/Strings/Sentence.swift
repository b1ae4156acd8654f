/// A sentence of the string tables with its arguments, worded only when it is shown: a source
/// says what went wrong once, and the events pane words it in the screen's language while the
/// machine outputs (`--headless`, `--log`) word it in English. An argument is a name or a
/// path (kept as given), or another sentence (worded in the same language): "client #3" and
/// what happened to it.
///
/// The arguments are a small array in a fixed order (by name when they come as a dictionary),
/// not a dictionary: a decoder's warning is a sentence made on every line of a drifting
/// stream, and worded straight into the output's bytes (`write`), without a string between.
package struct Sentence: Hashable, Sendable {
    package var key: StringKey
    package var arguments: [Named]

    package enum Argument: Hashable, Sendable {
        case text(String)
        indirect case sentence(Sentence)
    }

    /// One argument and the placeholder it fills.
    package struct Named: Hashable, Sendable {
        package var name: String
        package var value: Argument

        package init(_ name: String, _ value: Argument) {
            self.name = name
            self.value = value
        }

        package static func text(_ name: String, _ text: String) -> Named { Named(name, .text(text)) }
        package static func sentence(_ name: String, _ sentence: Sentence) -> Named { Named(name, .sentence(sentence)) }
    }

    package init(_ key: StringKey, _ arguments: [String: String] = [:]) {
        self.key = key
        self.arguments = arguments.sorted { $0.key < $1.key }.map { Named($0.key, .text($0.value)) }
    }

    package init(_ key: StringKey, _ arguments: [String: String] = [:], sentences: [String: Sentence]) {
        self.key = key
        var named = arguments.map { Named($0.key, .text($0.value)) }
        named += sentences.map { Named($0.key, .sentence($0.value)) }
        self.arguments = named.sorted { $0.name < $1.name }
    }

    /// The arguments as given, in their order (a sentence made on a hot path).
    package init(_ key: StringKey, arguments: [Named]) {
        self.key = key
        self.arguments = arguments
    }

    /// The argument filling `{name}`.
    package subscript(name: String) -> Argument? {
        arguments.first { $0.name == name }?.value
    }

    /// The sentence in `table`'s language.
    package func words(_ table: StringTable) -> String {
        guard !arguments.isEmpty else { return table.text(key) }
        var out = ""
        write(table) { out += String(decoding: $0, as: UTF8.self) }
        return out
    }

    /// The sentence's UTF-8 in `table`'s language appended to `out`.
    package func write(_ table: StringTable, into out: inout [UInt8]) {
        write(table) { out.append(contentsOf: $0) }
    }

    /// The sentence in `table`'s language, piece by piece as UTF-8 (read in place, never
    /// copied into a string): runs of the text and the arguments' words, cut only at ASCII
    /// braces, so an escaping writer escapes each piece as it comes. A plural entry takes its
    /// form by the `count` argument.
    package func write(_ table: StringTable, _ piece: (UnsafeBufferPointer<UInt8>) -> Void) {
        let template = table.template(key) {
            if case .text(let count)? = self["count"] { return Int(count) }
            return nil
        }
        template.bytes.withUnsafeBufferPointer { bytes in
            for part in template.parts {
                switch part {
                case .text(let run): piece(UnsafeBufferPointer(rebasing: bytes[run]))
                case .placeholder(let name): writeArgument(name, table, piece)
                }
            }
        }
    }

    /// The words of the argument filling `{name}`.
    private func writeArgument(_ name: String, _ table: StringTable, _ piece: (UnsafeBufferPointer<UInt8>) -> Void) {
        for index in arguments.indices where arguments[index].name == name {
            switch arguments[index].value {
            case .text(var text): text.withUTF8(piece)
            case .sentence(let sentence): sentence.write(table, piece)
            }
            return
        }
        assertionFailure("no argument for {\(name)} in the text of \(key)")
        var placeholder = "{\(name)}"
        placeholder.withUTF8(piece)
    }

    /// Walks a template's bytes: runs of text, and the names of its placeholders (`{` letters
    /// or digits `}`; any other brace is text). The one reading of a placeholder: the tables'
    /// `fill` and `placeholders` walk their texts with it too.
    static func scan(_ utf8: UnsafeBufferPointer<UInt8>, text: (UnsafeBufferPointer<UInt8>) -> Void,
                     placeholder: (UnsafeBufferPointer<UInt8>) -> Void) {
        var runStart = 0
        var index = 0
        let count = utf8.count
        while index < count {
            guard utf8[index] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            var end = index + 1
            while end < count, Self.isNameByte(utf8[end]) { end += 1 }
            if end > index + 1, end < count, utf8[end] == UInt8(ascii: "}") {
                if runStart < index { text(UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
                placeholder(UnsafeBufferPointer(rebasing: utf8[(index + 1)..<end]))
                runStart = end + 1
                index = runStart
            } else {
                index += 1
            }
        }
        if runStart < count { text(UnsafeBufferPointer(rebasing: utf8[runStart..<count])) }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// The same sentence with every text argument, nested ones too, passed through `transform`
    /// (sanitising names that came from outside).
    package func mappingTexts(_ transform: (String) -> String) -> Sentence {
        var copy = self
        copy.arguments = arguments.map { argument in
            switch argument.value {
            case .text(let text): return Named(argument.name, .text(transform(text)))
            case .sentence(let sentence): return Named(argument.name, .sentence(sentence.mappingTexts(transform)))
            }
        }
        return copy
    }

    /// The English wording: what machine outputs write.
    package var english: String { words(.en) }
}
