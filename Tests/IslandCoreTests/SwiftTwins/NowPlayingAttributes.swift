import Foundation
@testable import IslandCore
@testable import IslandSimulator

extension SwiftTwins {
    public struct NowPlayingAttributes: ActivityAttributes {
        public static let typeName = "NowPlayingAttributes"

        public struct ContentState: Codable, Hashable, Sendable {
            public var title: String
            public var artist: String
            public var artworkURL: URL?
            public var elapsed, duration: TimeInterval
            public var isPlaying: Bool
            public var repeatMode: RepeatMode
            public var volume: Float

            public init(title: String, artist: String, artworkURL: URL? = nil, elapsed: TimeInterval, duration: TimeInterval,
                        isPlaying: Bool, repeatMode: RepeatMode = .off, volume: Float = 0.8) {
                self.title = title
                self.artist = artist
                self.artworkURL = artworkURL
                self.elapsed = elapsed
                self.duration = duration
                self.isPlaying = isPlaying
                self.repeatMode = repeatMode
                self.volume = volume
            }
        }

        public enum RepeatMode: Int, Codable, Hashable, Sendable {
            case off = 0, one, all
        }

        public var playerName: String
        public var deviceName: String
    }
}
