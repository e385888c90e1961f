import CoreGraphics
import Foundation
import Kiosk
@testable import KioskDemos
import KioskHeadless
import KioskTesting
import QuartzCore
import Testing
import UIKit

private let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

/// The guide on a 320×480 headless screen, on show from t = 0 to t = 0.1.
@MainActor private struct Guide {
    static let size = CGSize(width: 320, height: 480)
    static let frame = 1.0 / 60
    let screen = HeadlessScreen(width: 320, height: 480)
    let controller = GuideViewController()
    let layout = GuideLayout(size: size)

    init() {
        screen.window.rootViewController = controller
        screen.advance(by: 0.1)
    }

    /// Taps listing `index`'s segment and waits 0.1 s.
    func show(_ index: Int) {
        screen.tap(at: layout.selectorCenter(index: index, of: GuideListings.all.count))
        screen.advance(by: 0.1)
    }

    /// Taps the button of form `form`; returns when the finger lifts, which is when the
    /// listing starts.
    func play(form: Int) -> TimeInterval {
        screen.tap(at: layout.buttonCenter(form: form))
        return screen.time
    }

    func advance(to time: TimeInterval) { screen.advance(by: time - screen.time) }

    /// Presents frame after frame until `condition` holds (for at most 5 s); the time it first does.
    func advance(until condition: () -> Bool) -> TimeInterval {
        let limit = screen.time + 5
        while !condition(), screen.time < limit { screen.advance(by: Self.frame) }
        return screen.time
    }

    /// Whether `time` is the frame at `end` or the one after it: a completion runs in
    /// the first frame at or after the end, and the frame at the end falls on either
    /// side of it by rounding.
    func isFirstFrame(_ time: TimeInterval, after end: TimeInterval) -> Bool {
        time > end - 1e-9 && time < end + Self.frame + 1e-9
    }

    func listing<L: GuideListing>(_ type: L.Type) -> L { controller.listings.compactMap { $0 as? L }[0] }

    var controlsEnabled: [Bool] { [controller.selector.isEnabled] + controller.playButtons.map(\.isEnabled) }
    var heading: String? { controller.heading.text }
}

/// The alpha on screen now.
@MainActor private func alpha(_ view: UIView) -> Double { Double(view.layer.presentation()!.opacity) }

/// The turn about z on screen now of `layer` within its superlayer, in degrees (−180…180).
@MainActor private func degrees(_ layer: CALayer) -> Double {
    let t = layer.presentation()!.transform
    return Double(atan2(t.m12, t.m11)) * 180 / .pi
}

private func curve(_ name: CAMediaTimingFunctionName, _ time: Double) -> Double {
    CAMediaTimingFunction(name: name).progress(at: time)
}

@MainActor @Suite struct GuideDemoTests {
    @Test func theCatalogueMakesTheGuideAndTheGallery() {
        #expect(Demos.named("guide")?.makeRootViewController() is GuideViewController)
        #expect(Demos.named("gallery")?.makeRootViewController() is GalleryViewController)
    }

    @Test func eachSegmentShowsItsListingNamedWithAButtonPerForm() {
        let guide = Guide()
        #expect((0..<6).map { guide.controller.selector.titleForSegment(at: $0) } == ["4-1", "4-2", "4-5", "4-6", "4-8", "4-9"])
        for (index, listing) in guide.controller.listings.enumerated() {
            if index > 0 { guide.show(index) }
            let forms = type(of: listing).forms
            #expect(guide.heading == "Listing \(forms[0].number)\n\(forms[0].caption)")
            #expect(guide.controller.stage.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(listing.view)])
            #expect(listing.view.frame == guide.controller.stage.bounds)
            #expect(guide.controller.playButtons.map(\.isHidden) == [false, forms.count < 2])
            #expect(guide.controller.playButtons.prefix(forms.count).map(\.currentTitle) == forms.map { "Play \($0.number)" })
        }
        #expect(guide.controller.stage.frame == CGRect(x: 8, y: 72, width: 304, height: 319))
    }

    /// Listings 4-1 and 4-3: the first view fades out as the second fades in, over one
    /// second at ease-in-ease-out; the begin/commit form swaps them back.
    @Test func listings4_1And4_3CrossFadeTwoViews() {
        let guide = Guide()
        let listing = guide.listing(SimpleFadeListing.self)
        #expect(alpha(listing.firstView) == 1 && alpha(listing.secondView) == 0)
        let start = guide.play(form: 0)
        guide.advance(to: start + 0.25)
        #expect(abs(alpha(listing.firstView) - (1 - curve(.easeInEaseOut, 0.25))) < 1e-6)
        #expect(abs(alpha(listing.secondView) - curve(.easeInEaseOut, 0.25)) < 1e-6)
        #expect(guide.controlsEnabled == [false, false, false])
        guide.advance(to: start + 1 - Guide.frame)
        #expect(guide.controlsEnabled == [false, false, false])
        guide.advance(to: start + 1 + Guide.frame)
        #expect(alpha(listing.firstView) == 0 && alpha(listing.secondView) == 1)
        #expect(guide.controlsEnabled == [true, true, true])

        let back = guide.play(form: 1)
        #expect(guide.heading == "Listing 4-3\nA simple begin/commit animation")
        guide.advance(to: back + 0.5)
        #expect(abs(alpha(listing.firstView) - 0.5) < 1e-6 && abs(alpha(listing.secondView) - 0.5) < 1e-6)
        guide.advance(to: back + 1 + Guide.frame)
        #expect(alpha(listing.firstView) == 1 && alpha(listing.secondView) == 0)
        #expect(guide.controlsEnabled == [true, true, true])
    }

    /// Listings 4-2 and 4-4: out over 1 s (ease in); the completion (or did-stop)
    /// handler then fades back in after a 1 s delay (ease out).
    @Test(arguments: [0, 1])
    func listings4_2And4_4FadeOutThenBackInFromTheHandler(form: Int) {
        let guide = Guide()
        guide.show(1)
        let listing = guide.listing(ShowHideListing.self)
        let start = guide.play(form: form)
        guide.advance(to: start + 0.5)
        #expect(abs(alpha(listing.thirdView) - (1 - curve(.easeIn, 0.5))) < 1e-6)
        #expect(listing.log.isEmpty)
        let fadedOut = guide.advance { !listing.log.isEmpty }
        #expect(guide.isFirstFrame(fadedOut, after: start + 1))
        #expect(alpha(listing.thirdView) == 0)
        guide.advance(to: fadedOut + 1 - Guide.frame)
        #expect(alpha(listing.thirdView) == 0)
        guide.advance(to: fadedOut + 1.5)
        #expect(abs(alpha(listing.thirdView) - curve(.easeOut, 0.5)) < 1e-6)
        #expect(guide.controlsEnabled == [false, false, false])
        let fadedIn = guide.advance { listing.log.count == 2 }
        #expect(guide.isFirstFrame(fadedIn, after: fadedOut + 2))
        #expect(alpha(listing.thirdView) == 1)
        #expect(guide.controlsEnabled == [true, true, true])
        #expect(listing.log == (form == 0
            ? ["fade-out completion, finished true", "fade-in completion, finished true"]
            : ["ShowHideView did stop, finished true", "ShowHideView2 did stop, finished true"]))
        #expect(guide.heading == (form == 0 ? "Listing 4-2\nFade out, then back in (completion handler)"
                                            : "Listing 4-4\nFade out, then back in (did-stop handler)"))
    }

    /// Listing 4-5: after the outer block's 1 s delay, `aView` fades out over 1 s (ease
    /// out) while `anotherView` goes linearly 1 → 0 → 1 every 0.4 s, 2.5 times: it
    /// ends hidden, with the outer block, at 2 s.
    @Test func listing4_5NestsABlockThatRepeatsTwoAndAHalfTimes() {
        let guide = Guide()
        guide.show(2)
        let listing = guide.listing(NestedBlocksListing.self)
        let start = guide.play(form: 0)
        guide.advance(to: start + 1 - Guide.frame)
        #expect(alpha(listing.aView) == 1 && alpha(listing.anotherView) == 1)
        guide.advance(to: start + 1.1)
        #expect(abs(alpha(listing.anotherView) - 0.5) < 1e-6)
        #expect(abs(alpha(listing.aView) - (1 - curve(.easeOut, 0.1))) < 1e-6)
        expectMatchesGolden(guide.screen.snapshot(), named: "guide-4-5-nested-1.1", in: goldens)
        for (time, expected) in [(1.2, 0.0), (1.3, 0.5), (1.4, 1.0), (1.5, 0.5), (1.6, 0.0), (1.7, 0.5), (1.8, 1.0)] {
            guide.advance(to: start + time)
            #expect(abs(alpha(listing.anotherView) - expected) < 1e-6, "at \(time) s")
        }
        guide.advance(to: start + 2 - Guide.frame)
        #expect(abs(alpha(listing.anotherView) - 1.0 / 12) < 1e-6)
        #expect(abs(alpha(listing.aView) - (1 - curve(.easeOut, 59.0 / 60))) < 1e-6)
        #expect(guide.controlsEnabled == [false, false, false])
        guide.advance(to: start + 2 + Guide.frame)
        #expect(listing.anotherView.layer.animationKeys() == nil && listing.aView.layer.animationKeys() == nil)
        #expect(alpha(listing.aView) == 0 && alpha(listing.anotherView) == 0)
        #expect(guide.controlsEnabled == [true, true, true])
    }

    /// Listings 4-6 and 4-7: the page curls up to uncover the next; then the old text
    /// is saved and the text views trade places.
    @Test func listings4_6And4_7CurlUpToANewPage() {
        let guide = Guide()
        guide.show(3)
        let listing = guide.listing(NewPageListing.self)
        let first = listing.currentTextView
        let start = guide.play(form: 0)
        guide.advance(to: start + 0.5)
        #expect(listing.pageNumber == 1)
        #expect(guide.controlsEnabled == [false, false, false])
        expectMatchesGolden(guide.screen.snapshot(), named: "guide-4-6-curl-0.5", in: goldens)
        guide.advance(to: start + 1 + Guide.frame)
        #expect(listing.pageNumber == 2)
        #expect(listing.savedNotes == ["Page 1\n\nNotes…"])
        #expect(listing.swapTextView === first && first.isHidden)
        #expect(listing.currentTextView.text == "Page 2\n\nNotes…" && !listing.currentTextView.isHidden)
        #expect(guide.controlsEnabled == [true, true, true])

        let again = guide.play(form: 1)
        #expect(guide.heading == "Listing 4-7\nA new page: curl up with begin/commit")
        guide.advance(to: again + 0.5)
        #expect((listing.pad.layer.animation(forKey: kCATransition) as? CATransition)?.type == .pageCurl)
        guide.advance(to: again + 1 + Guide.frame)
        #expect(listing.pageNumber == 3)
        #expect(listing.savedNotes == ["Page 1\n\nNotes…", "Page 2\n\nNotes…"])
        #expect(listing.currentTextView === first && !first.isHidden && listing.swapTextView.isHidden)
        #expect(listing.pad.layer.animationKeys() == nil)
    }

    /// Listing 4-8: flips from the right to the secondary view, from the left back.
    @Test func listing4_8FlipsBetweenThePrimaryAndTheSecondaryView() {
        let guide = Guide()
        guide.show(4)
        let listing = guide.listing(ToggleViewsListing.self)
        let start = guide.play(form: 0)
        guide.advance(to: start + 0.35)
        #expect((listing.container.layer.animation(forKey: kCATransition) as? CATransition)?.subtype == .fromRight)
        #expect(listing.displayingPrimary)
        expectMatchesGolden(guide.screen.snapshot(), named: "guide-4-8-flip-0.35", in: goldens)
        guide.advance(to: start + 1 + Guide.frame)
        #expect(!listing.displayingPrimary)
        #expect(listing.container.subviews == [listing.secondaryView])
        #expect(listing.secondaryView.frame == listing.container.bounds)

        let back = guide.play(form: 0)
        guide.advance(to: back + 0.5)
        #expect((listing.container.layer.animation(forKey: kCATransition) as? CATransition)?.subtype == .fromLeft)
        guide.advance(to: back + 1 + Guide.frame)
        #expect(listing.displayingPrimary)
        #expect(listing.container.subviews == [listing.primaryView])
        #expect(guide.controlsEnabled == [true, true, true])
    }

    /// Listing 4-9: the view turns −180° in its first second and on to −359° in the
    /// next; the layer turns +360° over both, so on screen it stays nearly upright.
    @Test func listing4_9TurnsAViewAndItsLayerAgainstEachOther() {
        let guide = Guide()
        guide.show(5)
        let listing = guide.listing(MixedRotationListing.self)
        let start = guide.play(form: 0)
        guide.advance(to: start + 0.5)
        #expect(abs(degrees(listing.backingView.layer) - -90) < 1e-6)
        #expect(abs(degrees(listing.manLayer) - 90) < 1e-6)
        expectMatchesGolden(guide.screen.snapshot(), named: "guide-4-9-rotation-0.5", in: goldens)
        let secondHalf = guide.advance { listing.backingView.transform != CGAffineTransform(rotationAngle: MixedRotationListing.radians(-180)) }
        #expect(guide.isFirstFrame(secondHalf, after: start + 1))
        guide.advance(to: secondHalf + 0.5)
        // −180° − 179° / 2 = −269.5°, that is +90.5°; the layer turns 180° a second from the start.
        #expect(abs(degrees(listing.backingView.layer) - 90.5) < 1e-6)
        #expect(abs(degrees(listing.manLayer) - (180 * (guide.screen.time - start) - 360)) < 1e-6)
        #expect(guide.controlsEnabled == [false, false, false])
        let ended = guide.advance { guide.controlsEnabled.allSatisfy { $0 } }
        #expect(guide.isFirstFrame(ended, after: secondHalf + 1))
        #expect(listing.backingView.transform == .identity)
        #expect(listing.manLayer.animationKeys() == nil && listing.backingView.layer.animationKeys() == nil)
    }

    /// The tour plays every form of every listing, each after the one before has ended.
    @Test func theTourPlaysEveryListing() throws {
        let guide = Guide()
        let tour = try TouchScript(parsing: Demo.guide.tour(Guide.size), name: "guide tour")
        let forms = GuideListings.all.map { $0.forms }
        #expect(tour.steps.count == 2 * (forms.count - 1 + forms.joined().count))
        guide.screen.play(tour)
        guide.screen.advance(by: MixedRotationListing.forms[0].duration + GuideTour.pause)
        #expect(guide.heading == "Listing 4-9\nA view and a layer turning against each other")
        #expect(guide.controlsEnabled == [true, true, true])
        let fade = guide.listing(SimpleFadeListing.self)
        #expect(alpha(fade.firstView) == 1 && alpha(fade.secondView) == 0)
        #expect(guide.listing(ShowHideListing.self).log == ["ShowHideView did stop, finished true", "ShowHideView2 did stop, finished true"])
        let nested = guide.listing(NestedBlocksListing.self)
        #expect(alpha(nested.aView) == 0 && alpha(nested.anotherView) == 0)
        #expect(guide.listing(NewPageListing.self).pageNumber == 3)
        #expect(!guide.listing(ToggleViewsListing.self).displayingPrimary)
        #expect(guide.listing(MixedRotationListing.self).backingView.transform == .identity)
    }

    /// On the other screen sizes the tour's taps land on the controls they are for.
    @Test(arguments: [CGSize(width: 768, height: 1024), CGSize(width: 1024, height: 768)])
    func theTourHitsItsControlsOnLargerScreens(_ size: CGSize) throws {
        let screen = HeadlessScreen(width: Int(size.width), height: Int(size.height))
        let controller = GuideViewController()
        screen.window.rootViewController = controller
        screen.advance(by: 0)
        let taps = try TouchScript(parsing: Demo.guide.tour(size)).steps.compactMap { step -> CGPoint? in
            if case .down(let point) = step.action { point } else { nil }
        }
        var expected: [UIView] = []
        for (index, listing) in GuideListings.all.enumerated() {
            if index > 0 { expected.append(controller.selector) }
            expected += controller.playButtons.prefix(listing.forms.count).map { $0 as UIView }
        }
        #expect(taps.count == expected.count)
        for (point, target) in zip(taps, expected) {
            #expect(screen.window.hitTest(point, with: nil) === target)
            if target === controller.selector { screen.tap(at: point) }
        }
        #expect(controller.selector.selectedSegmentIndex == GuideListings.all.count - 1)
    }
}
