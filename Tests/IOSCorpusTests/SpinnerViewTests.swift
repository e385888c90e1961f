@testable import IOSCorpus
import Testing
import UIKit

/// `SpinnerView.swift`: a dot circling once per period, by a rotation animation.
@MainActor @Suite struct SpinnerViewTests {
    @Test func theDotCirclesClockwiseOncePerPeriod() {
        let screen = CorpusStage.screen(width: 50, height: 50)
        let spinner = SpinnerView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        spinner.color = .red
        screen.window.addSubview(spinner)
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        let track = spinner.layer.sublayers?.first
        #expect(track?.animationKeys() == ["spinner.rotation"])
        // A quarter period: the dot, 10 points wide at the top, is at the right. (Not
        // earlier: Kiosk plays the new dot layer's first frame as a 0.25 s implicit
        // animation, where iOS shows a never-committed layer at once.)
        screen.advance(by: 0.25)
        #expect(CorpusStage.rgba(screen, 45, 25) == [255, 0, 0, 255])
        #expect(CorpusStage.rgba(screen, 25, 5) == [255, 255, 255, 255])
        screen.advance(by: 0.25)
        #expect(CorpusStage.rgba(screen, 25, 45) == [255, 0, 0, 255])
        #expect(CorpusStage.rgba(screen, 45, 25) == [255, 255, 255, 255])
        // Three quarters into the second turn: at the left.
        screen.advance(by: 1.25)
        #expect(CorpusStage.rgba(screen, 5, 25) == [255, 0, 0, 255])
        #expect(screen.isAnimating)
    }

    @Test func stoppingRemovesTheAnimationAndHidesTheSpinner() {
        let screen = CorpusStage.screen(width: 50, height: 50)
        let spinner = SpinnerView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        spinner.color = .red
        screen.window.addSubview(spinner)
        spinner.startAnimating()
        screen.advance(by: 0.25)
        spinner.stopAnimating()
        screen.advance(by: 0)
        #expect(spinner.isHidden && !spinner.isAnimating)
        #expect(spinner.layer.sublayers?.first?.animationKeys() == nil)
        #expect(CorpusStage.rgba(screen, 45, 25) == [255, 255, 255, 255])
        #expect(!screen.isAnimating)
    }
}
