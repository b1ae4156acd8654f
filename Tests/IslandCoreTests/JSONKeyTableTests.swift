import Testing
@testable import IslandCore
@testable import IslandJSON

/// `JSONKeyTable.match` finds, for each distinct member of an object in document order, every
/// name its key is (as `String` compares) — the same as looking each name up in the object's
/// `JSONObject`, whatever order the members come in.
@Suite struct JSONKeyTableTests {
    static let tables: [[String]] = [
        ["currentStop", "nextStop", "nextStopTime", "remainingTime", "delay", "occupancy", "phase", "progress"],
        ["a", "b", "c"],
        ["é", "K", "x"],                  // non-ASCII names: "e\u{301}" and "\u{212A}" keys are them
        ["a", "a", "b"],                  // a name twice: a key is both
        ["\u{212A}", "K"],                // one text twice (the Kelvin sign is K)
        [],
    ]
    /// Keys as they may be written in JSON (escaped, decomposed, unknown).
    static let keys = [
        "currentStop", "nextStop", "nextStopTime", "remainingTime", "delay", "occupancy", "phase", "progress",
        "a", "b", "c", "x", "unknown", "é", "e\\u0301", "\\u00e9", "K", "\\u212a", "\\u0061", "", "nextstop",
    ]

    static func objects() -> [String] {
        var generator = SystemRandomNumberGenerator()
        return (0..<300).map { _ in
            let count = Int.random(in: 0...10, using: &generator)
            let members = (0..<count).map { index in "\"\(keys.randomElement(using: &generator)!)\":\(index)" }
            return "{" + members.joined(separator: ",") + "}"
        } + ["{\"currentStop\":1,\"nextStop\":2,\"nextStopTime\":3,\"remainingTime\":4,\"delay\":5,\"occupancy\":6,\"phase\":7,\"progress\":8}",
             "{\"progress\":8,\"phase\":7,\"occupancy\":6,\"delay\":5,\"remainingTime\":4,\"nextStopTime\":3,\"nextStop\":2,\"currentStop\":1}",
             "{\"a\":1,\"a\":2,\"b\":3,\"a\":4}"]
    }

    @Test(arguments: tables) func matchIsALookupOfEveryName(_ names: [String]) throws {
        let table = JSONKeyTable(names)
        var checked = 0
        for text in Self.objects() {
            let document = try JSONDocument(parsing: text)
            let object = document.root
            var got: [String] = []
            table.match(object, matched: { name, key, value in
                got.append("\(object.key(at: key).string)=\(object.child(at: value).value) is \(name)")
            }, unmatched: { key, value in
                got.append("\(object.key(at: key).string)=\(object.child(at: value).value) is none")
            })
            var expected: [String] = []
            for (key, value) in try JSONParser.parse(text).objectValue!.entries {
                let found = names.indices.filter { names[$0] == key }
                expected += found.isEmpty ? ["\(key)=\(value) is none"] : found.map { "\(key)=\(value) is \($0)" }
            }
            #expect(got == expected, "\(text) against \(names)")
            checked += 1
        }
        #expect(checked >= 300)
    }
}
