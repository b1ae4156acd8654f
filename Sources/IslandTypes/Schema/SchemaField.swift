import IslandJSON

/// One stored property of an attributes or content-state struct that `Codable` decodes.
package struct SchemaField: Hashable, Sendable {
    /// The Swift property name (labels default to it).
    package var name: String
    /// The JSON key: the name, or what an explicit `CodingKeys` case maps it to.
    package var key: String
    package var type: SchemaType
    /// How the field is shown; nothing here changes how it decodes.
    package var display: FieldDisplay
    /// What the app keeps when the key is missing or `null` (`decodeIfPresent(…) ?? 0`, a
    /// wrapper's default): the field is then not required.
    package var defaultValue: JSONValue?
    /// A value that fails to decode is not an error: the app keeps the default, or nil
    /// (`try? container.decode(…)`).
    package var lenient: Bool
    /// What a hand-written decoder checks on the value (`guard … else { throw … }`).
    package var checks: [ValueCheck]
    /// What a missing key means when it is not the plain rule (optional: nil; a default: the
    /// default; else `keyNotFound`).
    package var absence: Absence = .plain
    /// Not decoded at all when the object has this other key with a value other than `null`
    /// (`if let w = try c.decodeIfPresent(…, forKey: .w) { … } else { x = try c.decode(…) }`).
    package var unlessPresent: String?

    package enum Absence: String, Hashable, Sendable {
        case plain
        /// `keyNotFound` even though `null` or a bad value falls back to the default (a
        /// wrapper whose own decoder falls back, decoded with `decode(_:forKey:)`).
        case rejected
        /// Nothing is decoded (`if container.contains(.k) { … }`); a `null` there is decoded.
        case allowed
        /// Decoded as if it were `null` (`T(from: container.superDecoder(forKey: .k))`).
        case null
    }

    package init(_ name: String, _ type: SchemaType, key: String? = nil, display: FieldDisplay = FieldDisplay(),
                 defaultValue: JSONValue? = nil, lenient: Bool = false, checks: [ValueCheck] = []) {
        self.name = name
        self.key = key ?? name
        self.type = type
        self.display = display
        self.defaultValue = defaultValue
        self.lenient = lenient
        self.checks = checks
    }

    /// Decoded plainly: no default, not lenient, no checks (the synthesized form).
    package var isPlain: Bool { defaultValue == nil && !lenient && checks.isEmpty && absence == .plain && unlessPresent == nil }
}
