import Foundation
@testable import IslandCore
@testable import IslandSimulator

extension SwiftTwins {
    struct AdventureAttributes: Codable & Hashable, ActivityAttributes & Sendable {
        static let typeName = "AdventureAttributes"
        public typealias HeroState = ContentState

        public struct ContentState: Codable & Hashable {
            var currentHealthLevel: Double
            var eventDescription: String
            var supercharged: Bool = false
            var debugNote: String?
        }

        var hero: EmojiRanger
    }

    struct EmojiRanger: Codable, Hashable, Identifiable {
        let name: String
        let avatar: String
        let healthLevel: Double
        let heroType: String
        let healthRecoveryRatePerHour: Double
        let level: Double
        let exp: Double
        let bio: String

        var id: String { name }

        static let spouty = EmojiRanger(name: "Spouty", avatar: "🐳", healthLevel: 0.67, heroType: "Sea Lion",
                                        healthRecoveryRatePerHour: 0.2, level: 3, exp: 600, bio: "Spouty rises from the ocean…")
        static let allHeroes = [spouty]
    }
}
