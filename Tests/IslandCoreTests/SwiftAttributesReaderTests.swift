import Testing
@testable import IslandCore
@testable import IslandSwiftSource
@testable import IslandTypes
@testable import IslandSimulator

/// The attributes reader, one Swift construct at a time, each with the schema synthesized
/// `Codable` decodes (written in the schema file's notation) or the warning that makes the
/// type not validated.
@Suite struct SwiftAttributesReaderTests {
    static func read(_ sources: [(String, String)]) -> SwiftAttributesReport {
        SwiftAttributesReader.read(sources.map { SwiftSourceFile(name: $0.0, text: $0.1) })
    }

    static func read(_ source: String) -> SwiftAttributesReport {
        read([("A.swift", source)])
    }

    /// The schema of `name` described in the schema file's notation.
    static func schema(_ name: String, attributes: String, state: String) throws -> ActivitySchema {
        let text = "{\"types\": {\"\(name)\": {\"attributes\": \(attributes), \"content-state\": \(state)}}}"
        return try #require(try SchemaFile.parse(text).first)
    }

    /// Reads `source` and expects one type with this schema and no warning.
    static func expect(_ source: String, name: String = "A", attributes: String, state: String,
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let report = read(source)
        #expect(report.warnings.isEmpty, "\(report.warnings.map(\.description))", sourceLocation: sourceLocation)
        #expect(report.types.map(\.name) == [name], sourceLocation: sourceLocation)
        let expected = try schema(name, attributes: attributes, state: state)
        #expect(report.types.first?.schema == expected, "got \(String(describing: report.types.first?.schema))", sourceLocation: sourceLocation)
    }

    /// Reads `source` and expects its one type not validated, with a warning at `line` containing `text`.
    static func expectNotModelled(_ source: String, line: Int, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let report = read(source)
        #expect(report.types.count == 1, sourceLocation: sourceLocation)
        #expect(report.types.first?.schema == nil, sourceLocation: sourceLocation)
        #expect(report.types.first?.definition.schema == nil, sourceLocation: sourceLocation)
        #expect(!report.isComplete, sourceLocation: sourceLocation)
        #expect(report.warnings.contains { $0.line == line && $0.message.contains(text) },
                "\(report.notes.map(\.description).joined(separator: "\n"))", sourceLocation: sourceLocation)
        #expect(report.warnings.contains { $0.message.contains("is not validated") }, sourceLocation: sourceLocation)
    }

    // MARK: Where the content state is

    @Test func nestedContentState() throws {
        try Self.expect("""
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable { var eta: Date }
                var name: String
            }
            """, attributes: #"{"name": "String"}"#, state: #"{"eta": "Date"}"#)
    }

    @Test func contentStateThroughATypealiasToASiblingAndThroughTwoAliases() throws {
        try Self.expect("""
            struct A: ActivityAttributes {
                typealias ContentState = Status
                var name: String
            }
            struct Status: Codable, Hashable { var step: Int }
            """, attributes: #"{"name": "String"}"#, state: #"{"step": "Int"}"#)
        try Self.expect("""
            typealias Shared = Outer.Inner
            enum Outer { struct Inner: Codable, Hashable { var x: Double } }
            struct A: ActivityAttributes {
                public typealias ContentState = Shared
            }
            """, attributes: "{}", state: #"{"x": "Double"}"#)
    }

    @Test func conformanceAfterOtherProtocolsQualifiedOrFromAnExtension() throws {
        try Self.expect("public struct A: Codable, Hashable, Sendable, ActivityAttributes { public struct ContentState: Codable, Hashable {} }",
                        attributes: "{}", state: "{}")
        try Self.expect("struct A: ActivityKit.ActivityAttributes & Sendable { struct ContentState: Codable & Hashable { var a: Int } }",
                        attributes: "{}", state: #"{"a": "Int"}"#)
        try Self.expect("""
            struct A { var n: Int; struct ContentState: Codable, Hashable {} }
            extension A: ActivityAttributes {}
            """, attributes: #"{"n": "Int"}"#, state: "{}")
    }

    @Test func aStructThatIsNotActivityAttributesIsNoType() {
        let report = Self.read("struct A: Codable { var a: Int }\nprotocol P: ActivityAttributes {}")
        #expect(report.types.isEmpty)
        #expect(!report.isComplete)
    }

    // MARK: Nested and sibling types

    @Test func nestedAndSiblingStructs() throws {
        try Self.expect("""
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    struct Leg: Codable, Hashable { var from: String; var minutes: Int }
                    var legs: [Leg]
                    var driver: Driver?
                }
                var origin: Place
            }
            struct Driver: Codable, Hashable { var name: String }
            struct Place: Codable, Hashable { var lat: Double; var lon: Double }
            """,
            attributes: #"{"origin": {"name": "Place", "object": {"lat": "Double", "lon": "Double"}}}"#,
            state: #"{"legs": {"array": {"name": "Leg", "object": {"from": "String", "minutes": "Int"}}}, "driver": {"name": "Driver", "object": {"name": "String"}, "optional": true}}"#)
    }

    @Test func qualifiedAndSelfNames() throws {
        try Self.expect("""
            struct A: ActivityAttributes {
                enum Kind: String, Codable { case a, b }
                struct ContentState: Codable, Hashable { var kind: A.Kind; var same: Self.Inner; var other: Foundation.Date; struct Inner: Codable, Hashable { var x: Swift.Int } }
            }
            """, attributes: "{}",
            state: #"{"kind": {"enum": ["a", "b"]}, "same": {"name": "Inner", "object": {"x": "Int"}}, "other": "Date"}"#)
    }

    // MARK: Enums

    @Test func stringEnumsImplicitExplicitOneLineAndBackticked() throws {
        try Self.expect("""
            struct A: ActivityAttributes {
                enum Phase: String, Codable, CaseIterable {
                    case boarding, inAir = "in_air", landed
                    case `default`
                    case quoted = "with \\"quotes\\" and { braces }"
                }
                struct ContentState: Codable, Hashable { var phase: Phase }
            }
            """, attributes: "{}",
            state: #"{"phase": {"enum": ["boarding", "in_air", "landed", "default", "with \"quotes\" and { braces }"]}}"#)
    }

    @Test func intEnumsCountOnFromTheLastRawValue() throws {
        try Self.expect("""
            struct A: ActivityAttributes {
                enum Level: Int, Codable { case off, low = 5, mid, high = -2, higher }
                enum Small: UInt8, Codable { case a = 0x10, b }
                struct ContentState: Codable, Hashable { var level: Level; var small: Small }
            }
            """, attributes: "{}", state: #"{"level": {"enum": [0, 5, 6, -2, -1]}, "small": {"enum": [16, 17]}}"#)
    }

    @Test func anEnumsComputedPropertiesAndMethodsAreSkipped() throws {
        try Self.expect("""
            struct A: ActivityAttributes {
                enum Zone: Int, Codable {
                    case easy = 1, hard
                    var color: String { switch self { case .easy: return "green"; case .hard: return "red" } }
                    static func from(_ x: Int) -> Zone { x > 1 ? .hard : .easy }
                    init?(label: String) { self.init(rawValue: label.count) }
                }
                struct ContentState: Codable, Hashable { var zone: Zone }
            }
            """, attributes: "{}", state: #"{"zone": {"enum": [1, 2]}}"#)
    }

    // MARK: Optionals, arrays, dictionaries

    @Test func optionalsArraysAndDictionariesInEverySpelling() throws {
        try Self.expect("""
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var a: Int?
                    var b: Optional<String>
                    var c: Double!
                    var d: [Int]?
                    var e: [Int?]
                    var f: Array<String>
                    var g: [String: Int]
                    var h: Dictionary<Int, Bool>
                    var i: [[String: [Date]]]
                    var j: Set<String>
                    var k: Optional<Array<Dictionary<String, Int>>>
                }
            }
            """, attributes: "{}",
            state: #"{"a": "Int?", "b": "String?", "c": "Double?", "d": "[Int]?", "e": "[Int?]", "f": "[String]", "g": "[String: Int]", "h": "[Int: Bool]", "i": "[[String: [Date]]]", "j": "[String]", "k": "[[String: Int]]?"}"#)
    }

    @Test func everyScalarType() throws {
        try Self.expect("""
            import CoreGraphics
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var s: String; var b: Bool; var i: Int; var d: Double; var f: Float; var cg: CGFloat; var t: TimeInterval
                    var dec: Decimal; var date: Date; var url: URL; var id: UUID
                    var i8: Int8; var i16: Int16; var i32: Int32; var i64: Int64
                    var u: UInt; var u8: UInt8; var u16: UInt16; var u32: UInt32; var u64: UInt64
                }
            }
            """, attributes: "{}",
            state: #"{"s": "String", "b": "Bool", "i": "Int", "d": "Double", "f": "Float", "cg": "Double", "t": "TimeInterval", "dec": "Decimal", "date": "Date", "url": "URL", "id": "UUID", "i8": "Int8", "i16": "Int16", "i32": "Int32", "i64": "Int64", "u": "UInt", "u8": "UInt8", "u16": "UInt16", "u32": "UInt32", "u64": "UInt64"}"#)
    }

    // MARK: Properties

    @Test func letVarDefaultValuesAndInferredTypes() throws {
        let source = """
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    let a: Int
                    var b: Int = 3
                    let c: Int = 4
                    var d = 5
                    var e = -2.5
                    var f = "text"
                    var g = true
                    var h = Date()
                    let id = UUID()
                    var p = Place(name: "x")
                    var q = [Place]()
                    var r = [String: [Int]]()
                }
            }
            struct Place: Codable, Hashable { var name: String }
            """
        try Self.expect(source, attributes: "{}",
                        state: #"{"a": "Int", "b": "Int", "d": "Int", "e": "Double", "f": "String", "g": "Bool", "h": "Date", "p": {"name": "Place", "object": {"name": "String"}}, "q": {"array": {"name": "Place", "object": {"name": "String"}}}, "r": "[String: [Int]]"}"#)
        let notes = Self.read(source).notes
        #expect(notes.map(\.description) == [
            "A.swift:5: note: `let c` in A.ContentState has an initial value: synthesized Codable does not decode it",
            "A.swift:11: note: `let id` in A.ContentState has an initial value: synthesized Codable does not decode it",
        ])
    }

    @Test func computedStaticAndObservedProperties() throws {
        try Self.expect("""
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var a: Int { 1 }
                    var b: Int {
                        get { 2 }
                        set { }
                    }
                    static var c: Int = 3
                    static let shared = ContentState(d: 1)
                    var d: Int {
                        didSet { print("changed") }
                    }
                    var e: Int = 0 { willSet { } }
                    var body: some View { Text("x") }
                }
                static var preview: A { A() }
                class var unused: Int { 0 }
            }
            """, attributes: "{}", state: #"{"d": "Int", "e": "Int"}"#)
    }

    @Test func severalBindingsInOneDeclaration() throws {
        try Self.expect("""
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable { var elapsed, duration: TimeInterval; var x = 1, y: String }
            }
            """, attributes: "{}", state: #"{"elapsed": "TimeInterval", "duration": "TimeInterval", "x": "Int", "y": "String"}"#)
    }

    @Test func accessModifiersAndAttributes() throws {
        try Self.expect("""
            @available(iOS 16.1, *)
            public struct A: ActivityAttributes {
                @available(iOS 16.1, *)
                public struct ContentState: Codable, Hashable {
                    public private(set) var a: Int
                    fileprivate var b: Int
                    internal let c: Int
                    package var d: Int
                    nonisolated(unsafe) public var e: Int
                    @available(*, deprecated, message: "use a")
                    open var f: Int
                }
                private var g: String
            }
            """, attributes: #"{"g": "String"}"#, state: #"{"a": "Int", "b": "Int", "c": "Int", "d": "Int", "e": "Int", "f": "Int"}"#)
    }

    // MARK: Comments and strings

    @Test func commentsAndStringsWithBracesDoNotEndTheStruct() throws {
        try Self.expect(#"""
            struct A: ActivityAttributes {
                /* a block comment } with /* a nested one } */ still } */
                struct ContentState: Codable, Hashable {
                    var a: Int // }
                    var label: String { "}{\(a)}" + #"}"# + """
                        }
                        """ }
                    var b: Int
                }
                var c: String
            }
            """#, attributes: #"{"c": "String"}"#, state: #"{"a": "Int", "b": "Int"}"#)
    }

    // MARK: #if

    @Test func conditionalCompilationReadsTheFirstBranchAndSaysSo() throws {
        let source = """
            #if canImport(ActivityKit)
            import ActivityKit
            #endif
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    #if DEBUG
                    var debug: String
                    #if os(iOS)
                    var phone: Int
                    #else
                    var other: Int
                    #endif
                    #elseif RELEASE
                    var release: Int
                    #else
                    var fallback: Int
                    #endif
                    var always: Bool
                }
            }
            """
        try Self.expect(source, attributes: "{}", state: #"{"debug": "String", "phone": "Int", "always": "Bool"}"#)
        #expect(Self.read(source).notes.map(\.description) == [
            "A.swift:1: note: `#if canImport(ActivityKit)`: island reads the first branch only",
            "A.swift:6: note: `#if DEBUG`: island reads the first branch only",
            "A.swift:8: note: `#if os(iOS)`: island reads the first branch only",
        ])
    }

    @Test func anUnclosedIfIsAWarningAndItsFileIsNotValidated() {
        Self.expectNotModelled("""
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable { var a: Int }
            }
            #if DEBUG
            """, line: 4, "#if without #endif")
    }

    // MARK: CodingKeys

    @Test func codingKeysRenameReorderAndOmit() throws {
        let source = """
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var driverName: String
                    var eta: Int
                    var favorite: Bool = false
                    var note: String?
                    enum CodingKeys: String, CodingKey {
                        case eta = "eta_minutes"
                        case driverName = "driver_name"
                    }
                }
                var city: String
                enum CodingKeys: CodingKey { case city }
            }
            """
        try Self.expect(source, attributes: #"{"city": "String"}"#,
                        state: #"{"eta": {"type": "Int", "key": "eta_minutes"}, "driverName": {"type": "String", "key": "driver_name"}}"#)
        #expect(Self.read(source).notes.map(\.description) == [
            "A.swift:5: note: `favorite` is not in A.ContentState.CodingKeys: synthesized Codable does not decode it",
            "A.swift:6: note: `note` is not in A.ContentState.CodingKeys: synthesized Codable does not decode it",
        ])
    }

    @Test func codingKeysInAnExtension() throws {
        try Self.expect("""
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable { var a: Int }
            }
            extension A.ContentState {
                enum CodingKeys: String, CodingKey { case a = "alpha" }
            }
            """, attributes: "{}", state: #"{"a": {"type": "Int", "key": "alpha"}}"#)
    }

    @Test func anOmittedKeyWithoutDefaultIsAWarning() {
        Self.expectNotModelled("""
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var a: Int
                    let b: Int
                    enum CodingKeys: String, CodingKey { case a }
                }
            }
            """, line: 4, "`b` is not in A.ContentState.CodingKeys and has no default value")
    }

    @Test func aCodingKeyWithoutAPropertyIsAWarning() {
        Self.expectNotModelled("""
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var a: Int
                    enum CodingKeys: String, CodingKey {
                        case a
                        case gone = "g"
                    }
                }
            }
            """, line: 6, "CodingKeys case `gone` names no stored property")
    }

    // MARK: Extensions and generics

    @Test func extensionsAddNestedTypes() throws {
        try Self.expect("""
            struct A: ActivityAttributes { var id: String }
            extension A {
                struct ContentState: Codable, Hashable { var step: Step; var scan: Scan? }
            }
            extension A.ContentState {
                enum Step: String, Codable { case one, two }
                struct Scan: Codable, Hashable { var at: Date }
                var isDone: Bool { step == .two }
            }
            """, attributes: #"{"id": "String"}"#,
            state: #"{"step": {"enum": ["one", "two"]}, "scan": {"name": "Scan", "object": {"at": "Date"}, "optional": true}}"#)
    }

    @Test func genericWhereClausesAreSkipped() throws {
        try Self.expect("""
            struct A: ActivityAttributes where Self: Sendable {
                struct ContentState: Codable, Hashable { var a: Int }
            }
            extension Array where Element == A.ContentState {
                var total: Int { reduce(0) { $0 + $1.a } }
            }
            extension Optional where Wrapped: Collection { var isBlank: Bool { self?.isEmpty ?? true } }
            func helper<T: Codable>(_ value: T) -> T where T: Hashable { value }
            """, attributes: "{}", state: #"{"a": "Int"}"#)
    }

    @Test func aGenericParameterIsNotAType() {
        Self.expectNotModelled("""
            struct A<Payload: Codable & Hashable>: ActivityAttributes {
                struct ContentState: Codable, Hashable { var a: Int }
                var payload: Payload
            }
            """, line: 3, "`Payload` is a generic parameter of A")
    }

    // MARK: Several types and files

    @Test func severalTypesInOneFileAndTypesAcrossFiles() throws {
        let report = Self.read([
            ("Trip.swift", """
                struct TripAttributes: ActivityAttributes {
                    typealias ContentState = TripState
                    var line: String
                }
                struct RideAttributes: ActivityAttributes {
                    struct ContentState: Codable, Hashable { var battery: Int }
                }
                """),
            ("Models.swift", "struct TripState: Codable, Hashable { var stop: Stop }\nstruct Stop: Codable, Hashable { var name: String }"),
        ])
        #expect(report.isComplete)
        #expect(report.types.map(\.name) == ["TripAttributes", "RideAttributes"])
        #expect(report.types.map(\.file) == ["Trip.swift", "Trip.swift"])
        #expect(report.types[0].schema == (try Self.schema("TripAttributes", attributes: #"{"line": "String"}"#,
                                                           state: #"{"stop": {"name": "Stop", "object": {"name": "String"}}}"#)))
        #expect(report.contents.definitions.map(\.key) == [TypeKey(app: nil, name: "TripAttributes"), TypeKey(app: nil, name: "RideAttributes")])
        #expect(report.contents.definitions.allSatisfy { $0.presentation != nil && $0.origin == "Trip.swift" })
    }

    @Test func twoTypesOfTheSameNameAreAWarning() {
        let report = Self.read([
            ("A.swift", "struct A: ActivityAttributes { struct ContentState: Codable, Hashable {} }"),
            ("B.swift", "enum Other { struct A: ActivityAttributes { struct ContentState: Codable, Hashable {} } }"),
        ])
        #expect(report.types.count == 1)
        #expect(report.warnings.map(\.description) == [
            "B.swift:1: warning: another ActivityAttributes type is called A (A.swift:1); pushes name types by name, so only the first is read",
        ])
    }

    // MARK: What is not modelled

    @Test func aHandWrittenDecoderIsNotModelled() {
        Self.expectNotModelled("""
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var a: Int
                    init(from decoder: any Decoder) throws {
                        a = try decoder.singleValueContainer().decode(Int.self)
                    }
                }
            }
            """, line: 4, "A.ContentState has a hand-written `init(from:)`")
        Self.expectNotModelled("""
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable { var status: Status }
            }
            enum Status: String, Codable {
                case on, off, unknown
            }
            extension Status {
                init(from decoder: Decoder) throws {
                    self = Status(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .unknown
                }
            }
            """, line: 8, "Status has a hand-written `init(from:)`")
    }

    @Test func aPropertyWrapperIsNotModelled() {
        Self.expectNotModelled("""
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    @DefaultZero var count: Int
                }
            }
            """, line: 3, "`@DefaultZero var count`")
    }

    @Test func enumsWithoutRawValuesOrWithAssociatedValuesAreNotModelled() {
        Self.expectNotModelled("""
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable { var state: State }
                enum State: Codable, Hashable { case idle, running }
            }
            """, line: 3, "enum A.State has no raw type")
        Self.expectNotModelled("""
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable { var state: State }
                enum State: Codable, Hashable {
                    case idle
                    case running(speed: Double)
                }
            }
            """, line: 5, "`case running(…)` in A.State: an enum with associated values is not modelled")
        Self.expectNotModelled("""
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable { var grade: Grade }
                enum Grade: Double, Codable { case a = 1.0, b = 2.0 }
            }
            """, line: 3, "enum A.Grade has raw type Double")
    }

    @Test(arguments: [
        ("var a: Color", "cannot resolve `Color`"),
        ("var a: Data", "`Data` decodes from base64 text"),
        ("var a: Character", "`Character` decodes from a one-character string"),
        ("var a: CLLocationCoordinate2D", "cannot resolve `CLLocationCoordinate2D`"),
        ("var a: (Int, Int)", "`(Int, Int)` is not a type"),
        ("var a: (Int) -> Void", "`(Int) -> Void` is not a type"),
        ("var a: Int??", "`Int??` is an optional of an optional"),
        ("var a: [Kind: Int]", "a dictionary decodes from a JSON object only with String or Int keys"),
        ("var a: [Int8: Int]", "a dictionary decodes from a JSON object only with String or Int keys"),
        ("var a: any Codable", "`any Codable` is not a type"),
        ("var a = makeValue()", "cannot tell the type of `a`"),
        ("lazy var a: Int = 1", "`lazy var a`"),
        ("var a: Node", "A.ContentState.Node contains itself"),
        ("var a: Box<Int>", "generic types of the app are not modelled"),
        ("var a: Model", "A.Model is a class"),
        ("var a: A.Missing", "no type `Missing` there"),
    ])
    func whatIsNotModelledIsAWarningAtItsLine(declaration: String, message: String) {
        Self.expectNotModelled("""
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    \(declaration)
                    struct Node: Codable, Hashable { var children: [Node] }
                    struct Box<T: Codable & Hashable>: Codable, Hashable { var value: T }
                }
                enum Kind: String, Codable { case a }
                final class Model: Codable { var x = 1 }
            }
            """, line: message.contains("contains itself") ? 4 : message.contains("is a class") ? 8 : 3, message)
    }

    @Test func aMacroOnTheTypeIsNotModelled() {
        Self.expectNotModelled("""
            struct A: ActivityAttributes {
                @MemberwiseCodable(keys: .snakeCase)
                struct ContentState: Codable, Hashable { var a: Int }
            }
            """, line: 2, "`@MemberwiseCodable` on A.ContentState")
    }

    @Test func aMissingContentStateIsAWarning() {
        Self.expectNotModelled("struct A: ActivityAttributes { var a: Int }", line: 1, "A has no ContentState")
    }

    @Test func anUnterminatedStringStopsTheFileAndSaysWhere() {
        Self.expectNotModelled("""
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable { var a: Int }
                var label = "never closed
            }
            """, line: 3, "a string literal that never ends")
    }

    @Test func warningsAndNotesReadLikeACompilers() {
        let report = Self.read([("Sources/App/Live.swift", """
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    @Clamped var level: Double
                    let fixed = 1
                }
            }
            """)])
        #expect(report.notes.map(\.description) == [
            "Sources/App/Live.swift:1: warning: A is not validated: island shows its payloads without checking them",
            "Sources/App/Live.swift:3: warning: `@Clamped var level` in A.ContentState: a property wrapper decodes its own way, which island does not model",
            "Sources/App/Live.swift:4: note: `let fixed` in A.ContentState has an initial value: synthesized Codable does not decode it",
        ])
        #expect(report.types.first?.definition.key == TypeKey(app: nil, name: "A"))
        #expect(report.types.first?.definition.presentation == nil, "laid out from its first payload instead")
    }
}
