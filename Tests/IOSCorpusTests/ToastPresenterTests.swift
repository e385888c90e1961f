@testable import IOSCorpus
import Testing
import UIKit

/// `ToastPresenter.swift`: a plain helper object that owns views and chains two animations.
@MainActor @Suite struct ToastPresenterTests {
    @Test func theToastFadesInStaysAndFadesOutThenLeaves() {
        let screen = CorpusStage.screen()
        let toast = ToastPresenter()
        var completions = 0
        toast.show("Saved", in: screen.window, completion: { completions += 1 })
        #expect(toast.container.frame == CGRect(x: 16, y: 144, width: 168, height: 40))
        #expect(toast.label.frame == CGRect(x: 0, y: 0, width: 168, height: 40) && toast.label.text == "Saved")
        #expect(toast.isShowing && toast.shownCount == 1)
        screen.advance(by: 0.1)
        #expect(abs(CorpusStage.presented(toast.container).opacity - 0.5) < 1e-6)
        screen.advance(by: 0.9)
        // Black at 0.8 over white, left of the text.
        #expect(CorpusStage.rgba(screen, 30, 164) == [51, 51, 51, 255])
        #expect(CorpusStage.presented(toast.container).opacity == 1)
        // Shown for 1.5 s after the 0.2 s fade in, then 0.2 s out along ease-in.
        screen.advance(by: 0.7)
        #expect(toast.isShowing && completions == 0)
        #expect(CorpusStage.presented(toast.container).opacity == 1)
        screen.advance(by: 0.1)
        #expect(abs(CorpusStage.presented(toast.container).opacity - (1 - 0.315357)) < 1e-5)
        screen.advance(by: 0.1)
        #expect(!toast.isShowing && completions == 1)
        #expect(CorpusStage.rgba(screen, 30, 164) == [255, 255, 255, 255])
    }
}
