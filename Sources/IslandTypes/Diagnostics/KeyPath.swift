/// Key paths in messages: `content-state.stops[2].name`. A key that is not a plain name is
/// quoted, so a hostile key cannot pose as a path or carry a control character.
package enum KeyPath {
    package static func component(_ key: String) -> String {
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy { scalar in
            scalar == "_" || scalar == "-" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        }
        return plain ? key : DiagnosticText.quote(key, limit: 40)
    }

    package static func child(_ path: String, _ key: String) -> String {
        path.isEmpty ? component(key) : "\(path).\(component(key))"
    }

    package static func element(_ path: String, _ index: Int) -> String {
        "\(path)[\(index)]"
    }
}
