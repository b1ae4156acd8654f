import Foundation
import Testing
@testable import IslandAPNs
@testable import IslandJSON
@testable import IslandTypes
@testable import IslandCore

/// Forced failures: the spec, which requests each fault takes, and the answers they get.
@Suite struct APNsFaultPlanTests {
    static func request(token: String = String(repeating: "a", count: 64), topic: String = "com.example.rnv.push-type.liveactivity") -> HTTP2Message {
        var message = HTTP2Message()
        message.fields = [(":method", "POST"), (":path", "/3/device/\(token)"), ("apns-topic", topic), ("apns-id", "123e4567-e89b-12d3-a456-426614174000")]
        return message
    }

    @Test(arguments: ["429", "429:3", "500:25%", "503", "shutdown", "delay=2:5", "delay=0.5", "429,retry-after=30",
                      "500,token=\(String(repeating: "a", count: 64))", "503:2,topic=com.example.rnv.push-type.liveactivity"])
    func aSpecReadsBackAsWritten(spec: String) throws {
        let fault = try APNsFault.parse(spec).get()
        #expect(fault.description == spec)
    }

    @Test(arguments: ["", "404", "429:0", "429:-1", "500:0%", "500:101%", "delay=0", "delay=1e9", "delay=x", "500,retry-after=3",
                      "429,retry-after=-1", "500,token=xyz", "500,colour=red", "500,token"])
    func aBadSpecSaysWhatAFaultIs(spec: String) {
        guard case .failure(let error) = APNsFault.parse(spec) else {
            Issue.record("took \(spec)")
            return
        }
        #expect(error.description.contains("KIND[:COUNT|:PERCENT%]"))
    }

    @Test func theNextThreeGet429WithRetryAfterThenNoneIsForced() throws {
        var plan = APNsFaultPlan()
        _ = try plan.apply("429:3,retry-after=7").get()
        for number in 1...3 {
            guard case .answer(let answer, let log)? = plan.take(Self.request(), number: number) else {
                Issue.record("request \(number) not forced")
                return
            }
            #expect(answer.status == 429 && answer.reason == "TooManyRequests")
            #expect(answer.header("retry-after") == "7")
            #expect(answer.header("apns-id") == "123e4567-e89b-12d3-a456-426614174000")
            #expect(answer.header("x-island-forced") == "429:3,retry-after=7")
            #expect(log.english.contains("forced") && log.english.contains("#\(number)"))
            #expect(!answer.endsConnection)
        }
        #expect(plan.take(Self.request(), number: 4) == nil)
        #expect(plan.summary.isEmpty)
    }

    @Test func aShareIsSpreadEvenly() throws {
        var plan = APNsFaultPlan()
        _ = try plan.apply("500:25%").get()
        let forced = (1...100).filter { plan.take(Self.request(), number: $0) != nil }
        #expect(forced.count == 25)
        #expect(forced.prefix(3) == [4, 8, 12])
        #expect(plan.summary == ["500:25%: 25 of 100 requests forced"])
        _ = try plan.apply("off").get()
        #expect(plan.isEmpty && plan.take(Self.request(), number: 101) == nil)
    }

    @Test func aFaultForOneTokenOrTopicLeavesTheRestAlone() throws {
        var plan = APNsFaultPlan()
        let other = String(repeating: "b", count: 64)
        _ = try plan.apply("503:2,token=\(other.uppercased())").get()
        _ = try plan.apply("500,topic=com.other.push-type.liveactivity").get()
        #expect(plan.take(Self.request(), number: 1) == nil)
        guard case .answer(let answer, _)? = plan.take(Self.request(token: other), number: 2) else { throw Failure() }
        #expect(answer.status == 503 && answer.reason == "ServiceUnavailable")
        guard case .answer(let topical, _)? = plan.take(Self.request(topic: "com.other.push-type.liveactivity"), number: 3) else { throw Failure() }
        #expect(topical.status == 500 && topical.reason == "InternalServerError")
    }

    @Test func shutdownEndsTheConnectionAndADelayHoldsTheRequest() throws {
        var plan = APNsFaultPlan()
        _ = try plan.apply("shutdown").get()
        _ = try plan.apply("delay=1.5:2").get()
        guard case .answer(let answer, let log)? = plan.take(Self.request(), number: 1) else { throw Failure() }
        #expect(answer.status == 503 && answer.reason == "Shutdown" && answer.endsConnection)
        #expect(log.english.contains("GOAWAY"))
        guard case .delay(let seconds, let held)? = plan.take(Self.request(), number: 2) else { throw Failure() }
        #expect(seconds == 1.5 && held.english.contains("held 1.5 s"))
    }

    @Test func theControlPathListsAddsAndRefuses() {
        var plan = APNsFaultPlan()
        var post = HTTP2Message()
        post.fields = [(":method", "POST"), (":path", "/island/faults")]
        post.body = Array("500:2".utf8)
        post.bodyLength = post.body.count
        #expect(APNsFaultControl.answer(post, plan: &plan) == (200, "500:2: 2 of 2 left\n"))
        post.body = Array("nonsense".utf8)
        post.bodyLength = post.body.count
        let refused = APNsFaultControl.answer(post, plan: &plan)
        #expect(refused.status == 400 && refused.body.contains("unknown kind"))
        var get = HTTP2Message()
        get.fields = [(":method", "GET"), (":path", "/island/faults")]
        #expect(APNsFaultControl.answer(get, plan: &plan).body == "500:2: 2 of 2 left\n")
    }

    struct Failure: Error {}
}
