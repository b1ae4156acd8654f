import Foundation
import IslandCore
import IslandText
import Testing
@testable import IslandUI

/// The events pane words a rejection in the screen's language: its message and the problems
/// an opened entry lists.
@Suite struct DiagnosticLanguageTests {
    @Test(arguments: Language.allCases)
    func anOpenedRejectionIsWordedInTheLanguage(_ language: Language) {
        let (model, now) = EventsPaneSnapshotTests.openedRejection(language)
        let text = EventsPaneSnapshotTests.render(model, now, language).lines.joined(separator: "\n")
        if language == .de {
            #expect(text.contains("content-state.nextStopTime: erwartet wird ein Date"), "\(text)")
            #expect(!text.contains("expected a Date"))
        } else {
            #expect(text.contains("content-state.nextStopTime: expected a Date"), "\(text)")
        }
    }

    @Test func theFollowingPaneWordsRejectionsInGerman() {
        let (model, now) = EventsPaneSnapshotTests.model(.de)
        let pane = EventsPaneSnapshotTests.paneText(EventsPaneSnapshotTests.render(model, now, .de))
        #expect(pane.contains("REJECTED_CHANNEL_START: channel-id: ein"), "\(pane)")
        #expect(pane.contains("iOS ignoriert"), "\(pane)")
        let english = EventsPaneSnapshotTests.paneText(EventsPaneSnapshotTests.render(model, now, .en))
        #expect(english.contains("REJECTED_CHANNEL_START: channel-id: a"), "\(english)")
    }
}
