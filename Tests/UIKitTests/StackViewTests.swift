import CoreGraphics
import Foundation
import Testing
@testable import UIKit

/// `UIStackView`: the frames each distribution and alignment gives, spacing, margins,
/// arranged-view changes, and hidden views collapsing (animated inside a block).
@MainActor @Suite struct StackViewTests {
    /// A stack pinned to a `width` × `height` root, holding `views`.
    private func stack(_ views: [UIView], width: CGFloat = 300, height: CGFloat = 100,
                       configure: (UIStackView) -> Void = { _ in }) -> (UIView, UIStackView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let stack = UIStackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        configure(stack)
        root.layoutIfNeeded()
        return (root, stack)
    }

    @Test func fillStretchesTheViewThatHugsLeast() {
        let a = SizedView(50, 20), b = SizedView(60, 20), c = SizedView(70, 20)
        b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        _ = stack([a, b, c]) { $0.spacing = 10 }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 160, height: 100))
        #expect(c.frame == CGRect(x: 230, y: 0, width: 70, height: 100))
        #expect(a.translatesAutoresizingMaskIntoConstraints == false)
    }

    @Test func fillEquallyGivesEachTheSameLength() {
        let views = [SizedView(50, 20), SizedView(10, 20), SizedView(90, 20)]
        _ = stack(views, width: 320) {
            $0.distribution = .fillEqually
            $0.spacing = 10
        }
        #expect(views.map(\.frame.minX) == [0, 110, 220])
        #expect(views.map(\.frame.width) == [100, 100, 100])
    }

    @Test func fillProportionallySharesByIntrinsicLength() {
        let views = [SizedView(50, 20), SizedView(100, 20), SizedView(150, 20)]
        _ = stack(views, width: 620) {
            $0.distribution = .fillProportionally
            $0.spacing = 10
        }
        #expect(views.map(\.frame.minX) == [0, 110, 320])
        #expect(views.map(\.frame.width) == [100, 200, 300])
    }

    @Test func equalSpacingKeepsSizesAndSharesTheGaps() {
        let views = [SizedView(50, 20), SizedView(60, 20), SizedView(70, 20)]
        _ = stack(views) {
            $0.distribution = .equalSpacing
            $0.spacing = 5
        }
        #expect(views.map(\.frame.minX) == [0, 110, 230])
        #expect(views.map(\.frame.width) == [50, 60, 70])
    }

    @Test func equalCenteringSpacesTheCentres() {
        let views = [SizedView(40, 20), SizedView(60, 20), SizedView(80, 20)]
        _ = stack(views) { $0.distribution = .equalCentering }
        #expect(views.map(\.frame.midX) == [20, 140, 260])
        #expect(views.map(\.frame.width) == [40, 60, 80])
    }

    @Test func alignmentsPlaceTheViewsAcrossTheAxis() {
        let expected: [(UIStackView.Alignment, [CGRect])] = [
            (.fill, [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 50, y: 0, width: 250, height: 100)]),
            (.top, [CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 50, y: 0, width: 250, height: 40)]),
            (.center, [CGRect(x: 0, y: 40, width: 50, height: 20), CGRect(x: 50, y: 30, width: 250, height: 40)]),
            (.bottom, [CGRect(x: 0, y: 80, width: 50, height: 20), CGRect(x: 50, y: 60, width: 250, height: 40)]),
        ]
        for (alignment, frames) in expected {
            let a = SizedView(50, 20), b = SizedView(60, 40)
            b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
            _ = stack([a, b]) { $0.alignment = alignment }
            #expect([a.frame, b.frame] == frames, "\(alignment)")
        }
    }

    @Test func aVerticalStackWithLeadingAndTrailingAlignment() {
        let a = SizedView(50, 20), b = SizedView(80, 30)
        b.setContentHuggingPriority(UILayoutPriority(200), for: .vertical)
        let (root, stack) = stack([a, b], width: 200, height: 100) {
            $0.axis = .vertical
            $0.alignment = .leading
            $0.spacing = 4
        }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 0, y: 24, width: 80, height: 76))
        stack.alignment = .trailing
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 150, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 120, y: 24, width: 80, height: 76))
    }

    @Test func baselineAlignmentLinesUpTheLabelsText() {
        let big = UILabel(), small = UILabel()
        big.font = UIFont.systemFont(ofSize: 30)
        big.text = "Coffee"
        small.text = "2.50"
        let (_, _) = stack([big, small], height: 100) {
            $0.alignment = .firstBaseline
            $0.distribution = .equalSpacing
        }
        #expect(big.frame.minY == 0)
        #expect(big.frame.size == big.intrinsicContentSize)
        #expect(small.frame.size == small.intrinsicContentSize)
        #expect(small.frame.minY + small.font.ascender == big.font.ascender)
    }

    @Test func customSpacingAndMarginsRelativeArrangement() {
        let views = [SizedView(50, 20), SizedView(50, 20), SizedView(50, 20)]
        let (_, stack) = stack(views) {
            $0.spacing = 10
            $0.alignment = .top
            $0.setCustomSpacing(30, after: views[0])
            $0.isLayoutMarginsRelativeArrangement = true
            $0.layoutMargins = UIEdgeInsets(top: 5, left: 20, bottom: 5, right: 20)
            $0.distribution = .fillEqually
        }
        #expect(stack.customSpacing(after: views[0]) == 30)
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        // 300 - 40 of margins - 40 of spacing, in three (73.33 each), edges rounded to
        // whole pixels at scale 1: 20…93.33, 123.33…196.67, 206.67…280.
        #expect(views.map(\.frame) == [CGRect(x: 20, y: 5, width: 73, height: 20),
                                        CGRect(x: 123, y: 5, width: 74, height: 20),
                                        CGRect(x: 207, y: 5, width: 73, height: 20)])
    }

    @Test func arrangedSubviewsCanBeInsertedAndRemoved() {
        let a = SizedView(50, 20), b = SizedView(50, 20), c = SizedView(50, 20)
        let (root, stack) = stack([a, b]) { $0.distribution = .fillEqually }
        stack.insertArrangedSubview(c, at: 1)
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [a, c, b])
        #expect([a, c, b].map(\.frame.minX) == [0, 100, 200])
        // Removed from the arrangement, it stays a subview; removed from the stack, it leaves both.
        stack.removeArrangedSubview(c)
        #expect(c.superview === stack)
        b.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [a])
        #expect(a.frame.width == 300)
    }

    @Test func aHiddenViewCollapsesAndTheOthersCloseUp() {
        let views = [SizedView(50, 20), SizedView(60, 20), SizedView(70, 20)]
        let (root, _) = stack(views) {
            $0.spacing = 10
            $0.distribution = .equalSpacing
        }
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(views[0].frame.minX == 0)
        #expect(views[2].frame.minX == 230)
        #expect(views[1].frame.width == 0)
        views[1].isHidden = false
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 110, 230])
    }

    @Test func hidingAViewInsideAnAnimationBlockAnimatesTheCollapse() {
        let scene = LayoutScene(width: 300, height: 100)
        scene.run { s in
            let views = [SizedView(100, 20), SizedView(100, 20), SizedView(100, 20)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.distribution = .fillEqually
            stack.frame = s.root.bounds
            s.root.addSubview(stack)
            s.root.layoutIfNeeded()
            s.render(at: 0)
            #expect(views.map(\.frame.minX) == [0, 100, 200])
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { views[1].isHidden = true })
            // The model is at the end at once: two views of 150…
            #expect(views[2].frame == CGRect(x: 150, y: 0, width: 150, height: 100))
            s.render(at: 0)
            // …and the screen gets there over the second.
            #expect(s.presentedFrame(of: views[2], at: 0.5) == CGRect(x: 175, y: 0, width: 125, height: 100))
            #expect(s.presentedFrame(of: views[0], at: 0.5) == CGRect(x: 0, y: 0, width: 125, height: 100))
        }
    }
}
