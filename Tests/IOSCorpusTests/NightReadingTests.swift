import Foundation
@testable import IOSCorpus
import KioskHeadless
import Testing
@_spi(KioskRuntime) import UIKit

/// `NightReadingViewController.swift`: the page follows brightness changed from
/// outside the app (`kiosk ctl brightness` posts `UIScreen.brightnessDidChangeNotification`).
@MainActor @Suite struct NightReadingTests {
    /// Notifications seen (posted on the main actor).
    @MainActor final class Posts { var count = 0 }

    @Test func thePageGoesDarkWhenTheBrightnessIsTurnedDownAndLightAgainWhenUp() {
        let screen = CorpusStage.screen(width: 100, height: 100)
        let main = UIScreen.main
        main.noteBrightness(0.8)
        defer { main.noteBrightness(1) }
        let posts = Posts()
        let counter = NotificationCenter.default.addObserver(forName: UIScreen.brightnessDidChangeNotification,
                                                             object: main, queue: nil) { [posts] _ in
            MainActor.assumeIsolated { posts.count += 1 }
        }
        defer { NotificationCenter.default.removeObserver(counter) }
        let page = NightReadingViewController()
        screen.window.rootViewController = page
        screen.advance(by: 0.1)
        #expect(!page.isDark && page.themeChanges == 1)
        #expect(CorpusStage.rgba(screen, 50, 80) == [255, 255, 255, 255])

        main.brightnessChangedOutsideTheApp(to: 0.2)
        screen.advance(by: 0.1)
        #expect(posts.count == 1 && main.brightness == 0.2)
        #expect(page.isDark && page.themeChanges == 2)
        #expect(CorpusStage.rgba(screen, 50, 80) == [26, 26, 26, 255])
        // The same level again is no change: nothing is posted.
        main.brightnessChangedOutsideTheApp(to: 0.2)
        #expect(posts.count == 1)
        main.brightnessChangedOutsideTheApp(to: 0.9)
        screen.advance(by: 0.1)
        #expect(posts.count == 2 && !page.isDark && page.themeChanges == 3)
        #expect(CorpusStage.rgba(screen, 50, 80) == [255, 255, 255, 255])
    }
}
