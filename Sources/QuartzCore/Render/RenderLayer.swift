import CoreGraphics
import Raster

/// A layer's identity, the same in the model tree, in commits and on the render server.
struct LayerID: Hashable, Sendable, CustomStringConvertible {
    let rawValue: UInt64
    var description: String { "layer#\(rawValue)" }

    /// The hash the render tables' dictionaries use: the IDs are the runtime's own
    /// (counted up from 1, never from input), so SipHash's defence against chosen keys
    /// buys nothing, and a frame where a page of 500 labels leaves or comes back makes
    /// thousands of lookups (a transition's first frame spent 1.2M instructions hashing). A
    /// splitmix64 finalizer of the ID and the table's seed spreads consecutive IDs over
    /// the low bits the tables index by.
    func _rawHashValue(seed: Int) -> Int {
        var x = rawValue &+ UInt64(UInt(bitPattern: seed)) &* 0x9E37_79B9_7F4A_7C15
        x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(Int64(bitPattern: x ^ (x >> 31)))
    }
}

/// One layer as the compositor draws it in one frame: its presented values (the
/// model's with every animation applied for the frame's time) and its sublayers in
/// the order they were added (the compositor orders siblings by `zPosition`, stably).
struct RenderLayer: Sendable {
    var id: LayerID
    var properties: LayerProperties
    var sublayers: [RenderLayer] = []
    /// While a `CATransition` plays on this layer, the layer (its own content and all
    /// its sublayers) is drawn as this composite of two cached snapshots instead.
    var transition: TransitionFrame? = nil
    /// Whether an animation playing this frame moves the layer (its position, anchor
    /// point or transform): it will most likely move again next frame, so a large
    /// subtree is drawn as one picture from its first frame of moving (`MovingPicture`).
    var placementAnimates = false
    /// The render engine's generation of the committed layer whose values these are,
    /// copied as they were (0: animated, or not known): the next frame need not copy
    /// them again while the layer is not committed anew and nothing animates it.
    var generation: UInt64 = 0
    /// Changes whenever anything this subtree draws may have changed: a layer of it
    /// presented anew (committed, animated, in transition) or a sublayer list changed.
    /// Unique among all the render engine's trees (0: not given yet). While it stays,
    /// the subtree's values are the same as when it was given, all the way down.
    var subtreeStamp: UInt64 = 0
    /// The committed subtree's version (`RenderEngine`'s `subtreeVersion` of its root's
    /// entry) this copy was presented from, all the way down, when none of its layers
    /// had animations: while the version stays, the next frame would present exactly
    /// these values again, at any time, and leaves the copy as it is (0: animated, or
    /// not presented whole).
    var stillVersion: UInt64 = 0
    /// As `stillVersion`, for the sublayers' subtrees alone: while it stays, a layer that
    /// animates itself (a page sliding in) is presented without visiting its sublayers.
    var sublayersStillVersion: UInt64 = 0
}

extension RenderLayer {
    /// The subtree's layers, itself included, and whether any of them is in a transition.
    var census: (layers: Int, transitions: Bool) {
        withUnsafePointer(to: self) { Self.census(of: $0) }
    }

    /// Through pointers: a layer read out of its array is copied, with all it holds.
    private static func census(of layer: UnsafePointer<RenderLayer>) -> (layers: Int, transitions: Bool) {
        layer.pointee.sublayers.withUnsafeBufferPointer { sublayers in
            var sum = (layers: 1, transitions: layer.pointee.transition != nil)
            guard let first = sublayers.baseAddress else { return sum }
            for index in 0..<sublayers.count {
                let census = census(of: first + index)
                sum = (sum.layers + census.layers, sum.transitions || census.transitions)
            }
            return sum
        }
    }

    /// Lets go of the subtree's transition frames.
    mutating func dropTransitions() {
        transition = nil
        for index in sublayers.indices where sublayers[index].census.transitions { sublayers[index].dropTransitions() }
    }
}

/// One frame of a transition: the layer's picture before and after the change, each
/// rendered once into a bitmap of the layer's bounds (in pixels), and how far along
/// the transition is.
struct TransitionFrame: Sendable {
    /// Identifies the pair of snapshots (so caches and damage know when they change).
    var snapshotID: UInt64
    var before: CGImage
    var after: CGImage
    var type: CATransitionType
    var subtype: CATransitionSubtype?
    /// 0 shows `before` only, 1 `after` only; already eased and mapped through
    /// `startProgress`/`endProgress`.
    var progress: Double

    /// Whether every pixel of the frame's picture is opaque: both snapshots are known
    /// to be, and the type makes each pixel from theirs (a push's snapshots tile the
    /// layer, a move-in or reveal covers one with the other, a fade mixes two opaque
    /// pixels, a curl shows the page, its back or the picture beneath, shaded); a
    /// flip's card leaves pixels uncovered.
    var isOpaque: Bool {
        before.isKnownOpaque && after.isKnownOpaque && type != .flip
    }
}
