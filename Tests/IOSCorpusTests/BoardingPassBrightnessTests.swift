@testable import IOSCorpus
import KioskHeadless
import Testing
@_spi(KioskRuntime) import UIKit

/// `BoardingPassBrightnessViewController.swift`: full brightness and no idle sleep
/// while the barcode is shown, the person's level and the idle timer back after.
@MainActor @Suite struct BoardingPassBrightnessTests {
    @Test func theBarcodeIsShownBrightAndAwakeAndLeavingPutsBothBack() {
        let screen = CorpusStage.screen(width: 100, height: 100)
        let main = UIScreen.main
        var levels: [CGFloat] = []
        main.noteBrightness(0.4)
        main.onBrightnessChange = { levels.append($0) }
        var idleTimer: [Bool] = []
        UIApplication.shared.onIdleTimerChange = { idleTimer.append($0) }
        defer {
            main.onBrightnessChange = nil
            UIApplication.shared.onIdleTimerChange = nil
            UIApplication.shared.isIdleTimerDisabled = false
            main.noteBrightness(1)
        }
        let home = UIViewController()
        let navigation = UINavigationController(rootViewController: home)
        screen.window.rootViewController = navigation
        screen.advance(by: 0)
        navigation.pushViewController(BoardingPassBrightnessViewController(), animated: false)
        screen.advance(by: 0.1)
        #expect(levels == [1.0] && main.brightness == 1.0)
        #expect(idleTimer == [true] && UIApplication.shared.isIdleTimerDisabled)
        // The barcode: black in the middle 60 × 60 points, white around it.
        #expect(CorpusStage.rgba(screen, 50, 60) == [0, 0, 0, 255])
        #expect(CorpusStage.rgba(screen, 50, 95) == [255, 255, 255, 255])
        navigation.popViewController(animated: false)
        screen.advance(by: 0.1)
        #expect(levels == [1.0, 0.4] && main.brightness == 0.4)
        #expect(idleTimer == [true, false] && !UIApplication.shared.isIdleTimerDisabled)
    }
}
