import Foundation
import IslandText
import Testing
@testable import IslandAPNs

/// A refused request's detail is a sentence of the tables: `x-island-reason` carries its
/// English for a backend's logs, the events pane says it in the screen's language.
@Suite struct APNsRefusalWordsTests {
    @Test func theHeaderIsEnglishAndTheEventsPaneGerman() throws {
        let refused = APNsRequestCheckTests.check(APNsRequestCheckTests.request(["apns-topic": "com.example.rnv"]))
        guard case .answer(let answer, let log) = refused else { throw APNsRequestCheckTests.Failure() }
        #expect(answer.header("x-island-reason") == "apns-topic \"com.example.rnv\" lacks .push-type.liveactivity: a Live Activity push goes to <bundle ID>.push-type.liveactivity")
        #expect(log.english.hasSuffix("apns-topic \"com.example.rnv\" lacks .push-type.liveactivity: a Live Activity push goes to <bundle ID>.push-type.liveactivity"), "\(log.english)")
        #expect(log.words(.de).contains("apns-topic \"com.example.rnv\" fehlt .push-type.liveactivity: ein Live-Activity-Push geht an <Bundle-ID>.push-type.liveactivity"), "\(log.words(.de))")
    }

    @Test func aProviderTokenProblemToo() throws {
        let refused = APNsRequestCheckTests.check(APNsRequestCheckTests.request(["authorization": "bearer abc"]))
        guard case .answer(let answer, let log) = refused else { throw APNsRequestCheckTests.Failure() }
        #expect(answer.header("x-island-reason") == "the provider token must be a JWT of three base64url parts (header.claims.signature), got 1")
        #expect(log.words(.de).contains("das Provider-Token muss ein JWT aus drei base64url-Teilen sein (header.claims.signature), gesendet wurden 1"), "\(log.words(.de))")
    }

    @Test func aClientFailureIsWordedInEitherLanguage() {
        let failure = APNsClient.Failure(Sentence(.clientNoAnswer, ["seconds": "10"]))
        #expect(failure.description == "no answer from the endpoint in 10 s")
        #expect(failure.sentence.words(.de) == "keine Antwort vom Endpunkt in 10 s")
    }
}
