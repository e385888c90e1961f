@testable import IOSCorpus
import QuartzCore
import Testing
import UIKit

/// `ProductDetailViewController.swift`: the hero banner follows the push and the pop.
@MainActor @Suite struct ProductDetailViewControllerTests {
    @Test func theBannerFadesWithThePushAndThePop() throws {
        let screen = CorpusStage.screen(width: 320, height: 480)
        let navigation = UINavigationController(rootViewController: UIViewController())
        screen.window.rootViewController = navigation
        screen.advance(by: 0)
        let detail = ProductDetailViewController()
        navigation.pushViewController(detail, animated: true)
        let duration = try #require(navigation.transitionCoordinator).transitionDuration
        screen.advance(by: 0)
        screen.advance(by: duration / 2)
        let halfWay = CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.5))
        #expect(abs(CGFloat(CorpusStage.presented(detail.heroBanner).opacity) - halfWay) < 1e-6)
        screen.advance(by: duration / 2 + 0.02)
        #expect(detail.appearances == ["shown"] && detail.heroBanner.alpha == 1)
        // The banner is drawn: orange over the white page, 20 points into it.
        #expect(CorpusStage.rgba(screen, 160, 44 + 44 + 20) == [230, 77, 26, 255])

        navigation.popViewController(animated: true)
        screen.advance(by: 0)
        screen.advance(by: duration / 2)
        #expect(abs(CGFloat(CorpusStage.presented(detail.heroBanner).opacity) - (1 - halfWay)) < 1e-6)
        screen.advance(by: duration / 2 + 0.02)
        #expect(detail.appearances == ["shown", "left"] && detail.heroBanner.alpha == 0)
        #expect(navigation.transitionCoordinator == nil)
    }
}
