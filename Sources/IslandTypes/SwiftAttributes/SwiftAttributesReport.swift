import IslandSwiftSource
/// What the attributes reader found in Swift files: the `ActivityAttributes` types, and what
/// it has to say about them with file and line.
package struct SwiftAttributesReport: Hashable, Sendable {
    package var types: [SwiftAttributesType]
    /// Warnings (something not modelled) and notes (what was assumed), by file and line.
    package var notes: [SwiftSourceNote]

    package init(types: [SwiftAttributesType], notes: [SwiftSourceNote]) {
        self.types = types
        self.notes = notes
    }

    /// The definitions as one type file's contents, for `TypeLoader.load(described:)`.
    package var contents: TypeFile.Contents {
        TypeFile.Contents(app: nil, definitions: types.map(\.definition))
    }

    package var warnings: [SwiftSourceNote] { notes.filter { $0.kind == .warning } }

    /// At least one type, and everything modelled.
    package var isComplete: Bool { !types.isEmpty && warnings.isEmpty }
}
