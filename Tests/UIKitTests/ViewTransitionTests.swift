import CoreGraphics
import Foundation
import KioskTesting
@_spi(KioskRuntime) import QuartzCore
import Raster
import Testing
@testable import UIKit

private let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

/// One of UIKit's view transitions, by its option name.
struct ViewTransitionOption: Sendable, CustomTestStringConvertible {
    let name: String
    let option: UIView.AnimationOptions

    static let all = [
        ViewTransitionOption(name: "flipFromLeft", option: .transitionFlipFromLeft),
        ViewTransitionOption(name: "flipFromRight", option: .transitionFlipFromRight),
        ViewTransitionOption(name: "flipFromTop", option: .transitionFlipFromTop),
        ViewTransitionOption(name: "flipFromBottom", option: .transitionFlipFromBottom),
        ViewTransitionOption(name: "curlUp", option: .transitionCurlUp),
        ViewTransitionOption(name: "curlDown", option: .transitionCurlDown),
        ViewTransitionOption(name: "crossDissolve", option: .transitionCrossDissolve),
    ]

    var testDescription: String { name }
}

/// A 64×48 window (dark grey) holding a 48×36 container at (8, 6) with the old page:
/// orange with a white square at its top-left and a purple band along its bottom.
/// The new page is teal with a yellow square at its bottom-right. Rendered at scale 1
/// on a virtual clock: the first frame at t = 0, transitions begin at t = 10.
@MainActor final class ViewTransitionStage {
    static let teal = UIColor(red: 0.1, green: 0.5, blue: 0.6, alpha: 1)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 64, height: 48))
    let container = UIView(frame: CGRect(x: 8, y: 6, width: 48, height: 36))
    let oldPage = UIView(frame: CGRect(x: 0, y: 0, width: 48, height: 36))
    let newPage = UIView(frame: CGRect(x: 0, y: 0, width: 48, height: 36))
    let renderer = CARenderer(width: 64, height: 48, scale: 1)
    let clock: VirtualMediaClock

    init(clock: VirtualMediaClock) {
        self.clock = clock
        window.backgroundColor = .darkGray
        oldPage.backgroundColor = .orange
        oldPage.addSubview(Self.square(CGRect(x: 4, y: 4, width: 10, height: 10), .white))
        oldPage.addSubview(Self.square(CGRect(x: 0, y: 28, width: 48, height: 8), .purple))
        newPage.backgroundColor = Self.teal
        newPage.addSubview(Self.square(CGRect(x: 34, y: 22, width: 10, height: 10), .yellow))
        window.addSubview(container)
        container.addSubview(oldPage)
        renderer.layer = window.layer
        renderer.render(atTime: 0)
        clock.set(to: 10)
    }

    static func square(_ frame: CGRect, _ colour: UIColor) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = colour
        return view
    }

    /// The frame shown `seconds` after the transition began.
    @discardableResult
    func render(after seconds: TimeInterval) -> Bitmap {
        clock.set(to: 10 + seconds)
        renderer.render(atTime: 10 + seconds)
        return renderer.bitmap
    }

    /// Runs `body` with a stage on its own virtual clock.
    static func run(_ body: (ViewTransitionStage) -> Void) {
        let clock = VirtualMediaClock(startingAt: 0)
        MediaClocks.withClock(clock) { body(ViewTransitionStage(clock: clock)) }
    }
}

@MainActor @Suite struct ViewTransitionTests {
    /// One second, linear: progress equals the time since the transition began.
    @Test(arguments: ViewTransitionOption.all, [0.25, 0.5, 0.75])
    func framesMatchTheirGoldens(transition: ViewTransitionOption, progress: Double) {
        ViewTransitionStage.run { stage in
            UIView.transition(from: stage.oldPage, to: stage.newPage, duration: 1, options: [transition.option, .curveLinear])
            expectMatchesGolden(stage.render(after: progress), named: "view-transition-\(transition.name)-\(progress)",
                                in: goldens)
        }
    }

    @Test(arguments: ViewTransitionOption.all)
    func theTransitionBeginsOnTheOldPictureAndEndsOnTheNew(transition: ViewTransitionOption) {
        ViewTransitionStage.run { stage in
            let before = copy(stage.renderer.bitmap)
            UIView.transition(from: stage.oldPage, to: stage.newPage, duration: 1, options: transition.option)
            #expect(differingPixels(stage.render(after: 0), before) == 0)
            let end = copy(stage.render(after: 1))
            ViewTransitionStage.run { plain in
                plain.oldPage.removeFromSuperview()
                plain.container.addSubview(plain.newPage)
                #expect(differingPixels(plain.render(after: 0), end) == 0)
                #expect(differingPixels(end, before) > 0)
            }
        }
    }

    /// Half way through a flip the card is edge-on: the window shows where the container was.
    @Test func halfWayThroughAFlipTheWindowShowsThrough() {
        ViewTransitionStage.run { stage in
            UIView.transition(from: stage.oldPage, to: stage.newPage, duration: 1,
                              options: [.transitionFlipFromRight, .curveLinear])
            let frame = stage.render(after: 0.5)
            let grey = UIColor.darkGray.cgColor.pixel
            #expect(frame[8, 6] == grey && frame[32, 24] == grey && frame[55, 41] == grey)
        }
    }

    // MARK: The view hierarchy

    @Test func fromViewIsReplacedByToViewAtItsPlace() {
        ViewTransitionStage.run { stage in
            let left = UIView(), right = UIView()
            stage.container.insertSubview(left, at: 0)
            stage.container.addSubview(right)
            UIView.transition(from: stage.oldPage, to: stage.newPage, duration: 1, options: .transitionCurlUp)
            #expect(stage.container.subviews == [left, stage.newPage, right])
            #expect(stage.oldPage.superview == nil)
            #expect(stage.container.layer.animationKeys() == [kCATransition])
        }
    }

    @Test func aToViewAlreadyInTheHierarchyMovesIntoFromViewsPlace() {
        ViewTransitionStage.run { stage in
            let middle = UIView(), after = UIView()
            stage.container.insertSubview(stage.newPage, at: 0)
            stage.container.addSubview(middle)
            stage.container.insertSubview(stage.oldPage, aboveSubview: middle)
            stage.container.addSubview(after)
            #expect(stage.container.subviews == [stage.newPage, middle, stage.oldPage, after])
            UIView.transition(from: stage.oldPage, to: stage.newPage, duration: 1, options: .transitionFlipFromTop)
            #expect(stage.container.subviews == [middle, stage.newPage, after])

            let elsewhere = UIView()
            stage.window.addSubview(elsewhere)
            UIView.transition(from: stage.newPage, to: elsewhere, duration: 1, options: .transitionFlipFromTop)
            #expect(stage.container.subviews == [middle, elsewhere, after])
            #expect(stage.window.subviews == [stage.container])
        }
    }

    @Test func showHideTransitionViewsHidesAndShowsInsteadOfRemoving() {
        ViewTransitionStage.run { stage in
            stage.newPage.isHidden = true
            stage.container.addSubview(stage.newPage)
            UIView.transition(from: stage.oldPage, to: stage.newPage, duration: 1,
                              options: [.transitionCrossDissolve, .showHideTransitionViews])
            #expect(stage.container.subviews == [stage.oldPage, stage.newPage])
            #expect(stage.oldPage.isHidden && !stage.newPage.isHidden)
            #expect(stage.container.layer.animationKeys() == [kCATransition])
        }
    }

    /// The changes are made at once and without actions: a standalone layer, which
    /// would animate a change implicitly, gets no animation; the container gets the
    /// transition.
    @Test func transitionWithViewAppliesTheChangesAtOnce() {
        ViewTransitionStage.run { stage in
            let standalone = CALayer()
            stage.container.layer.addSublayer(standalone)
            CATransaction.flush()
            UIView.transition(with: stage.container, duration: 1, options: .transitionFlipFromBottom, animations: {
                stage.oldPage.isHidden = true
                standalone.opacity = 0.5
                stage.container.addSubview(stage.newPage)
            })
            #expect(stage.oldPage.isHidden && stage.newPage.superview === stage.container)
            #expect(standalone.opacity == 0.5 && standalone.animationKeys() == nil)
            let transition = stage.container.layer.animation(forKey: kCATransition) as? CATransition
            #expect(transition?.type == .flip && transition?.subtype == .fromBottom && transition?.duration == 1)
        }
    }

    /// Without a superview there is no container: nothing is removed or added, no
    /// transition plays, and completion hears true.
    @Test func aFromViewWithoutASuperviewChangesNothingAndCompletes() {
        ViewTransitionStage.run { stage in
            let loose = UIView()
            var calls: [Bool] = []
            UIView.transition(from: loose, to: stage.newPage, duration: 1, options: .transitionCurlUp,
                              completion: { calls.append($0) })
            #expect(loose.superview == nil && stage.newPage.superview == nil)
            stage.render(after: 0)
            #expect(calls == [true])
        }
    }

    // MARK: Completion

    @Test func completionHearsTrueOnceWhenTheTransitionEnds() {
        ViewTransitionStage.run { stage in
            var calls: [Bool] = []
            UIView.transition(with: stage.container, duration: 1, options: .transitionCurlDown, animations: {
                stage.oldPage.isHidden = true
            }, completion: { calls.append($0) })
            stage.render(after: 0.5)
            #expect(calls == [])
            stage.render(after: 1)
            #expect(calls == [true])
            stage.render(after: 1.5)
            #expect(calls == [true])
            #expect(stage.container.layer.animationKeys() == nil)
        }
    }

    @Test func completionHearsFalseWhenTheTransitionIsRemovedEarly() {
        ViewTransitionStage.run { stage in
            var calls: [Bool] = []
            UIView.transition(from: stage.oldPage, to: stage.newPage, duration: 1, options: .transitionFlipFromLeft,
                              completion: { calls.append($0) })
            stage.render(after: 0.25)
            stage.container.layer.removeAnimation(forKey: kCATransition)
            stage.render(after: 0.3)
            #expect(calls == [false])
            stage.render(after: 1.5)
            #expect(calls == [false])
        }
    }

    /// A duration of 0 (or no transition option) makes the change without a
    /// transition: the next frame is the new page, and completion hears true.
    @Test(arguments: [(0.0, UIView.AnimationOptions.transitionCurlUp), (1.0, UIView.AnimationOptions())])
    func withoutADurationOrATransitionTheChangeShowsAtOnce(duration: Double, options: UIView.AnimationOptions) {
        ViewTransitionStage.run { stage in
            var calls: [Bool] = []
            UIView.transition(from: stage.oldPage, to: stage.newPage, duration: duration, options: options,
                              completion: { calls.append($0) })
            #expect(stage.container.layer.animationKeys() == nil)
            let frame = stage.render(after: 0)
            #expect(calls == [true])
            #expect(frame[20, 20] == ViewTransitionStage.teal.cgColor.pixel)
        }
    }

    // MARK: Live content

    /// At 0.75 of a curl up the container's bottom-right corner shows the new page
    /// uncovered. The new page turns magenta meanwhile: with `.allowAnimatedContent`
    /// the next frame shows it; with the cached snapshot the page stays teal.
    @Test(arguments: [true, false])
    func allowAnimatedContentRedrawsTheNewContentEveryFrame(animated: Bool) {
        ViewTransitionStage.run { stage in
            let options: UIView.AnimationOptions = animated ? [.transitionCurlUp, .curveLinear, .allowAnimatedContent]
                                                             : [.transitionCurlUp, .curveLinear]
            UIView.transition(from: stage.oldPage, to: stage.newPage, duration: 1, options: options)
            #expect(stage.render(after: 0.5)[53, 39] == ViewTransitionStage.teal.cgColor.pixel)
            stage.newPage.backgroundColor = .magenta
            let frame = stage.render(after: 0.75)
            #expect(frame[53, 39] == (animated ? UIColor.magenta : ViewTransitionStage.teal).cgColor.pixel)
            #expect(stage.render(after: 1)[53, 39] == UIColor.magenta.cgColor.pixel)
        }
    }

    // MARK: The CATransition an option set makes

    @Test func eachTransitionOptionMakesItsCoreAnimationTransition() {
        let expected: [(UIView.AnimationOptions, CATransitionType, CATransitionSubtype?)] = [
            (.transitionFlipFromLeft, .flip, .fromLeft), (.transitionFlipFromRight, .flip, .fromRight),
            (.transitionFlipFromTop, .flip, .fromTop), (.transitionFlipFromBottom, .flip, .fromBottom),
            (.transitionCurlUp, .pageCurl, nil), (.transitionCurlDown, .pageUnCurl, nil),
            (.transitionCrossDissolve, .fade, nil),
        ]
        for (option, type, subtype) in expected {
            let transition = option.makeTransition(duration: 0.75)
            #expect(transition?.type == type && transition?.subtype == subtype && transition?.duration == 0.75,
                    "\(option.rawValue)")
        }
        #expect(UIView.AnimationOptions().makeTransition(duration: 1) == nil)
        #expect(UIView.AnimationOptions.curveEaseIn.makeTransition(duration: 1) == nil)
        #expect(UIView.AnimationOptions.transitionCurlUp.makeTransition(duration: 0) == nil)
        #expect(UIView.AnimationOptions.transitionCurlUp.makeTransition(duration: -1) == nil)
    }

    @Test func theCurveAndLiveContentComeFromTheOptions() {
        let plain = UIView.AnimationOptions.transitionFlipFromLeft.makeTransition(duration: 1)
        #expect(plain?.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        #expect(plain?.rendersLiveContent == false)
        let options: UIView.AnimationOptions = [.transitionFlipFromLeft, .curveEaseOut, .allowAnimatedContent]
        let custom = options.makeTransition(duration: 1)
        #expect(custom?.timingFunction == CAMediaTimingFunction(name: .easeOut))
        #expect(custom?.rendersLiveContent == true)
        let linear: UIView.AnimationOptions = [.transitionCurlUp, .curveLinear]
        #expect(linear.makeTransition(duration: 1)?.timingFunction == CAMediaTimingFunction(name: .linear))
    }
}

/// An independent copy of `bitmap`'s pixels.
private func copy(_ bitmap: Bitmap) -> Bitmap {
    let copy = Bitmap(width: bitmap.width, height: bitmap.height)
    for y in 0..<bitmap.height { for x in 0..<bitmap.width { copy[x, y] = bitmap[x, y] } }
    return copy
}

/// How many pixels differ between two bitmaps of one size.
private func differingPixels(_ a: Bitmap, _ b: Bitmap) -> Int {
    precondition(a.width == b.width && a.height == b.height)
    var count = 0
    for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { count += 1 } }
    return count
}
