import Foundation
import IslandTestSupport
import Testing

/// The real binary in tmux, cycling the devices with `d`: every surface of the simulated trip
/// in the dashboard and in the phone view, the Watch opened with Enter, and back to the iPhone.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it"))
struct DeviceEndToEndTests {
    @Test func dCyclesTheDevicesInTheDashboardAndThePhoneView() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let session = try TmuxSession(width: 100, height: 32, environment: ["LANG": "C.UTF-8"])
        defer { session.kill() }
        let launch = try IslandLaunch.start(["--seed", "1", "--lang", "en"], in: session, directory: directory)
        let shown = session.waitForScreen { $0.contains("RNV 5") && $0.contains("d device") }
        #expect(shown.matched, "the dashboard never showed the trip and the d key:\n\(shown.screen)")

        // The dashboard's top pane follows the device.
        for title in ["iPhone landscape (iOS 27)", "Apple Watch · Smart Stack", "CarPlay (iOS 26)", "Mac · menu bar"] {
            try session.press("d")
            let pane = session.waitForScreen { $0.contains(title) }
            #expect(pane.matched, "no \(title) pane:\n\(pane.screen)")
        }
        let mac = try session.capture()
        #expect(mac.contains("Finder"), "no menu bar:\n\(mac)")
        try session.press("d")
        #expect(session.waitForScreen { $0.contains("Dynamic Island ─") && $0.contains("Compact") }.matched)

        // The phone view on the Watch: the Smart Stack, then its full-screen view on Enter.
        try session.press("v")
        try session.press("d")
        try session.press("d")
        let watch = session.waitForScreen { $0.contains("╭──────────────────────╮") && $0.contains("RNV 5") }
        #expect(watch.matched, "no Smart Stack in the phone view:\n\(watch.screen)")
        try session.press("Enter")
        let opened = session.waitForScreen { $0.contains("[Open on iPhone]") }
        #expect(opened.matched, "Enter did not open the full-screen view:\n\(opened.screen)")
        try session.press("Escape")
        #expect(session.waitForScreen { !$0.contains("[Open on iPhone]") }.matched)

        // CarPlay and the Mac in the phone view, then the iPhone again.
        try session.press("d")
        #expect(session.waitForScreen { $0.contains("╭") && $0.contains("RNV 5") && !$0.contains("Smart Stack") }.matched)
        try session.press("d")
        #expect(session.waitForScreen { $0.contains("Finder") }.matched)
        try session.press("d")
        #expect(session.waitForScreen { !$0.contains("Finder") && $0.contains("RNV 5") }.matched)

        try session.press("q")
        #expect(launch.waitForExit() == 0)
        #expect(try launch.terminalProblems() == [])
    }
}
