/// One type of the widget's code with everything its declaration and extensions add: stored
/// properties (with their initial values), computed properties, methods, initializers, enum
/// cases, static members. The evaluator looks members up here.
package struct SwiftTypeBody: Sendable {
    package enum Kind: String, Sendable {
        case `struct`, `enum`, `class`, `actor`, `protocol`, `extension`
    }

    package struct Stored: Sendable {
        package var name: String
        package var type: String?
        package var initial: SwiftExpression?
        package var isStatic: Bool
        /// `@Environment(\.isLuminanceReduced) var dimmed`: the environment value it reads.
        package var environmentKey: String?

        package init(name: String, type: String?, initial: SwiftExpression?, isStatic: Bool, environmentKey: String? = nil) {
            self.name = name
            self.type = type
            self.initial = initial
            self.isStatic = isStatic
            self.environmentKey = environmentKey
        }
    }

    package struct Case: Sendable {
        package var name: String
        package var rawValue: SwiftExpression?
        /// The associated values' labels (nil: unlabelled).
        package var labels: [String?]
        /// The associated values' types, as written (`Date`, `Side?`).
        package var types: [String]

        package init(name: String, rawValue: SwiftExpression?, labels: [String?], types: [String] = []) {
            self.name = name
            self.rawValue = rawValue
            self.labels = labels
            self.types = types
        }
    }

    package var kind: Kind
    /// As written where it is declared (`Status`), nested ones with their parents' names
    /// (`TramAttributes.ContentState`).
    package var name: String
    package var inherited: [String]
    package var stored: [Stored] = []
    package var computed: [String: SwiftFunction] = [:]
    package var methods: [String: [SwiftFunction]] = [:]
    package var initializers: [SwiftFunction] = []
    package var cases: [Case] = []
    package var typealiases: [String: String] = [:]
    package var file: String
    package var line: Int

    package init(kind: Kind, name: String, inherited: [String], file: String, line: Int) {
        self.kind = kind
        self.name = name
        self.inherited = inherited
        self.file = file
        self.line = line
    }

    /// The enum's raw type (`String`, `Int`), its first inherited type when it is one.
    package var rawType: String? {
        inherited.first.flatMap { ["String", "Int", "Double", "Character", "UInt8", "Int32", "Int64"].contains($0) ? $0 : nil }
    }

    package mutating func merge(_ other: SwiftTypeBody) {
        inherited += other.inherited
        stored += other.stored
        computed.merge(other.computed) { first, _ in first }
        methods.merge(other.methods) { $0 + $1 }
        initializers += other.initializers
        cases += other.cases
        typealiases.merge(other.typealiases) { first, _ in first }
    }
}
