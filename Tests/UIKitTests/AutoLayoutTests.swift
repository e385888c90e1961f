import CoreGraphics
import Foundation
import Testing
@_spi(KioskRuntime) @testable import UIKit

/// Auto Layout's public API on the incremental solver: frames after solving, what a
/// constant change costs, content sizes, guides, conflicts and animated changes.
@MainActor @Suite struct AutoLayoutTests {
    @Test func anchorsPlaceAViewInItsSuperview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5, constant: 5),
        ])
        // Nothing moves before the layout pass.
        #expect(child.frame == .zero)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 10, width: 100, height: 105))
        #expect(root.constraints.count == 3)
        #expect(child.constraints.count == 1)
    }

    @Test func viewsMadeInCodeKeepTheirFrameAndOthersFollowIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let fixed = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 60))
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(fixed)
        root.addSubview(follower)
        #expect(fixed.translatesAutoresizingMaskIntoConstraints)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 8),
            follower.centerYAnchor.constraint(equalTo: fixed.centerYAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor, multiplier: 2),
            follower.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 30, y: 40, width: 50, height: 60))
        #expect(follower.frame == CGRect(x: 88, y: 60, width: 100, height: 20))
        // Moving the frame by code moves what is tied to it at the next layout.
        fixed.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 28, y: 0, width: 40, height: 20))
    }

    @Test func changingAConstantReSolvesOnlyWhatItTouches() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        var views: [UIView] = []
        var heights: [NSLayoutConstraint] = []
        for i in 0..<20 {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            let height = view.heightAnchor.constraint(equalToConstant: 10)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(i)),
                view.topAnchor.constraint(equalTo: i == 0 ? root.topAnchor : views[i - 1].bottomAnchor),
                view.widthAnchor.constraint(equalToConstant: 100),
                height,
            ])
            views.append(view)
            heights.append(height)
        }
        root.layoutIfNeeded()
        #expect(views[19].frame == CGRect(x: 19, y: 190, width: 100, height: 10))
        let before = LayoutEngine.shared.solver.statistics
        heights[17].constant = 30
        let after = LayoutEngine.shared.solver.statistics
        // No pivot: the constant moves in the rows that hold its marker (its own height
        // and the two tops below it), nothing else.
        #expect(after.pivots - before.pivots == 0)
        #expect(after.rowsTouched - before.rowsTouched == 3)
        #expect(views[19].frame.minY == 190)
        root.layoutIfNeeded()
        #expect(views[17].frame == CGRect(x: 17, y: 170, width: 100, height: 30))
        #expect(views[18].frame.minY == 200)
        #expect(views[19].frame.minY == 210)
        #expect(views[16].frame.minY == 160)
    }

    @Test func inequalitiesAndPrioritiesDecideBetweenWishes() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let wish = child.widthAnchor.constraint(equalToConstant: 280)
        wish.priority = .defaultHigh
        let bound = child.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.5)
        NSLayoutConstraint.activate([
            wish, bound,
            child.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
            child.leftAnchor.constraint(equalTo: root.leftAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 150, height: 30))
        bound.isActive = false
        root.layoutIfNeeded()
        #expect(child.frame.width == 280)
        wish.priority = .defaultLow
        #expect(wish.isActive)
        NSLayoutConstraint.activate([child.widthAnchor.constraint(lessThanOrEqualToConstant: 200)])
        root.layoutIfNeeded()
        #expect(child.frame.width == 200)
    }

    @Test func theLowerHuggingPriorityStretchesAndTheLowerCompressionResistanceShrinks() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = SizedView(50, 20), b = SizedView(80, 20)
        root.addSubview(a)
        root.addSubview(b)
        b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        let trailing = b.trailingAnchor.constraint(equalTo: root.trailingAnchor)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            trailing,
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 240, height: 20))
        // Too little room: the one that resists less gives way.
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        a.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame.width == 10)
        #expect(b.frame == CGRect(x: 20, y: 0, width: 80, height: 20))
        // A new intrinsic size is read before the next layout.
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        b.setContentHuggingPriority(.required, for: .horizontal)
        a.contentSize = CGSize(width: 70, height: 25)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 210, height: 25))
    }

    @Test func labelsButtonsAndImageViewsSizeToTheirContent() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let label = UILabel(), button = UIButton(type: .system), image = UIImageView()
        for view in [label, button, image] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
            view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        }
        label.text = "Hello"
        button.setTitle("Go", for: .normal)
        image.image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 16)).image { _ in }
        root.layoutIfNeeded()
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.width > 0)
        #expect(button.frame.size == button.intrinsicContentSize)
        #expect(image.frame.size == CGSize(width: 24, height: 16))
        let oneWord = label.frame.width
        label.text = "Hello, world"
        root.layoutIfNeeded()
        #expect(label.frame.width > oneWord)
        #expect(label.frame.size == label.intrinsicContentSize)
    }

    @Test func anUnsatisfiableConstraintIsReportedAsUIKitDoesAndBroken() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let engine = LayoutEngine.shared
        let written = engine.reports.count
        let narrow = child.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "narrow"
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([narrow, wide])
        #expect(engine.reports.count == written + 1)
        #expect(engine.lastReportWithoutAddresses == """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            (
                "<NSLayoutConstraint:0x… 'narrow' UIView:0x….width == 100   (active)>",
                "<NSLayoutConstraint:0x… UIView:0x….width == 200   (active)>"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x… UIView:0x….width == 200   (active)>
            """)
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
        // Taking the other one away lets the broken one hold.
        narrow.isActive = false
        wide.isActive = false
        wide.isActive = true
        root.layoutIfNeeded()
        #expect(child.frame.width == 200)
    }

    @Test func aConstraintFightingAnAutoresizedFrameNamesTheAutoresizingConstraint() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(child)
        child.widthAnchor.constraint(equalToConstant: 80).isActive = true
        let report = LayoutEngine.shared.lastReportWithoutAddresses ?? ""
        #expect(report.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand"))
        #expect(report.contains("\"<NSAutoresizingMaskLayoutConstraint:0x… h=--& v=--& UIView:0x….width == 50   (active)>\",\n"))
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    }

    @Test func layoutIfNeededInAnAnimationBlockAnimatesTheConstantChange() {
        let scene = LayoutScene()
        scene.run { s in
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            s.root.addSubview(child)
            let left = child.leftAnchor.constraint(equalTo: s.root.leftAnchor, constant: 0)
            NSLayoutConstraint.activate([left, child.topAnchor.constraint(equalTo: s.root.topAnchor),
                                         child.widthAnchor.constraint(equalToConstant: 20),
                                         child.heightAnchor.constraint(equalToConstant: 10)])
            s.root.layoutIfNeeded()
            s.render(at: 0)
            left.constant = 100
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { s.root.layoutIfNeeded() })
            #expect(child.frame == CGRect(x: 100, y: 0, width: 20, height: 10))
            s.render(at: 0)
            #expect(s.presentedFrame(of: child, at: 0.25) == CGRect(x: 25, y: 0, width: 20, height: 10))
            #expect(s.presentedFrame(of: child, at: 0.5) == CGRect(x: 50, y: 0, width: 20, height: 10))
        }
    }

    @Test func marginsAndTheSafeAreaHaveGuides() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.screenSafeAreaInsets = UIEdgeInsets(top: 24, left: 0, bottom: 10, right: 0)
        let content = UIView(frame: window.bounds)
        window.addSubview(content)
        content.layoutMargins = UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 12)
        let header = UIView(), body = UIView()
        for view in [header, body] {
            view.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(view)
        }
        let margins = content.layoutMarginsGuide, safe = content.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: safe.topAnchor),
            header.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 40),
            body.topAnchor.constraint(equalTo: header.bottomAnchor),
            body.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            NSLayoutConstraint(item: body, attribute: .leading, relatedBy: .equal, toItem: content,
                               attribute: .leadingMargin, multiplier: 1, constant: 0),
            body.widthAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 10, right: 0))
        #expect(header.frame == CGRect(x: 16, y: 24, width: 292, height: 40))
        #expect(body.frame == CGRect(x: 16, y: 64, width: 100, height: 406))
        #expect(margins.layoutFrame == CGRect(x: 16, y: 4, width: 292, height: 472))
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 30)
        window.screenSafeAreaInsets = .zero
        window.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 30, y: 0, width: 260, height: 40))
        #expect(body.frame == CGRect(x: 30, y: 40, width: 100, height: 440))
    }

    @Test func leadingAndTrailingFollowTheReadingDirection() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.semanticContentAttribute = .forceRightToLeft
        let child = UIView()
        child.semanticContentAttribute = .forceRightToLeft
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(child.frame.minX == 230)
    }

    @Test func layoutGuidesTakePartLikeViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let gap = UILayoutGuide()
        root.addLayoutGuide(gap)
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            view.heightAnchor.constraint(equalToConstant: 10).isActive = true
            view.widthAnchor.constraint(equalToConstant: 60).isActive = true
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            gap.trailingAnchor.constraint(equalTo: b.leadingAnchor),
            gap.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
        ])
        root.layoutIfNeeded()
        #expect(b.frame.minX == 135)
        #expect(gap.layoutFrame.minX == 60 && gap.layoutFrame.width == 75)
        #expect(root.layoutGuides.count == 1 && gap.owningView === root)
    }

    @Test func updateConstraintsRunsDeepestFirstBeforeLayout() {
        final class Recording: UIView {
            var log: (String) -> Void = { _ in }
            override func updateConstraints() {
                log("\(tag)")
                super.updateConstraints()
            }
        }
        var calls: [String] = []
        let outer = Recording(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = Recording(frame: .zero)
        outer.tag = 1
        inner.tag = 2
        outer.addSubview(inner)
        outer.log = { calls.append($0) }
        inner.log = { calls.append($0) }
        outer.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        #expect(outer.needsUpdateConstraints())
        outer.layoutIfNeeded()
        #expect(calls == ["2", "1"])
        #expect(!outer.needsUpdateConstraints())
        inner.setNeedsUpdateConstraints()
        inner.updateConstraintsIfNeeded()
        #expect(calls == ["2", "1", "2"])
    }

    @Test func aViewThatAsksTwiceIsUpdatedOnceAndLetGoAfterThePass() {
        final class Counting: UIView {
            var updates = 0
            override func updateConstraints() {
                updates += 1
                super.updateConstraints()
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view) // entering the window asks once
        view.setNeedsUpdateConstraints()
        view.setNeedsUpdateConstraints()
        #expect(view.needsUpdateConstraints())
        window.layoutIfNeeded()
        #expect(view.updates == 1)
        #expect(!view.needsUpdateConstraints())

        // A view that asked and left before the pass is not kept after it.
        weak var gone: Counting?
        do {
            let passing = Counting(frame: .zero)
            gone = passing
            window.addSubview(passing)
            passing.removeFromSuperview()
        }
        window.layoutIfNeeded()
        #expect(gone == nil)
        #expect(view.updates == 1)
    }

    @Test func updateConstraintsRunsDeepestFirstAcrossSiblings() {
        // root → a → (b1, b2, b3), b1 → c, b3 → d → e: the depths of siblings' shared
        // superviews are found once, and each view still runs after every deeper one.
        final class Recording: UIView {
            var log: (Int) -> Void = { _ in }
            override func updateConstraints() {
                log(tag)
                super.updateConstraints()
            }
        }
        var calls: [Int] = []
        let views = (0..<7).map { tag in
            let view = Recording(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.tag = tag
            view.log = { calls.append($0) }
            return view
        }
        let (root, a, b1, b2, b3, c, d) = (views[0], views[1], views[2], views[3], views[4], views[5], views[6])
        let e = Recording(frame: .zero)
        e.tag = 7
        e.log = { calls.append($0) }
        root.addSubview(a)
        for b in [b1, b2, b3] { a.addSubview(b) }
        b1.addSubview(c)
        b3.addSubview(d)
        d.addSubview(e)
        for view in [b2, c, a, e, b1, d, b3, root] { view.setNeedsUpdateConstraints() }
        root.layoutIfNeeded()
        let depth = [0: 0, 1: 1, 2: 2, 3: 2, 4: 2, 5: 3, 6: 3, 7: 4]
        #expect(calls.count == 8 && Set(calls) == Set(0...7))
        #expect(zip(calls, calls.dropFirst()).allSatisfy { depth[$0]! >= depth[$1]! }, "\(calls)")
    }

    @Test func systemLayoutSizeFittingMeasuresTheContent() {
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        let a = SizedView(120, 30), b = SizedView(80, 20)
        card.addSubview(a)
        card.addSubview(b)
        NSLayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            a.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            a.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -12),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 6),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
            b.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -12),
            b.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 144, height: 76))
        #expect(card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 300, height: 76))
    }

    @Test func removingAViewTakesItsConstraintsToTheOutsideWithIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView(), grandchild = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        grandchild.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        child.addSubview(grandchild)
        let outside = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let inside = grandchild.widthAnchor.constraint(equalTo: child.widthAnchor)
        NSLayoutConstraint.activate([outside, inside])
        child.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(inside.isActive)
        #expect(root.constraints.isEmpty)
    }

    @Test func constraintsAcrossSubtreesUseTheNearestCommonAncestor() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let panel = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        let badge = UIView(), marker = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        marker.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(panel)
        panel.addSubview(badge)
        root.addSubview(marker)
        NSLayoutConstraint.activate([
            badge.leftAnchor.constraint(equalTo: panel.leftAnchor, constant: 10),
            badge.topAnchor.constraint(equalTo: panel.topAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
            // marker, in root, sits under badge, in panel.
            marker.centerXAnchor.constraint(equalTo: badge.centerXAnchor),
            marker.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 5),
            marker.widthAnchor.constraint(equalToConstant: 4),
            marker.heightAnchor.constraint(equalToConstant: 4),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(marker.frame == CGRect(x: 118, y: 85, width: 4, height: 4))
        // Each is installed on its items' nearest common ancestor (sizes on the view itself).
        #expect(root.constraints.count == 2 && panel.constraints.count == 2 && badge.constraints.count == 2)
    }

    @Test func theFirstBaselinesOfTwoLabelsLineUp() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let big = UILabel(), small = UILabel()
        big.font = UIFont.systemFont(ofSize: 34)
        big.text = "Menu"
        small.text = "3 items"
        for label in [big, small] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        NSLayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        #expect(big.frame.minY == 20)
        #expect(small.frame.minY + small.font.ascender == 20 + big.font.ascender)
    }
}
