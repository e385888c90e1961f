import CoreGraphics
@_spi(KioskRuntime) @testable import QuartzCore
import Testing

/// Issue 19: the render engine never walks the whole tree looking for layers that left
/// it (the frame where a transition ends commits its container's animations only, over a
/// page of 1 000 layers): the host says which to drop, and a layer that left without
/// animations stays committed until it comes back or is freed.
@MainActor @Suite struct ReachabilityTests {
    /// A root holding a page of `count` layers, shown by an offscreen renderer.
    static func scene(count: Int) -> (renderer: CARenderer, root: CALayer, page: CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let page = CALayer()
        page.frame = root.bounds
        for index in 0..<count {
            let layer = CALayer()
            layer.frame = CGRect(x: index % 8, y: index / 8, width: 1, height: 1)
            page.addSublayer(layer)
        }
        root.addSublayer(page)
        let renderer = CARenderer(width: 40, height: 40)
        renderer.layer = root
        return (renderer, root, page)
    }

    @Test func propertyChangesWalkNoTree() {
        withVirtualClock(at: 0) { _ in
            let (renderer, root, page) = Self.scene(count: 64)
            renderer.render(atTime: 1)
            let walks = renderer.engine.reachabilityWalks
            #expect(renderer.tableCounts.layers == 66)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            page.sublayers?[5].backgroundColor = CGColor.white
            root.backgroundColor = CGColor.black
            CATransaction.commit()
            renderer.render(atTime: 2)
            #expect(renderer.engine.reachabilityWalks == walks)
            #expect(renderer.tableCounts.layers == 66)
        }
    }

    /// A commit's walk of the model tree goes down the paths to what changed and into
    /// what the host does not show yet, unless a layer left some tree: then it walks the
    /// whole tree, to find what left.
    @Test func aCommitWalksOnlyThePathsToWhatChanged() {
        withVirtualClock(at: 0) { _ in
            let (renderer, root, page) = Self.scene(count: 64)
            renderer.render(atTime: 1)
            @MainActor func walked(_ change: () -> Void) -> Int {
                CATransaction.flush()
                let before = renderer.layersWalked
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                change()
                CATransaction.commit()
                CATransaction.flush()
                return renderer.layersWalked - before
            }
            // The root, the page and the label.
            #expect(walked { page.sublayers?[5].backgroundColor = CGColor.white } == 3)
            // The root, the page, and the new layer with its sublayer (neither shown yet).
            let added = CALayer(), badge = CALayer()
            added.addSublayer(badge)
            #expect(walked { page.addSublayer(added) } == 4)
            // The new layer's sublayer, the path to it.
            #expect(walked { badge.opacity = 0.5 } == 4)
            // A layer left: all of the tree, the root, the page, its 64 other layers and the badge.
            #expect(walked { page.sublayers?[0].removeFromSuperlayer() } == 67)
            // The one that left was freed with its removal: 68 sent, 67 left.
            #expect(renderer.tableCounts.sentVersions == 67)
            renderer.render(atTime: 2)
            // Nothing changed in the tree: nothing walked.
            let outside = CALayer()
            #expect(walked { outside.opacity = 0.5 } == 0)
            #expect(root.sublayers?.count == 1)
        }
    }

    /// A layer leaving one host's tree has that tree walked whole, not every host's (two
    /// windows: a page swapped in one walked the other's 500 labels too); a host
    /// showing a layer below the one that lost a sublayer walks its tree whole too.
    @Test func aLayerLeavingOneTreeWalksThatTreeAlone() {
        withVirtualClock(at: 0) { _ in
            let (first, _, firstPage) = Self.scene(count: 64)
            let (second, secondRoot, _) = Self.scene(count: 32)
            first.render(atTime: 1)
            second.render(atTime: 1)
            CATransaction.flush()
            let (walkedFirst, walkedSecond) = (first.layersWalked, second.layersWalked)
            CATransaction.begin()
            firstPage.sublayers?[0].removeFromSuperlayer()
            CATransaction.commit()
            CATransaction.flush()
            // The first tree whole (its root, page and 63 layers); nothing of the second.
            #expect(first.layersWalked - walkedFirst == 65)
            #expect(second.layersWalked - walkedSecond == 0)
            #expect(first.tableCounts.sentVersions == 65)
            // A renderer showing the second tree's page alone: a layer leaving the page
            // has it walked whole (the page and its 31 others).
            let pageRenderer = CARenderer(width: 40, height: 40)
            pageRenderer.layer = secondRoot.sublayers![0]
            pageRenderer.render(atTime: 2)
            CATransaction.flush()
            let walkedPage = pageRenderer.layersWalked
            CATransaction.begin()
            secondRoot.sublayers![0].sublayers?[3].removeFromSuperlayer()
            CATransaction.commit()
            CATransaction.flush()
            #expect(pageRenderer.layersWalked - walkedPage == 32)
            #expect(pageRenderer.tableCounts.sentVersions == 32)
        }
    }

    @Test func aRemovedSublayerIsForgottenWhenFreed() {
        withVirtualClock(at: 0) { _ in
            let (renderer, _, page) = Self.scene(count: 64)
            renderer.render(atTime: 1)
            let walks = renderer.engine.reachabilityWalks
            CATransaction.begin()
            page.sublayers?[5].removeFromSuperlayer()
            CATransaction.commit()
            renderer.render(atTime: 2)
            #expect(renderer.engine.reachabilityWalks == walks)
            #expect(renderer.tableCounts.layers == 65 && renderer.tableCounts.sentVersions == 65)
            // Reordering reaches the same layers: nothing walked, nothing lost.
            CATransaction.begin()
            let first = page.sublayers![0]
            page.addSublayer(first)
            CATransaction.commit()
            renderer.render(atTime: 3)
            #expect(renderer.engine.reachabilityWalks == walks)
            #expect(renderer.tableCounts.layers == 65)
        }
    }

    /// A layer taken out of the tree and kept alive stays committed, unchanged: when it
    /// comes back only its superlayer is sent again (a page a transition swaps out and
    /// back, 500 labels); changed while away, it is sent again; freed, it goes.
    @Test func aLayerThatComesBackUnchangedIsNotSentAgain() {
        withVirtualClock(at: 0) { _ in
            let (renderer, root, page) = Self.scene(count: 64)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            root.position = CGPoint(x: 20, y: 20)
            CATransaction.commit()
            renderer.render(atTime: 1)
            let applied = renderer.engine.layersApplied
            #expect(applied == 66)
            CATransaction.begin()
            page.removeFromSuperlayer()
            CATransaction.commit()
            renderer.render(atTime: 2)
            #expect(renderer.engine.layersApplied == applied + 1)
            #expect(renderer.tableCounts.layers == 66 && renderer.tableCounts.sentVersions == 66)
            CATransaction.begin()
            root.addSublayer(page)
            CATransaction.commit()
            renderer.render(atTime: 3)
            #expect(renderer.engine.layersApplied == applied + 2)
            let fresh = CARenderer(width: 40, height: 40)
            fresh.layer = root
            fresh.render(atTime: 3)
            #expect(Self.pixels(renderer) == Self.pixels(fresh))

            // (The second renderer's first commit sent the root to both.)
            let appliedBefore = renderer.engine.layersApplied
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            page.removeFromSuperlayer()
            CATransaction.commit()
            renderer.render(atTime: 4)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            page.sublayers?[3].backgroundColor = CGColor.white
            root.addSublayer(page)
            CATransaction.commit()
            renderer.render(atTime: 5)
            #expect(renderer.engine.layersApplied == appliedBefore + 3)
            fresh.render(atTime: 5)
            #expect(Self.pixels(renderer) == Self.pixels(fresh))
            #expect(Self.pixels(renderer).count { $0 == 0xFFFF_FFFF } == 1)

            CATransaction.begin()
            page.removeFromSuperlayer()
            CATransaction.commit()
            fresh.layer = nil
            renderer.render(atTime: 6)
            #expect(renderer.tableCounts.layers == 66)
        }
    }

    /// A weak reference to a layer, to see it freed.
    struct WeakLayer {
        weak var layer: CALayer?
    }

    /// Shows a page of 64 layers in `root` at time 1 and takes it out at time 2 (kept in
    /// both of `renderer`'s tables, off the tree); nothing else holds it, so it is freed
    /// when this returns (not yet committed as freed).
    static func pageShownAndTakenOut(in root: CALayer, by renderer: CARenderer) -> WeakLayer {
        let page = CALayer()
        for _ in 0..<64 { page.addSublayer(CALayer()) }
        root.addSublayer(page)
        renderer.render(atTime: 1)
        #expect(renderer.tableCounts.layers == 71)
        CATransaction.begin()
        page.removeFromSuperlayer()
        CATransaction.commit()
        renderer.render(atTime: 2)
        #expect(renderer.tableCounts.layers == 71 && renderer.tableCounts.sentVersions == 71)
        return WeakLayer(layer: page)
    }

    /// A kept layer freed while out of the tree leaves both tables with the next commit.
    @Test func aLayerFreedOutOfTheTreeLeavesTheTables() {
        withVirtualClock(at: 0) { _ in
            let (renderer, root, _) = Self.scene(count: 4)
            let gone = Self.pageShownAndTakenOut(in: root, by: renderer)
            #expect(gone.layer == nil)
            CATransaction.begin()
            root.backgroundColor = CGColor.white
            CATransaction.commit()
            renderer.render(atTime: 3)
            #expect(renderer.tableCounts.layers == 6 && renderer.tableCounts.sentVersions == 6)
        }
    }

    /// Layers freed while the renderer shows nothing (no commit tells it) leave its tables
    /// when it is given its root again: a host given a root sends it whole, and what that
    /// does not reach goes.
    @Test func layersFreedWhileNothingIsShownLeaveWhenTheRootComesBack() {
        withVirtualClock(at: 0) { _ in
            let (renderer, root, _) = Self.scene(count: 4)
            let gone = Self.pageShownAndTakenOut(in: root, by: renderer)
            renderer.layer = nil
            #expect(gone.layer == nil)
            // The commit that names them freed goes to no renderer.
            CATransaction.flush()
            renderer.layer = root
            renderer.render(atTime: 3)
            #expect(renderer.tableCounts.layers == 6 && renderer.tableCounts.sentVersions == 6)
            #expect(renderer.engine.detachedLayerCount == 0)
        }
    }

    private static func pixels(_ renderer: CARenderer) -> [UInt32] {
        (0..<renderer.bitmap.height).flatMap { y in (0..<renderer.bitmap.width).map { renderer.bitmap[$0, y].rawValue } }
    }
}
