import IslandSwiftSource

/// The files' own extensions of Swift's value types — `extension TimeInterval { var clock:
/// String }`, `extension Int { func pluralized(…) }`, `extension Date { var shortTime }` —
/// are members of those values, as the compiler makes them. A `TimeInterval` is a `Double`,
/// so either name's extension is found; an integer literal written where a `Double` goes may
/// arrive as an `Int`, so an `Int` also finds the floating-point extensions after its own.
extension WidgetEvaluator {
    static func extensionOwners(of value: WidgetValue) -> [String] {
        switch value {
        case .double: return ["Double", "TimeInterval", "CGFloat", "Float", "BinaryFloatingPoint", "FloatingPoint", "Numeric"]
        case .int: return ["Int", "BinaryInteger", "Numeric", "Double", "TimeInterval", "BinaryFloatingPoint"]
        case .string: return ["String", "StringProtocol"]
        case .date: return ["Date"]
        case .bool: return ["Bool"]
        case .array: return ["Array", "Collection", "Sequence"]
        default: return []
        }
    }

    /// A computed property `name` an extension of the value's type declares, evaluated.
    func extensionProperty(_ value: WidgetValue, _ name: String) -> WidgetValue? {
        for owner in Self.extensionOwners(of: value) {
            if let computed = program.types[owner]?.computed[name] { return invoke(computed, self: value, arguments: []) }
        }
        return nil
    }

    /// A method `name` an extension of the value's type declares, called.
    func extensionMethod(_ value: WidgetValue, _ name: String, _ arguments: [(label: String?, value: WidgetValue)]) -> WidgetValue? {
        for owner in Self.extensionOwners(of: value) {
            if let functions = program.types[owner]?.methods[name], !functions.isEmpty {
                let function = functions.first { $0.accepts(arguments.map(\.label)) } ?? functions[0]
                return invoke(function, self: value, arguments: arguments)
            }
        }
        return nil
    }

    /// A property of the struct whose member is running, called as a function: a stored
    /// closure (`let eta: (State) -> String = { … }`), a view struct's `content` builder.
    /// Stored properties with an initial value are the instance's even when it was made
    /// without them (a `Widget` struct island instantiates itself).
    func ownProperty(_ this: WidgetValue, _ name: String) -> WidgetValue? {
        guard case .instance(let type, let fields) = this else { return nil }
        if let field = fields[name] { return field }
        guard let stored = program.type(type)?.stored.first(where: { $0.name == name && !$0.isStatic }), let initial = stored.initial else { return nil }
        var scope = WidgetScope()
        scope["self"] = this
        return evaluate(initial, &scope)
    }
}

extension WidgetEvaluator {
    /// `self` inside an extension of a view or of one of Swift's value types: a method named
    /// without a base is the value's own.
    static func isValueSelf(_ value: WidgetValue) -> Bool {
        switch value {
        case .view, .string, .int, .double, .date, .bool, .array: return true
        default: return false
        }
    }
}
