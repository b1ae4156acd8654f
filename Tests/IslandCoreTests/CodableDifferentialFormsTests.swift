import Foundation
import Testing
@testable import IslandCore
@testable import IslandJSON
@testable import IslandSwiftSource
@testable import IslandTypes

/// Every Codable form the Swift reader models, judged by Foundation: each struct below is
/// compiled into the test and also given to the reader as source text (the same
/// declarations, in an `ActivityAttributes` type); the reader's schema and `JSONDecoder` on
/// the compiled type must give the same verdict, error kind and key path for a valid payload
/// mutated at every key path with every replacement value, and for the edge payloads named.
@Suite struct CodableDifferentialFormsTests {
    /// The content state the reader makes of `declarations` (the body of `ContentState` plus
    /// sibling types after it), with no warning.
    static func state(_ body: String, siblings: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws -> ObjectSchema {
        let source = """
            import ActivityKit
            import Foundation
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable {
            \(body)
                }
            }
            \(siblings)
            """
        let report = SwiftAttributesReader.read([SwiftSourceFile(name: "A.swift", text: source)])
        #expect(report.warnings.isEmpty, "\(report.notes.map(\.description))", sourceLocation: sourceLocation)
        return try #require(report.types.first?.schema, sourceLocation: sourceLocation).contentState
    }

    static func agreeEverywhere<T: Decodable>(_ type: T.Type, base: JSONObject, schema: ObjectSchema, extra: [JSONValue] = [],
                                               sourceLocation: SourceLocation = #_sourceLocation) {
        let result = DecodingComparison.compare(T.self, base: base, schema: schema, replacements: DecodingComparison.replacements + extra)
        #expect(result.rejected > 0, sourceLocation: sourceLocation)
        #expect(result.disagreements.isEmpty, "\(result.disagreements.count) disagreements:\n\(result.summary)", sourceLocation: sourceLocation)
    }

    static func agree<T: Decodable>(_ type: T.Type, _ payload: JSONObject, _ schema: ObjectSchema, expected: DecodingComparison.Outcome,
                                    sourceLocation: SourceLocation = #_sourceLocation) {
        let foundation = DecodingComparison.foundation(T.self, payload)
        let interpreter = DecodingComparison.interpreter(schema, payload)
        #expect(foundation == expected, "Foundation: \(foundation)", sourceLocation: sourceLocation)
        #expect(DecodingComparison.agree(foundation, interpreter), "\(JSONWriter.string(.object(payload))): Foundation \(foundation), schema \(interpreter)",
                sourceLocation: sourceLocation)
    }

    // MARK: Ranges

    struct Ranges: Codable {
        var window: ClosedRange<Date>
        var span: Range<Int>
        var score: ClosedRange<Double>?
        var letters: ClosedRange<String>
    }

    static let rangesSource = """
                var window: ClosedRange<Date>
                var span: Range<Int>
                var score: ClosedRange<Double>?
                var letters: ClosedRange<String>
        """

    static let rangesBase = obj(["window": [100, 200], "span": [1, 5], "score": [0.5, 1.5], "letters": ["a", "c"]])

    @Test func rangesAgreeWithFoundation() throws {
        let schema = try Self.state(Self.rangesSource)
        #expect(schema.field("window")?.type == .range(.date, closed: true))
        Self.agreeEverywhere(Ranges.self, base: Self.rangesBase, schema: schema, extra: [[200, 100], [1], [3, 3, 9], ["c", "a"], [number("2"), number("1.5")]])
    }

    @Test(arguments: [
        (#"[200, 100]"#, "window", DecodingComparison.Outcome.rejected(.rejectedDataCorrupted, path: "content-state.window")),
        (#"[100]"#, "window", .rejected(.rejectedValueNotFound, path: "content-state.window[1]")),
        (#"[]"#, "window", .rejected(.rejectedValueNotFound, path: "content-state.window[0]")),
        (#"[100, 100]"#, "window", .accepted),
        (#"[100, 200, 50]"#, "window", .accepted),
        (#"{"lowerBound": 1, "upperBound": 2}"#, "window", .rejected(.rejectedTypeMismatch, path: "content-state.window")),
        (#"[3, 3]"#, "span", .accepted),
        (#"[4, 3]"#, "span", .rejected(.rejectedDataCorrupted, path: "content-state.span")),
        (#"["b", "a"]"#, "letters", .rejected(.rejectedDataCorrupted, path: "content-state.letters")),
        (#"null"#, "score", .accepted),
    ] as [(String, String, DecodingComparison.Outcome)])
    func aRangeIsTwoOrderedBounds(json: String, key: String, expected: DecodingComparison.Outcome) throws {
        var payload = Self.rangesBase
        payload[key] = try JSONDocument(parsing: Array(json.utf8)).root.value
        Self.agree(Ranges.self, payload, try Self.state(Self.rangesSource), expected: expected)
    }

    // MARK: Enums with associated values

    enum Phase: Codable, Hashable {
        case idle
        case washing(remaining: TimeInterval)
        case queued(Int)
        case mixed(Int, label: String)
        case maybe(note: String?)
    }

    enum Renamed: Codable, Hashable {
        case alpha(x: Int)
        case beta
        enum CodingKeys: String, CodingKey { case alpha = "A", beta = "B" }
        enum AlphaCodingKeys: String, CodingKey { case x = "ex" }
    }

    struct Enums: Codable {
        var phase: Phase
        var renamed: Renamed
        var list: [Phase]
    }

    static let enumsSource = (state: """
                var phase: Phase
                var renamed: Renamed
                var list: [Phase]
        """, siblings: """
        enum Phase: Codable, Hashable {
            case idle
            case washing(remaining: TimeInterval)
            case queued(Int)
            case mixed(Int, label: String)
            case maybe(note: String?)
        }
        enum Renamed: Codable, Hashable {
            case alpha(x: Int)
            case beta
            enum CodingKeys: String, CodingKey { case alpha = "A", beta = "B" }
            enum AlphaCodingKeys: String, CodingKey { case x = "ex" }
        }
        """)

    static let enumsBase = obj([
        "phase": ["washing": ["remaining": 30]], "renamed": ["A": ["ex": 1]],
        "list": [["idle": [:]], ["queued": ["_0": 2]], ["mixed": ["_0": 1, "label": "x"]], ["maybe": [:]]],
    ])

    @Test func enumsWithAssociatedValuesAgreeWithFoundation() throws {
        let schema = try Self.state(Self.enumsSource.state, siblings: Self.enumsSource.siblings)
        Self.agreeEverywhere(Enums.self, base: Self.enumsBase, schema: schema, extra: [
            ["idle": [:], "queued": ["_0": 1]], ["idle": [:], "zzz": 1], ["zzz": [:]], ["idle": .null], ["idle": 1], ["B": [:]],
            ["queued": ["_0": "x"]], ["queued": [:]], ["mixed": ["_0": 1]], ["washing": ["remaining": "x"]],
        ])
    }

    @Test(arguments: [
        (#"{"idle": {}}"#, DecodingComparison.Outcome.accepted),
        (#"{"idle": {"extra": 1}}"#, .accepted),
        (#"{"idle": {}, "other": 3}"#, .accepted),
        (#"{}"#, .rejected(.rejectedTypeMismatch, path: "content-state.phase")),
        (#"{"idle": {}, "queued": {"_0": 1}}"#, .rejected(.rejectedTypeMismatch, path: "content-state.phase")),
        (#""idle""#, .rejected(.rejectedTypeMismatch, path: "content-state.phase")),
        (#"{"idle": true}"#, .rejected(.rejectedTypeMismatch, path: "content-state.phase.idle")),
        (#"{"idle": null}"#, .rejected(.rejectedValueNotFound, path: "content-state.phase.idle")),
        (#"{"queued": {}}"#, .rejected(.rejectedKeyNotFound, path: "content-state.phase.queued._0")),
        (#"{"queued": {"_0": 1.5}}"#, .rejected(.rejectedDataCorrupted, path: nil)),
        (#"{"mixed": {"_0": 1, "label": 2}}"#, .rejected(.rejectedTypeMismatch, path: "content-state.phase.mixed.label")),
        (#"{"maybe": {"note": null}}"#, .accepted),
        (#"{"washing": {"remaining": 12.5}}"#, .accepted),
    ] as [(String, DecodingComparison.Outcome)])
    func theKeyedFormOfACase(json: String, expected: DecodingComparison.Outcome) throws {
        var payload = Self.enumsBase
        payload["phase"] = try JSONDocument(parsing: Array(json.utf8)).root.value
        Self.agree(Enums.self, payload, try Self.state(Self.enumsSource.state, siblings: Self.enumsSource.siblings), expected: expected)
    }

    @Test func caseCodingKeysRenameCasesAndValues() throws {
        let schema = try Self.state(Self.enumsSource.state, siblings: Self.enumsSource.siblings)
        var payload = Self.enumsBase
        payload["renamed"] = ["alpha": ["x": 1]]
        Self.agree(Enums.self, payload, schema, expected: .rejected(.rejectedTypeMismatch, path: "content-state.renamed"))
        payload["renamed"] = ["A": ["x": 1]]
        Self.agree(Enums.self, payload, schema, expected: .rejected(.rejectedKeyNotFound, path: "content-state.renamed.A.ex"))
        payload["renamed"] = ["B": [:]]
        Self.agree(Enums.self, payload, schema, expected: .accepted)
    }

    // MARK: Foundation's own forms

    struct Foundationish: Codable {
        var blob: Data
        var point: CGPoint
        var size: CGSize
        var frame: CGRect
        var tags: Set<String>
        var distance: Measurement<UnitLength>
        var small: Int8
        var big: UInt64
    }

    static let foundationSource = """
                var blob: Data
                var point: CGPoint
                var size: CGSize
                var frame: CGRect
                var tags: Set<String>
                var distance: Measurement<UnitLength>
                var small: Int8
                var big: UInt64
        """

    static let foundationBase = obj([
        "blob": "aGVsbG8=", "point": [1, 2], "size": [3, 4.5], "frame": [[0, 0], [10, 20]], "tags": ["a", "b"],
        "distance": ["value": 5, "unit": ["symbol": "km", "converter": ["coefficient": 1000, "constant": 0]]],
        "small": 5, "big": 7,
    ])

    @Test func foundationFormsAgreeWithFoundation() throws {
        let schema = try Self.state(Self.foundationSource)
        Self.agreeEverywhere(Foundationish.self, base: Self.foundationBase, schema: schema, extra: [
            "aGVsbG8", "aGVsbG8=\n", "!!!!", "", [[0, 0]], [[0], [1, 1]], [1], ["a", "a"],
        ])
    }

    // MARK: Generics, associated types, typealiases, nesting across extensions

    struct Reading<Value: Codable & Hashable>: Codable, Hashable {
        var value: Value
        var at: Date
    }

    struct Pastry: Identifiable, Codable, Hashable {
        let id: Int
        var name: String
    }

    struct Resolved: Codable {
        var temperature: Reading<Double>
        var label: Reading<String>?
        var favorite: Pastry.ID
        var window: ClosedRange<Date>
        var stage: Stage
        enum Stage: String, Codable { case prep, bake }
    }

    static let resolvedSource = (state: """
                typealias Window = ClosedRange<Date>
                var temperature: Reading<Double>
                var label: Reading<String>?
                var favorite: Pastry.ID
                var window: Window
                var stage: Stage
        """, siblings: """
        struct Reading<Value: Codable & Hashable>: Codable, Hashable {
            var value: Value
            var at: Date
        }
        struct Pastry: Identifiable, Codable, Hashable {
            let id: Int
            var name: String
        }
        extension A.ContentState {
            enum Stage: String, Codable { case prep, bake }
        }
        """)

    @Test func genericsAssociatedTypesAndAliasesAgreeWithFoundation() throws {
        let schema = try Self.state(Self.resolvedSource.state, siblings: Self.resolvedSource.siblings)
        #expect(schema.field("favorite")?.type == .int)
        let base = obj(["temperature": ["value": 21.5, "at": 100], "label": ["value": "x", "at": 5], "favorite": 3, "window": [1, 2], "stage": "bake"])
        Self.agreeEverywhere(Resolved.self, base: base, schema: schema)
    }

    // MARK: Hand-written init(from:)

    struct Manual: Decodable {
        var ridingSince: Date
        var speed: Double
        var riders: Int
        var note: String?
        var startedAt: Date
        var endsAt: Date
        var progress: Double
        var name: String
        var lat: Double
        var lon: Double
        var stops: [String]
        var status: Status

        enum Status: String, Codable { case riding, paused, unknown }

        enum CodingKeys: String, CodingKey {
            case ridingSince = "since", speed = "v", riders, note, startedAt = "start", endsAt = "end_ms", progress, name, location, stops, status
        }

        enum LocationKeys: String, CodingKey { case lat, lon = "lng" }

        init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            ridingSince = try c.decode(Date.self, forKey: .ridingSince)
            speed = try c.decodeIfPresent(Double.self, forKey: .speed) ?? 0
            riders = (try? c.decode(Int.self, forKey: .riders)) ?? 1
            note = try c.decodeIfPresent(String.self, forKey: .note)
            let seconds = try c.decode(Double.self, forKey: .startedAt)
            startedAt = Date(timeIntervalSince1970: seconds)
            endsAt = Date(timeIntervalSince1970: TimeInterval(try c.decode(Int.self, forKey: .endsAt)) / 1000)
            progress = try c.decode(Double.self, forKey: .progress)
            guard progress >= 0, progress <= 1 else {
                throw DecodingError.dataCorruptedError(forKey: .progress, in: c, debugDescription: "progress out of range")
            }
            name = try c.decode(String.self, forKey: .name)
            guard !name.isEmpty else {
                throw DecodingError.dataCorruptedError(forKey: .name, in: c, debugDescription: "empty name")
            }
            let location = try c.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
            lat = try location.decode(Double.self, forKey: .lat)
            lon = try location.decode(Double.self, forKey: .lon)
            var list = try c.nestedUnkeyedContainer(forKey: .stops)
            var stops: [String] = []
            while !list.isAtEnd {
                stops.append(try list.decode(String.self))
            }
            self.stops = stops
            status = try c.decodeIfPresent(Status.self, forKey: .status) ?? .unknown
        }
    }

    static let manualSource = """
                var ridingSince: Date
                var speed: Double
                var riders: Int
                var note: String?
                var startedAt: Date
                var endsAt: Date
                var progress: Double
                var name: String
                var lat: Double
                var lon: Double
                var stops: [String]
                var status: Status

                enum Status: String, Codable { case riding, paused, unknown }

                enum CodingKeys: String, CodingKey {
                    case ridingSince = "since", speed = "v", riders, note, startedAt = "start", endsAt = "end_ms", progress, name, location, stops, status
                }

                enum LocationKeys: String, CodingKey { case lat, lon = "lng" }

                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    ridingSince = try c.decode(Date.self, forKey: .ridingSince)
                    speed = try c.decodeIfPresent(Double.self, forKey: .speed) ?? 0
                    riders = (try? c.decode(Int.self, forKey: .riders)) ?? 1
                    note = try c.decodeIfPresent(String.self, forKey: .note)
                    let seconds = try c.decode(Double.self, forKey: .startedAt)
                    startedAt = Date(timeIntervalSince1970: seconds)
                    endsAt = Date(timeIntervalSince1970: TimeInterval(try c.decode(Int.self, forKey: .endsAt)) / 1000)
                    progress = try c.decode(Double.self, forKey: .progress)
                    guard progress >= 0, progress <= 1 else {
                        throw DecodingError.dataCorruptedError(forKey: .progress, in: c, debugDescription: "progress out of range")
                    }
                    name = try c.decode(String.self, forKey: .name)
                    guard !name.isEmpty else {
                        throw DecodingError.dataCorruptedError(forKey: .name, in: c, debugDescription: "empty name")
                    }
                    let location = try c.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
                    lat = try location.decode(Double.self, forKey: .lat)
                    lon = try location.decode(Double.self, forKey: .lon)
                    var list = try c.nestedUnkeyedContainer(forKey: .stops)
                    var stops: [String] = []
                    while !list.isAtEnd {
                        stops.append(try list.decode(String.self))
                    }
                    self.stops = stops
                    status = try c.decodeIfPresent(Status.self, forKey: .status) ?? .unknown
                }
        """

    static let manualBase = obj([
        "since": 100, "v": 3.5, "riders": 2, "note": "hi", "start": 1_764_417_600, "end_ms": 1_764_421_200_000, "progress": 0.5,
        "name": "Loop", "location": ["lat": 52.5, "lng": 13.4], "stops": ["a", "b"], "status": "riding",
    ])

    @Test func aHandWrittenDecoderAgreesWithFoundation() throws {
        let schema = try Self.state(Self.manualSource)
        #expect(schema.field(forKey: "start")?.display.hint == .unixSeconds, "a Date from Unix seconds is drawn as a date")
        #expect(schema.field(forKey: "end_ms")?.display.hint == .milliseconds)
        Self.agreeEverywhere(Manual.self, base: Self.manualBase, schema: schema, extra: [number("1.5"), number("-0.5"), ["lat": 1]])
    }

    @Test(arguments: [
        ("v", nil, DecodingComparison.Outcome.accepted),
        ("v", JSONValue.null, .accepted),
        ("riders", "many", .accepted),
        ("riders", nil, .accepted),
        ("progress", number("1.5"), .rejected(.rejectedDataCorrupted, path: "content-state.progress")),
        ("progress", number("-0.1"), .rejected(.rejectedDataCorrupted, path: "content-state.progress")),
        ("name", "", .rejected(.rejectedDataCorrupted, path: "content-state.name")),
        ("location", nil, .rejected(.rejectedKeyNotFound, path: "content-state.location")),
        ("location", ["lat": 1], .rejected(.rejectedKeyNotFound, path: "content-state.location.lng")),
        ("stops", [1], .rejected(.rejectedTypeMismatch, path: "content-state.stops[0]")),
        ("status", nil, .accepted),
        ("status", "flying", .rejected(.rejectedDataCorrupted, path: "content-state.status")),
        ("start", "2025-01-01T00:00:00Z", .rejected(.rejectedTypeMismatch, path: "content-state.start")),
    ] as [(String, JSONValue?, DecodingComparison.Outcome)])
    func eachHandWrittenPattern(key: String, value: JSONValue?, expected: DecodingComparison.Outcome) throws {
        var payload = Self.manualBase
        payload[key] = value
        Self.agree(Manual.self, payload, try Self.state(Self.manualSource), expected: expected)
    }

    struct Base: Codable {
        var title: String
        var count: Int
    }

    struct Sub: Codable {
        var x: Int
    }

    struct Level: Codable, Hashable {
        var value: Int
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            value = try container.decode(Int.self)
        }
    }

    struct Composed: Decodable {
        var base: Base
        var extra: Int
        var sub: Sub
        var level: Level
        var flag: Bool

        enum CodingKeys: String, CodingKey { case extra, sub, level, flag = "f" }

        init(from decoder: Decoder) throws {
            base = try Base(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            extra = try container.decode(Int.self, forKey: .extra)
            sub = try Sub(from: container.superDecoder(forKey: .sub))
            level = try container.decode(Level.self, forKey: .level)
            if container.contains(.flag) {
                flag = try container.decode(Bool.self, forKey: .flag)
            } else {
                flag = false
            }
        }
    }

    static let composedSource = (state: """
                var base: Base
                var extra: Int
                var sub: Sub
                var level: Level
                var flag: Bool

                enum CodingKeys: String, CodingKey { case extra, sub, level, flag = "f" }

                init(from decoder: Decoder) throws {
                    base = try Base(from: decoder)
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    extra = try container.decode(Int.self, forKey: .extra)
                    sub = try Sub(from: container.superDecoder(forKey: .sub))
                    level = try container.decode(Level.self, forKey: .level)
                    if container.contains(.flag) {
                        flag = try container.decode(Bool.self, forKey: .flag)
                    } else {
                        flag = false
                    }
                }
        """, siblings: """
        struct Base: Codable, Hashable {
            var title: String
            var count: Int
        }
        struct Sub: Codable, Hashable {
            var x: Int
        }
        struct Level: Codable, Hashable {
            var value: Int
            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                value = try container.decode(Int.self)
            }
        }
        """)

    @Test func superDecoderSingleValueAndAnotherTypesDecoderAgreeWithFoundation() throws {
        let schema = try Self.state(Self.composedSource.state, siblings: Self.composedSource.siblings)
        let base = obj(["title": "T", "count": 1, "extra": 2, "sub": ["x": 3], "level": 4, "f": true])
        Self.agreeEverywhere(Composed.self, base: base, schema: schema)
    }

    // MARK: Property wrappers

    @propertyWrapper struct DefaultFalse: Codable, Hashable {
        var wrappedValue: Bool
        init() { wrappedValue = false }
        init(wrappedValue: Bool) { self.wrappedValue = wrappedValue }
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            wrappedValue = (try? container.decode(Bool.self)) ?? false
        }
    }

    @propertyWrapper struct Lenient: Codable, Hashable {
        var wrappedValue: Int
        init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            wrappedValue = (try? container.decode(Int.self)) ?? 0
        }
    }

    @propertyWrapper struct Boxed<T: Codable & Hashable>: Codable, Hashable {
        var wrappedValue: T
    }

    struct Wrapped: Codable {
        @DefaultFalse var muted: Bool
        @Lenient var count: Int
        @Boxed var label: String
    }

    static let wrappedSource = (state: """
                @DefaultFalse var muted: Bool
                @Lenient var count: Int
                @Boxed var label: String
        """, siblings: """
        @propertyWrapper struct DefaultFalse: Codable, Hashable {
            var wrappedValue: Bool
            init() { wrappedValue = false }
            init(wrappedValue: Bool) { self.wrappedValue = wrappedValue }
            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                wrappedValue = (try? container.decode(Bool.self)) ?? false
            }
        }
        extension KeyedDecodingContainer {
            func decode(_ type: DefaultFalse.Type, forKey key: Key) throws -> DefaultFalse {
                try decodeIfPresent(type, forKey: key) ?? DefaultFalse()
            }
        }
        @propertyWrapper struct Lenient: Codable, Hashable {
            var wrappedValue: Int
            init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                wrappedValue = (try? container.decode(Int.self)) ?? 0
            }
        }
        @propertyWrapper struct Boxed<T: Codable & Hashable>: Codable, Hashable {
            var wrappedValue: T
        }
        """)

    @Test func propertyWrappersAgreeWithFoundation() throws {
        let report = SwiftAttributesReader.read([SwiftSourceFile(name: "A.swift", text: """
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable {
            \(Self.wrappedSource.state)
                }
            }
            \(Self.wrappedSource.siblings)
            """)])
        #expect(report.warnings.isEmpty, "\(report.notes.map(\.description))")
        let schema = try #require(report.types.first?.schema).contentState
        let base = obj(["muted": true, "count": 3, "label": ["wrappedValue": "x"]])
        Self.agreeEverywhere(Wrapped.self, base: base, schema: schema)
    }
}

extension KeyedDecodingContainer {
    func decode(_ type: CodableDifferentialFormsTests.DefaultFalse.Type, forKey key: Key) throws -> CodableDifferentialFormsTests.DefaultFalse {
        try decodeIfPresent(type, forKey: key) ?? CodableDifferentialFormsTests.DefaultFalse()
    }
}

private func number(_ literal: String) -> JSONValue { DecodingComparison.number(literal) }
