/// Why a schema file cannot be used, naming the key where the problem is.
package struct SchemaError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The key path inside the schema document, e.g. `types.Delivery.content-state.eta`.
    package var path: String
    package var message: String
    /// The schema file's name, when it came from one.
    package var file: String?

    package init(path: String, _ message: String, file: String? = nil) {
        self.path = path
        self.message = message
        self.file = file
    }

    package var description: String {
        let location = [file, path.isEmpty ? nil : path].compactMap { $0 }.joined(separator: ": ")
        return location.isEmpty ? message : "\(location): \(message)"
    }
}
