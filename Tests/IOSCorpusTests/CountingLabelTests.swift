@testable import IOSCorpus
import Testing
import UIKit

/// `CountingLabel.swift`: a count-up label stepped by a display link, once per 1/60 s frame.
@MainActor @Suite struct CountingLabelTests {
    @Test func theLabelCountsOneStepPerFrameAndStopsAtTheEnd() {
        let screen = CorpusStage.screen(width: 100, height: 40)
        let label = CountingLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        screen.window.addSubview(label)
        var finished = 0
        label.count(from: 0, to: 100, duration: 1.0) { finished += 1 }
        #expect(label.text == "0" && label.isCounting && label.updateCount == 0)
        screen.advance(by: 0.5)
        #expect(label.updateCount == 30 && label.currentValue == 50 && label.text == "50")
        screen.advance(by: 0.25)
        #expect(label.updateCount == 45 && label.currentValue == 75 && label.text == "75")
        screen.advance(by: 0.25)
        #expect(label.updateCount == 60 && label.currentValue == 100 && label.text == "100")
        #expect(finished == 1 && !label.isCounting)
        // The link is gone: ten idle seconds draw two frames, not 600.
        let rendered = screen.framesRendered
        screen.advance(by: 10)
        #expect(screen.framesRendered - rendered == 2)
        #expect(label.updateCount == 60 && finished == 1)
    }

    @Test func stoppingHaltsTheCountWhereItIs() {
        let screen = CorpusStage.screen(width: 100, height: 40)
        let label = CountingLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        screen.window.addSubview(label)
        label.count(from: 10, to: 22, duration: 2.0)
        screen.advance(by: 0.5)
        label.stop()
        screen.advance(by: 1)
        #expect(label.updateCount == 30 && label.text == "13" && label.currentValue == 13)
    }
}
