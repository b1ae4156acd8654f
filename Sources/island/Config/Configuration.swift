import Foundation
import IslandText
import IslandCore
import IslandJSON
import IslandTypes

/// The settings from the configuration file and the environment, before the command line.
/// The file is JSON, every key optional:
///
///     {"theme": "rnv", "lang": "de", "speed": 2, "socket": "/tmp/island.sock",
///      "mouse": false, "apns": "127.0.0.1:2197"}
///
/// A missing file is no settings; a file that is not such an object, a key island does not
/// know or a value of the wrong kind is an error naming the file and the key.
struct Configuration: Sendable {
    /// A setting's value as the option reads it (`"2"`, `"de"`, `"false"`), and where it came
    /// from, for messages: `config /home/me/.config/island/config.json, "speed"` or `ISLAND_LANG`.
    struct Value: Hashable, Sendable {
        let text: String
        let origin: String
    }

    static let maximumFileSize = 1 << 20

    var values: [Setting: Value] = [:]

    /// `$XDG_CONFIG_HOME/island/config.json`, else `~/.config/island/config.json`; nil
    /// without either variable.
    static func path(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            // The XDG spec: a relative XDG_CONFIG_HOME is invalid and is ignored.
            return xdg + (xdg.hasSuffix("/") ? "" : "/") + "island/config.json"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + (home.hasSuffix("/") ? "" : "/") + ".config/island/config.json"
    }

    /// The file (if there is one), then the environment over it.
    static func load(environment: [String: String]) throws(CommandLineError) -> Configuration {
        var configuration = Configuration()
        if let path = path(environment: environment), let bytes = try read(path) {
            configuration.values = try parse(bytes, path: path)
        }
        for setting in Setting.allCases {
            guard let name = setting.environment, let text = environment[name], !text.isEmpty else { continue }
            configuration.values[setting] = Value(text: text, origin: name)
        }
        return configuration
    }

    /// The file's bytes; nil when there is no file.
    static func read(_ path: String) throws(CommandLineError) -> [UInt8]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard !isDirectory.boolValue else { throw CommandLineError(.cliConfigDirectory, ["path": path]) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandLineError(.cliConfigCannotRead, ["path": path])
        }
        guard data.count <= maximumFileSize else {
            throw CommandLineError(.cliConfigTooLarge, ["path": path, "bytes": String(data.count)])
        }
        return Array(data)
    }

    /// The settings of a configuration file's contents.
    static func parse(_ bytes: [UInt8], path: String) throws(CommandLineError) -> [Setting: Value] {
        let object: JSONObject
        do {
            guard let parsed = try JSONParser.parse(bytes).objectValue else {
                throw CommandLineError(.cliConfigNotObject, ["path": path])
            }
            object = parsed
        } catch let error as CommandLineError {
            throw error
        } catch {
            throw CommandLineError(.cliConfigInvalidJSON, ["path": path, "error": "\(error)"])
        }
        var values: [Setting: Value] = [:]
        for (key, value) in object.entries {
            guard let setting = Setting(rawValue: key) else {
                let known = Setting.allCases.map(\.key)
                let hint = KeySuggestion.nearest(to: key, among: known).map { Sentence(.cliConfigDidYouMean, ["key": $0]) }
                    ?? Sentence(.cliConfigKnownKeys, ["keys": known.joined(separator: ", ")])
                throw CommandLineError(.cliConfigUnknownKey, ["path": path, "key": CommandLineError.quote(key)], sentences: ["hint": hint])
            }
            let origin = "config \(path), \"\(key)\""
            switch (setting.kind, value) {
            case (.string, .string(let text)) where !text.isEmpty:
                values[setting] = Value(text: text, origin: origin)
            case (.number, .number(let number)):
                values[setting] = Value(text: number.literal, origin: origin)
            case (.bool, .bool(let flag)):
                values[setting] = Value(text: flag ? "true" : "false", origin: origin)
            default:
                let wanted: StringKey
                switch setting.kind {
                case .string: wanted = .cliConfigWantsString
                case .number: wanted = .cliConfigWantsNumber
                case .bool: wanted = .cliConfigWantsBool
                }
                throw CommandLineError(.cliConfigWrongKind, ["path": path, "key": key, "value": DiagnosticText.describe(value)],
                                       sentences: ["wanted": Sentence(wanted)])
            }
        }
        return values
    }
}
