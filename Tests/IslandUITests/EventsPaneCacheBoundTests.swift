import Foundation
import IslandCore
import Testing
import IslandJSON
import IslandTypes
import IslandSimulator
@testable import IslandUI
import IslandTypes
import IslandSimulator

/// A long session with a full events pane: the wrapped-entry table keeps to the log's size.
/// It once kept every entry it had wrapped up to four times what the log holds, then started
/// again: a tmux dashboard grew by about 0.1 MB a minute while it climbed.
@Suite struct EventsPaneCacheBoundTests {
    @Test func theTableKeepsToTheEntriesTheLogStillHas() {
        var model = AppModel(languages: LanguagePreferences(["en"]))
        let start = Date(timeIntervalSince1970: 1_764_417_600)
        let context = RenderContext(language: .en, timeZone: TimeZone(identifier: "UTC")!)
        var largest = 0
        for index in 0..<3000 {
            model.log.append(LogEntry(time: start.addingTimeInterval(Double(index)), level: .info, text: "entry \(index)"))
            if index % 7 == 0 {
                _ = Renderer.render(model, width: 100, height: 30, now: start.addingTimeInterval(Double(index)), context: context)
                largest = max(largest, context.eventsCache.count)
            }
        }
        #expect(model.log.entries.count == model.log.capacity)
        #expect(largest <= EventsPaneCache.limit)
        #expect(EventsPaneCache.limit <= 2 * model.log.capacity)
        // A pane scrolled to its oldest entry still finds them all worded.
        _ = Renderer.render(model, width: 100, height: 30, now: start.addingTimeInterval(3000), context: context)
        #expect(context.eventsCache.count <= EventsPaneCache.limit)
    }
}
