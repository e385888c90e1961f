import CoreGraphics
import Foundation
import Testing
@_spi(KioskRuntime) @testable import UIKit

/// Priorities through UIKit's API, weighed as iOS weighs them (a higher one is met before
/// any number of lower ones), changed on installed constraints, and `hasAmbiguousLayout`.
@MainActor @Suite struct AutoLayoutPriorityTests {
    private func pinnedChild(in root: UIView) -> UIView {
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        return child
    }

    @Test func fiveLowWidthsDoNotOutweighOneAt999() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = pinnedChild(in: root)
        let wanted = child.widthAnchor.constraint(equalToConstant: 100)
        wanted.priority = UILayoutPriority(999)
        var others: [NSLayoutConstraint] = []
        for _ in 0..<5 {
            let other = child.widthAnchor.constraint(equalToConstant: 200)
            other.priority = .defaultLow
            others.append(other)
        }
        NSLayoutConstraint.activate([wanted] + others)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    }

    @Test func aFillEquallyStackOfFreeWidthTakesItsWidestViewsSize() {
        // Three views hug their 40-point widths at 250, one resists compression below 100
        // at 750, all held equal: by raw priority 3 × 250 ties 750 and any width from 40
        // to 100 would do; iOS meets the 750 and makes all four 100 wide.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 100))
        let views = [SizedView(40, 20), SizedView(40, 20), SizedView(40, 20), SizedView(100, 20)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [100, 100, 100, 100])
        #expect(views.map(\.frame.minX) == [0, 110, 220, 330])
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 430, height: 20))
        #expect(!stack.hasAmbiguousLayout)
    }

    @Test func aPriorityChangedOnAnInstalledConstraintTakesEffectInPlace() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = pinnedChild(in: root)
        let narrow = child.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = UILayoutPriority(500)
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = UILayoutPriority(600)
        NSLayoutConstraint.activate([narrow, wide])
        root.layoutIfNeeded()
        #expect(child.frame.width == 200)
        let held = narrow.solverConstraints
        narrow.priority = UILayoutPriority(700)
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
        #expect(narrow.priority == UILayoutPriority(700))
        // Still the same solver row, re-weighed rather than removed and added again.
        #expect(narrow.solverConstraints.count == 1)
        #expect(narrow.solverConstraints[0] !== held[0])
        #expect(narrow.solverConstraints[0].priority == LayoutSolverPriority(700))
        narrow.priority = .defaultLow
        root.layoutIfNeeded()
        #expect(child.frame.width == 200)
    }

    @Test func anInstalledConstraintCannotBecomeRequiredOrStopBeingRequired() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = pinnedChild(in: root)
        let engine = LayoutEngine.shared
        let written = engine.reports.count
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = UILayoutPriority(750)
        wide.isActive = true
        wide.priority = .required
        // UIKit throws; Kiosk reports UIKit's words and keeps the old priority.
        #expect(wide.priority == UILayoutPriority(750))
        #expect(engine.reports.count == written + 1)
        #expect(engine.lastReportWithoutAddresses == "Mutating a priority from required to not on an installed constraint "
            + "(or vice-versa) is not supported. You passed priority 1000 and the existing priority was 750. "
            + "The priority of <NSLayoutConstraint:0x… UIView:0x….width == 200 @750   (active)> is unchanged.")
        let fixed = child.widthAnchor.constraint(equalToConstant: 100)
        fixed.isActive = true
        fixed.priority = UILayoutPriority(999)
        #expect(fixed.priority == .required)
        #expect(engine.reports.count == written + 2)
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
        // An inactive constraint takes any priority.
        fixed.isActive = false
        fixed.priority = UILayoutPriority(999)
        #expect(fixed.priority == UILayoutPriority(999))
        #expect(engine.reports.count == written + 2)
    }

    @Test func hasAmbiguousLayoutTellsWhetherTheFrameIsFixed() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let framed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(framed)
        // A view no constraint mentions is laid out by its frame.
        #expect(!framed.hasAmbiguousLayout)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 50),
        ])
        #expect(child.hasAmbiguousLayout)  // no height
        let tall = child.heightAnchor.constraint(greaterThanOrEqualToConstant: 20)
        let short = child.heightAnchor.constraint(lessThanOrEqualToConstant: 40)
        NSLayoutConstraint.activate([tall, short])
        #expect(child.hasAmbiguousLayout)  // any height from 20 to 40
        let wish = child.heightAnchor.constraint(equalToConstant: 30)
        wish.priority = .defaultLow
        wish.isActive = true
        #expect(!child.hasAmbiguousLayout)
        // Two equal wishes 10 points apart leave the height anywhere between them.
        wish.constant = 25
        let other = child.heightAnchor.constraint(equalToConstant: 35)
        other.priority = .defaultLow
        other.isActive = true
        #expect(child.hasAmbiguousLayout)
        other.priority = UILayoutPriority(251)
        #expect(!child.hasAmbiguousLayout)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 10, width: 50, height: 35))
        // A view pinned by its autoresizing mask, once constraints mention it, is fixed.
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: framed.trailingAnchor, constant: 0)])
        #expect(!framed.hasAmbiguousLayout)
    }

    @Test func exerciseAmbiguityInLayoutShowsAnotherAllowedFrameAndBack() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            child.heightAnchor.constraint(equalToConstant: 30),
            child.widthAnchor.constraint(greaterThanOrEqualToConstant: 20),
            child.widthAnchor.constraint(lessThanOrEqualToConstant: 40),
        ])
        root.layoutIfNeeded()
        let solved = child.frame
        #expect(solved.origin == CGPoint(x: 10, y: 10))
        #expect(solved.height == 30)
        #expect(solved.width == 20 || solved.width == 40)
        child.exerciseAmbiguityInLayout()
        // Only the width is open: it goes to the other end of 20…40.
        #expect(child.frame == CGRect(x: 10, y: 10, width: solved.width == 20 ? 40 : 20, height: 30))
        child.exerciseAmbiguityInLayout()
        #expect(child.frame == solved)
        // A fixed view does not move.
        NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 25)])
        root.layoutIfNeeded()
        child.exerciseAmbiguityInLayout()
        #expect(child.frame == CGRect(x: 10, y: 10, width: 25, height: 30))
    }
}
