import CoreGraphics
import Foundation
import KioskHeadless
import KioskTesting
import QuartzCore
import Testing
import UIKit

@MainActor @Suite struct SegmentedControlTests {
    private let blue = [0, 122, 255, 255], white = [255, 255, 255, 255]

    /// A 302 × 29 control with segments "One", "Two", "Three" at (10, 10) on a white 322 × 49 screen.
    private func screenWithControl() -> (HeadlessScreen, UISegmentedControl) {
        let screen = HeadlessScreen(width: 322, height: 49)
        screen.window.backgroundColor = .white
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 10, y: 10, width: 302, height: 29)
        screen.window.addSubview(control)
        screen.advance(by: 0)
        return (screen, control)
    }

    /// The colour of the fill of segment `segment` (3 points in from its top left corner).
    private func fill(_ screen: HeadlessScreen, _ segment: Int) -> [Int] {
        ControlTestSupport.rgba(screen.pixel(x: 10 + [0, 101, 202][segment] + 5, y: 13))
    }

    @Test func itemsAreTitlesAndImages() throws {
        let image = ControlTestSupport.solidImage(.red, size: CGSize(width: 16, height: 12))
        let control = UISegmentedControl(items: ["Prev", image, 7, "Next"])
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.titleForSegment(at: 0) == "Prev" && control.imageForSegment(at: 1) === image)
        #expect(control.titleForSegment(at: 2) == "Next" && control.titleForSegment(at: 3) == nil)
        // DejaVu Sans at 13 px: "Prev" advances 29 px, "Next" 31; segments are 31 + 2 × 10 wide.
        let face = try FontFace.system()
        #expect(face.advance(of: "Prev", pixelSize: 13) == 29)
        #expect(face.advance(of: "Next", pixelSize: 13) == 31)
        #expect(control.frame.size == CGSize(width: 3 * 51 + 2, height: 29))
        control.setWidth(40, forSegmentAt: 1)
        #expect(control.sizeThatFits(.zero) == CGSize(width: 51 + 40 + 51 + 2, height: 29))
    }

    @Test func segmentsShareTheWidthLessTheDividers() {
        let (_, control) = screenWithControl()
        let frames = { control.subviews.filter { $0.bounds.width > 1 }.map(\.frame) }
        #expect(frames() == [0, 101, 202].map { CGRect(x: $0, y: 0, width: 100, height: 29) })
        control.setWidth(50, forSegmentAt: 0)
        control.layoutIfNeeded()
        #expect(frames() == [CGRect(x: 0, y: 0, width: 50, height: 29), CGRect(x: 51, y: 0, width: 125, height: 29),
                             CGRect(x: 177, y: 0, width: 125, height: 29)])
    }

    @Test func aTapSelectsASegmentAndSendsValueChangedWhenTheSelectionChanges() {
        let (screen, control) = screenWithControl()
        let changes = ControlTestSupport.EventCounter(control, .valueChanged)
        #expect(fill(screen, 1) == white)
        screen.tap(at: CGPoint(x: 160, y: 25))
        screen.advance(by: 0)
        #expect(control.selectedSegmentIndex == 1 && changes.count == 1)
        #expect(fill(screen, 1) == blue && fill(screen, 0) == white)
        screen.tap(at: CGPoint(x: 160, y: 25))
        #expect(control.selectedSegmentIndex == 1 && changes.count == 1)
        screen.tap(at: CGPoint(x: 300, y: 25))
        #expect(control.selectedSegmentIndex == 2 && changes.count == 2)
        // From code: no event.
        control.selectedSegmentIndex = 0
        #expect(changes.count == 2)
        control.selectedSegmentIndex = 5
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func theSegmentUnderTheFingerIsTintedAndLiftingFarAwaySelectsNothing() {
        let (screen, control) = screenWithControl()
        let changes = ControlTestSupport.EventCounter(control, .valueChanged)
        screen.touchDown(at: CGPoint(x: 60, y: 25))
        screen.advance(by: 0)
        // The tint at 0.15 over white: 255 − 0.15 × (255 − c).
        #expect(fill(screen, 0) == [217, 235, 255, 255])
        screen.touchMove(to: CGPoint(x: 60, y: 200))
        screen.touchUp()
        screen.advance(by: 0)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && changes.count == 0)
        #expect(fill(screen, 0) == white)
    }

    @Test func disabledSegmentsAndDisabledControlsIgnoreTaps() {
        let (screen, control) = screenWithControl()
        let changes = ControlTestSupport.EventCounter(control, .valueChanged)
        control.setEnabled(false, forSegmentAt: 2)
        #expect(!control.isEnabledForSegment(at: 2) && control.isEnabledForSegment(at: 1))
        screen.tap(at: CGPoint(x: 300, y: 25))
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && changes.count == 0)
        control.isEnabled = false
        screen.tap(at: CGPoint(x: 60, y: 25))
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && changes.count == 0)
    }

    /// A momentary control sends `.valueChanged` for every tap and draws no segment selected.
    @Test func momentarySegmentsSendEveryTap() {
        let (screen, control) = screenWithControl()
        control.isMomentary = true
        let changes = ControlTestSupport.EventCounter(control, .valueChanged)
        var tapped: [Int] = []
        control.addTarget(nil, action: { control, _ in tapped.append(control.selectedSegmentIndex) }, for: .valueChanged)
        screen.tap(at: CGPoint(x: 60, y: 25))
        screen.tap(at: CGPoint(x: 60, y: 25))
        screen.advance(by: 0)
        #expect(changes.count == 2 && tapped == [0, 0])
        #expect(fill(screen, 0) == white)
    }

    @Test func insertingAndRemovingKeepsTheSelectedSegment() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "B")
        control.insertSegment(withTitle: "End", at: 99, animated: true)
        #expect(control.numberOfSegments == 5 && control.titleForSegment(at: 4) == "End")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1 && control.titleForSegment(at: 1) == "B")
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 3)
        control.setTitle("Middle", forSegmentAt: 1)
        #expect(control.titleForSegment(at: 1) == "Middle")
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
        // Two segments, one divider.
        control.insertSegment(withTitle: "1", at: 0, animated: false)
        control.insertSegment(withTitle: "2", at: 1, animated: false)
        #expect(control.subviews.count == 3)
    }

    @Test func golden() {
        let (screen, control) = screenWithControl()
        control.selectedSegmentIndex = 1
        control.setEnabled(false, forSegmentAt: 2)
        screen.advance(by: 0)
        expectMatchesGolden(screen.snapshot(), named: "segmented-control", in: ControlTestSupport.goldens)
    }
}
