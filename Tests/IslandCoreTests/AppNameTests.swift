import Testing
@testable import IslandCore

/// A topic's app: the topic without `.push-type.liveactivity`, cut by bytes — the same as
/// cutting as many characters, whatever comes before the suffix.
@Suite struct AppNameTests {
    static let topics = [
        "com.example.app.push-type.liveactivity", "com.example.app", ".push-type.liveactivity", "push-type.liveactivity",
        "de.rnv.app.push-type.liveactivity", "café.push-type.liveactivity", "e\u{301}.push-type.liveactivity",
        "\u{600}.push-type.liveactivity", "🚋🚋.push-type.liveactivity", "x.push-type.liveactivityy", "",
        "com.example.app.PUSH-TYPE.liveactivity", "\u{202E}evil.push-type.liveactivity",
    ]

    @Test(arguments: topics) func appNameDropsTheSuffixAsCharactersWould(_ topic: String) {
        let suffix = PushDecoder.liveActivityTopicSuffix
        let byCharacters = topic.hasSuffix(suffix) ? String(topic.dropLast(suffix.count)) : topic
        #expect(PushDecoder.appName(topic) == byCharacters)
        #expect(Array(PushDecoder.appName(topic).utf8) == Array(byCharacters.utf8))
    }

    @Test func everyTopicRan() {
        #expect(Self.topics.count >= 13)
    }
}
