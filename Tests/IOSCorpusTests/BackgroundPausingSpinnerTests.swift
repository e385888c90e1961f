@testable import IOSCorpus
import KioskHeadless
import Testing
import UIKit

/// `BackgroundPausingSpinner.swift`: the spinner's layer time stops while the app is
/// in the background and goes on from there when it is active again.
@MainActor @Suite struct BackgroundPausingSpinnerTests {
    @Test func theSpinnerStandsStillInTheBackgroundAndGoesOnFromThereAfter() {
        let screen = CorpusStage.screen(width: 50, height: 50)
        #expect(UIApplication.shared.applicationState == .active)
        let spinner = SpinnerView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        spinner.color = .red
        screen.window.addSubview(spinner)
        spinner.startAnimating()
        let pausing = BackgroundPausingSpinner(spinner: spinner)
        // A quarter turn: the dot is at the right.
        screen.advance(by: 0.25)
        #expect(CorpusStage.rgba(screen, 45, 25) == [255, 0, 0, 255])
        screen.moveApplication(to: .background)
        #expect(pausing.isPaused && pausing.pauseCount == 1)
        // A second in the background: still at the right, not at the bottom or left.
        screen.advance(by: 1)
        #expect(CorpusStage.rgba(screen, 45, 25) == [255, 0, 0, 255])
        #expect(CorpusStage.rgba(screen, 25, 45) == [255, 255, 255, 255])
        screen.moveApplication(to: .active)
        #expect(!pausing.isPaused)
        // Back in front, a quarter turn more: at the bottom.
        screen.advance(by: 0.25)
        #expect(CorpusStage.rgba(screen, 25, 45) == [255, 0, 0, 255])
        #expect(CorpusStage.rgba(screen, 45, 25) == [255, 255, 255, 255])
        #expect(pausing.pauseCount == 1)
    }
}
