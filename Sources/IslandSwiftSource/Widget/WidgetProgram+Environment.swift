extension WidgetProgram {
    /// Whether any view of the files reads `@Environment(\.key)`: a surface that changes only
    /// that value draws what the Lock Screen draws unless the code asks for it.
    package func readsEnvironment(_ key: String) -> Bool {
        types.values.contains { body in body.stored.contains { $0.environmentKey == key } }
    }
}
