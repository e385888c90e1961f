import CoreGraphics
import Foundation
import Kiosk
import KioskHeadless
import KioskTesting
@testable import KioskDemos
import QuartzCore
import Testing
import UIKit

private let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

/// The view-controller transitions article's golden run on a 320 × 480 headless
/// screen: scene B, as the navigation controller's delegate, hands out the
/// cross-fade, the split-open pair, or nothing (the default slide).
@MainActor @Suite struct ScenesDemoTests {
    static let size = CGSize(width: 320, height: 480)
    static let tour = ScenesTour(screen: size)
    static let sceneB = UIColor(red: 250 / 255.0, green: 245 / 255.0, blue: 230 / 255.0, alpha: 1)
    static let sceneC = UIColor(red: 46 / 255.0, green: 107 / 255.0, blue: 158 / 255.0, alpha: 1)

    static func scene() -> (HeadlessScreen, UINavigationController, SceneViewController) {
        let screen = HeadlessScreen(width: Int(size.width), height: Int(size.height))
        let navigation = Demo.scenes.makeRootViewController() as! UINavigationController
        screen.window.rootViewController = navigation
        screen.advance(by: 0)
        return (screen, navigation, navigation.topViewController as! SceneViewController)
    }

    @Test func sceneBIsTheDelegate() {
        let (screen, navigation, b) = Self.scene()
        #expect(navigation.delegate === b)
        #expect(b.style == .crossFade)
        expectMatchesGolden(screen.snapshot(), named: "scenes-b", in: goldens, tolerance: 0)
    }

    /// Step 1: scene C fades in over 0.35 s; half-way (linear in alpha on the
    /// ease-in-out curve, 0.5 at the middle) a spot is the even mix of both colours.
    @Test func theCrossFadePushesAndPops() {
        let (screen, navigation, _) = Self.scene()
        screen.tap(at: Self.tour.show)
        screen.advance(by: FadeAnimator.duration / 2)
        let mid = screen.pixel(x: 10, y: 400)
        #expect(mid == Self.mix(Self.sceneB, Self.sceneC, 0.5))
        expectMatchesGolden(screen.snapshot(), named: "scenes-fade-mid", in: goldens, tolerance: 0)
        screen.advance(by: FadeAnimator.duration / 2)
        #expect(navigation.viewControllers.count == 2)
        #expect(screen.pixel(x: 10, y: 400) == Self.sceneC)
        screen.tap(at: Self.tour.back)
        screen.advance(by: FadeAnimator.duration)
        #expect(navigation.viewControllers.count == 1)
        #expect(screen.pixel(x: 10, y: 400) == Self.sceneB)
    }

    /// Step 2: scene B splits across its middle and the halves slide off; at the end
    /// the snapshots are gone and only scene C is in the container.
    @Test func theSplitOpenPushAndItsPop() {
        let (screen, navigation, b) = Self.scene()
        screen.tap(at: Self.tour.segment(.splitOpen))
        #expect(b.style == .splitOpen)
        screen.tap(at: Self.tour.show)
        screen.advance(by: FadeAnimator.duration / 2)
        // Half-way on the ease-in-out curve: each half has moved half its height.
        #expect(screen.pixel(x: 10, y: 44 + 218) == Self.sceneC)
        expectMatchesGolden(screen.snapshot(), named: "scenes-split-mid", in: goldens, tolerance: 0)
        screen.advance(by: FadeAnimator.duration / 2)
        let c = navigation.topViewController!
        #expect(navigation.viewControllers.count == 2)
        #expect(c.view.superview?.subviews.count == 1)
        screen.tap(at: Self.tour.back)
        screen.advance(by: FadeAnimator.duration / 2)
        expectMatchesGolden(screen.snapshot(), named: "scenes-close-mid", in: goldens, tolerance: 0)
        screen.advance(by: FadeAnimator.duration / 2)
        #expect(navigation.viewControllers.count == 1)
        #expect(b.view.superview?.subviews.map { $0 === b.view } == [true])
        #expect(screen.pixel(x: 10, y: 400) == Self.sceneB)
    }

    /// Default: the delegate returns nil and the navigation controller slides.
    @Test func noAnimatorMeansTheDefaultSlide() {
        let (screen, navigation, b) = Self.scene()
        screen.tap(at: Self.tour.segment(.standard))
        #expect(b.style == .standard)
        screen.tap(at: Self.tour.show)
        screen.advance(by: 0.175)
        expectMatchesGolden(screen.snapshot(), named: "scenes-default-mid", in: goldens, tolerance: 0)
        screen.advance(by: 0.5)
        #expect(navigation.viewControllers.count == 2)
    }

    /// The tour as `kiosk demo scenes` plays it: there and back three times, the last
    /// time by an edge swipe; the stack ends as it began.
    @Test func theTourGoesThereAndBackThreeTimes() throws {
        let (screen, navigation, b) = Self.scene()
        var depths: [Int] = []
        try playTour(of: .scenes, size: Self.size, on: screen) { depths.append(navigation.viewControllers.count) }
        #expect(depths == [2, 1, 1, 2, 1, 1, 2, 1])
        #expect(b.style == .standard)
        #expect(navigation.topViewController === b)
    }

    /// `a` and `b` mixed at `amount` of `b`, rounded to 8 bits as the screen stores it.
    static func mix(_ a: UIColor, _ b: UIColor, _ amount: CGFloat) -> UIColor {
        func channel(_ x: CGFloat, _ y: CGFloat) -> CGFloat { ((x + (y - x) * amount) * 255).rounded() / 255 }
        let ca = a.cgColor.components!, cb = b.cgColor.components!
        return UIColor(red: channel(ca[0], cb[0]), green: channel(ca[1], cb[1]), blue: channel(ca[2], cb[2]), alpha: 1)
    }
}
