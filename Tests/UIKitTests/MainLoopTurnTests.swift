import CoreGraphics
import Foundation
import QuartzCore
import Testing
@_spi(KioskRuntime) import UIKit

/// The end of a main-loop turn, as the live runtime and `HeadlessScreen` both run it.
@MainActor @Suite struct MainLoopTurnTests {
    /// Keeps its one subview, a 10 pt box, against its right edge.
    final class Column: UIView {
        let box = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(box)
        }
        override func layoutSubviews() { box.frame = CGRect(x: bounds.width - 10, y: 0, width: 10, height: 10) }
    }

    @Test func aTurnDeliversItsTouchesExpiresDeadlinesLaysOutAndCommitsInThatOrder() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let column = Column(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(column)
        let turn = MainLoopTurn(window: window)
        turn.end(at: 0)
        #expect(column.box.frame.minX == 90)

        // A single tap that waits for a double tap to fail widens the column.
        var log: [String] = []
        let single = UITapGestureRecognizer { _ in
            log.append("single")
            column.frame.size.width = 200
            #expect(column.box.frame.minX == 90) // not laid out yet
            CATransaction.setCompletionBlock { log.append("committed") }
        }
        let double = UITapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        column.addGestureRecognizer(single)
        column.addGestureRecognizer(double)

        let at = CGPoint(x: 50, y: 50)
        turn.end(at: 0.1, touches: [WindowTouch(finger: 0, phase: .began, location: at, timestamp: 0.05),
                                    WindowTouch(finger: 0, phase: .ended, location: at, timestamp: 0.1)])
        #expect(log.isEmpty) // the tap was delivered; the single waits for the double's deadline
        let deadline = try #require(window.nextGestureTimeout)
        #expect(deadline == 0.1 + UITapGestureRecognizer.maximumIntervalBetweenTaps) // from the lift

        turn.end(at: deadline - 0.001)
        #expect(log.isEmpty)
        turn.end(at: deadline)
        #expect(log == ["single", "committed"])
        #expect(column.box.frame.minX == 190)
        #expect(window.nextGestureTimeout == nil)
    }
}
