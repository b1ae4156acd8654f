import Testing
@testable import IslandAPNs

@Suite struct APNsEndpointTests {
    @Test(arguments: [
        (nil, "127.0.0.1", 2197),
        ("2197", "127.0.0.1", 2197),
        ("8443", "127.0.0.1", 8443),
        ("0.0.0.0:2197", "0.0.0.0", 2197),
        ("localhost:1", "localhost", 1),
        ("[::1]:2197", "::1", 2197),
    ] as [(String?, String, Int)])
    func parses(text: String?, host: String, port: Int) throws {
        let endpoint = try APNsEndpoint.parse(text).get()
        #expect(endpoint.host == host && Int(endpoint.port) == port)
    }

    @Test(arguments: ["host:", ":80", "::1:80", "[::1]80", "70000", "x:y"])
    func refuses(text: String) {
        #expect(throws: APNsEndpointError.self) { try APNsEndpoint.parse(text).get() }
    }
}
