import IslandText
/// The build an app's pushes are decoded by: the iOS release build, compiled by Swift 6.
/// Evaluates the condition of an `#if`/`#elseif` as that build does — `os(iOS)` true,
/// `canImport(UIKit/ActivityKit/SwiftUI/WidgetKit/…)` true, `DEBUG` and any other custom
/// flag false, `targetEnvironment(simulator)` false, `swift(>=…)`/`compiler(>=…)` against
/// 6.2, `arch(arm64)` true — with `!`, `&&`, `||` and parentheses.
package struct SwiftBuildConditions: Sendable {
    /// The language and compiler version `swift(…)` and `compiler(…)` compare with.
    package var swiftVersion: [Int] = [6, 2]
    /// Modules `canImport` finds besides the iOS SDK's: those the files import themselves
    /// (a package the app depends on).
    package var importedModules: Set<String> = []

    package init(importedModules: Set<String> = []) {
        self.importedModules = importedModules
    }

    /// The iOS SDK frameworks (and the Swift modules every iOS target has).
    static let iOSModules: Set<String> = [
        "Swift", "Foundation", "UIKit", "SwiftUI", "ActivityKit", "WidgetKit", "AppIntents", "Combine", "CoreGraphics",
        "CoreFoundation", "CoreLocation", "MapKit", "Observation", "SwiftData", "CoreData", "UserNotifications", "AVFoundation",
        "AVKit", "HealthKit", "WeatherKit", "Charts", "StoreKit", "CloudKit", "CoreMotion", "Darwin", "os", "OSLog", "Intents",
        "IntentsUI", "CarPlay", "WatchConnectivity", "EventKit", "Contacts", "Photos", "PhotosUI", "CoreImage", "QuartzCore",
        "Metal", "MusicKit", "MediaPlayer", "CoreBluetooth", "Network", "Security", "CryptoKit", "BackgroundTasks",
        "UniformTypeIdentifiers", "LinkPresentation", "SafariServices", "WebKit", "AuthenticationServices", "GameKit",
        "SpriteKit", "SceneKit", "RealityKit", "ARKit", "Vision", "CoreML", "NaturalLanguage", "Speech", "PassKit", "CoreNFC",
        "CoreHaptics", "CoreText", "ImageIO", "Accelerate", "Dispatch", "RegexBuilder", "_Concurrency", "Synchronization",
        "CoreTransferable", "TipKit", "ShazamKit", "FamilyControls", "ManagedSettings", "DeviceActivity", "Translation",
        "FoundationModels", "EnergyKit", "JournalingSuggestions", "CoreSpotlight", "AppTrackingTransparency", "CoreTelephony",
        "NetworkExtension", "SystemConfiguration", "MessageUI", "Messages", "QuickLook", "PDFKit", "VisionKit", "AudioToolbox",
        "CoreAudio", "CoreMedia", "CoreVideo", "GameController", "HomeKit", "MetricKit", "OSLog", "XCTest",
    ]

    /// `hasFeature(…)`: the upcoming features Swift 6 mode turns on.
    static let swift6Features: Set<String> = [
        "StrictConcurrency", "ConciseMagicFile", "ForwardTrailingClosures", "BareSlashRegexLiterals", "ImportObjcForwardDeclarations",
        "DisableOutwardActorInference", "DeprecateApplicationMain", "IsolatedDefaultValues", "GlobalConcurrency",
        "InferSendableFromCaptures", "RegionBasedIsolation", "DynamicActorIsolation", "GlobalActorIsolatedTypesUsability",
        "RetroactiveAttribute", "TypedThrows", "BuiltinMacros", "NonescapableTypes", "IsolatedAny", "SendingArgsAndResults",
    ]

    /// A condition's value, or nil with the reason it cannot be evaluated.
    package func evaluate(_ tokens: [SwiftToken]) -> Result<Bool, ConditionError> {
        var parser = Parser(tokens: tokens, conditions: self)
        do throws(ConditionError) {
            let value = try parser.or()
            if parser.index < tokens.count {
                throw ConditionError(message: Sentence(.swiftConditionUnexpected, ["token": tokens[parser.index].text]))
            }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    package struct ConditionError: Error, Sendable {
        package var message: Sentence
    }

    private struct Parser {
        let tokens: [SwiftToken]
        let conditions: SwiftBuildConditions
        var index = 0

        var current: SwiftToken? { index < tokens.count ? tokens[index] : nil }

        func isSymbol(_ text: String, at offset: Int = 0) -> Bool {
            index + offset < tokens.count && tokens[index + offset].isSymbol(text)
        }

        mutating func or() throws(ConditionError) -> Bool {
            var value = try and()
            while isSymbol("|"), isSymbol("|", at: 1) {
                index += 2
                let right = try and()
                value = value || right
            }
            return value
        }

        mutating func and() throws(ConditionError) -> Bool {
            var value = try unary()
            while isSymbol("&"), isSymbol("&", at: 1) {
                index += 2
                let right = try unary()
                value = value && right
            }
            return value
        }

        mutating func unary() throws(ConditionError) -> Bool {
            if isSymbol("!") {
                index += 1
                return !(try unary())
            }
            return try primary()
        }

        mutating func primary() throws(ConditionError) -> Bool {
            guard let token = current else { throw ConditionError(message: Sentence(.swiftConditionEndsEarly)) }
            if token.isSymbol("(") {
                index += 1
                let value = try or()
                guard isSymbol(")") else { throw ConditionError(message: Sentence(.swiftConditionParenOpen)) }
                index += 1
                return value
            }
            guard token.kind == .identifier else { throw ConditionError(message: Sentence(.swiftConditionUnexpected, ["token": token.text])) }
            index += 1
            if token.text == "true" { return true }
            if token.text == "false" { return false }
            guard isSymbol("(") else {
                // A compilation flag: DEBUG and custom flags are not set in a release build.
                return false
            }
            index += 1
            var argument: [SwiftToken] = []
            var depth = 1
            while let next = current {
                index += 1
                if next.isSymbol("(") { depth += 1 }
                if next.isSymbol(")") {
                    depth -= 1
                    if depth == 0 { break }
                }
                argument.append(next)
            }
            guard depth == 0 else { throw ConditionError(message: Sentence(.swiftConditionCallOpen, ["function": token.text])) }
            return try conditions.test(token.text, argument)
        }
    }

    func test(_ function: String, _ argument: [SwiftToken]) throws(ConditionError) -> Bool {
        let first = argument.first?.text ?? ""
        switch function {
        case "os": return first == "iOS"
        case "arch": return first == "arm64"
        case "targetEnvironment": return false
        case "canImport":
            // `canImport(UIKit, _version: 1.2)`: the version is the SDK's, taken as met.
            let module = argument.prefix { !$0.isSymbol(",") }.map(\.text).joined()
            let root = String(module.split(separator: ".").first ?? "")
            return Self.iOSModules.contains(root) || importedModules.contains(root)
        case "swift", "compiler":
            return try compareVersion(argument)
        case "hasFeature": return Self.swift6Features.contains(first)
        case "hasAttribute": return true
        case "_endian": return first == "little"
        case "_pointerBitWidth": return first == "_64"
        case "_runtime": return first == "_ObjC"
        case "_hasAtomicBitWidth": return true
        case "_ptrauth": return first == "arm64e"
        default: throw ConditionError(message: Sentence(.swiftConditionUnknown, ["function": function]))
        }
    }

    /// `>=5.9`, `<6.0`.
    private func compareVersion(_ argument: [SwiftToken]) throws(ConditionError) -> Bool {
        var operatorText = ""
        var rest = argument[...]
        while let token = rest.first, token.kind == .symbol, token.text == ">" || token.text == "<" || token.text == "=" {
            operatorText += token.text
            rest = rest.dropFirst()
        }
        let versionText = rest.map(\.text).joined()
        let version = versionText.split(separator: ".").map { Int($0) }
        guard !version.isEmpty, version.allSatisfy({ $0 != nil }), operatorText == ">=" || operatorText == "<" else {
            throw ConditionError(message: Sentence(.swiftConditionVersion, ["comparison": operatorText + versionText]))
        }
        let wanted = version.compactMap { $0 }
        let count = max(wanted.count, swiftVersion.count)
        let left = swiftVersion + Array(repeating: 0, count: count - swiftVersion.count)
        let right = wanted + Array(repeating: 0, count: count - wanted.count)
        let atLeast = !left.lexicographicallyPrecedes(right)
        return operatorText == ">=" ? atLeast : !atLeast
    }
}
