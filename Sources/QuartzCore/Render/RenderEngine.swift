import CoreGraphics
import Raster

/// The render server's state and its frame function, without a thread: the
/// committed layer tree, the animations playing on it, the transition snapshots,
/// and the compositor with its caches. `RenderServer` runs one on its own thread;
/// `CARenderer` runs one on the main actor for offscreen pictures.
final class RenderEngine {
    let compositor: LayerCompositor
    let scale: CGFloat
    /// The committed layers, each in a box: a frame reads a thousand layers' values in
    /// place instead of copying each out of the table. A layer that left the tree
    /// without animations stays until it comes back (the host sends it again only if it
    /// changed) or is freed; one with animations goes when the host drops it.
    private var layers: [LayerID: CommittedEntry] = [:]
    /// Boxes of layers no longer in the tree, for the next ones committed.
    private var spareEntries: [CommittedEntry] = []
    private var rootID: LayerID?
    /// The animations seen in commits, and which were reported started and finished.
    private var ledger = AnimationLedger()
    private var transitions: [LayerID: ActiveTransition] = [:]
    private var snapshotCounter: UInt64 = 0
    /// The last generation given a committed layer (`CommittedLayer.generation`).
    private var generations: UInt64 = 0
    /// The last stamp given a presented subtree (`RenderLayer.subtreeStamp`).
    private var stamps: UInt64 = 0
    /// The last version given a committed subtree (`CommittedEntry.subtreeVersion`).
    private var subtreeVersions: UInt64 = 0
    /// Layers presented (values written), and still subtrees passed by as presented,
    /// since this engine was made (for tests).
    private(set) var layersPresented = 0
    private(set) var stillSubtreesPassed = 0
    /// Layers presented without a visit to their still sublayers (for tests).
    private(set) var stillSublayersPassed = 0
    /// Walks of the whole tree for layers no longer reachable, since this engine was
    /// made (for tests: only a commit with a new root, or from a host given its root
    /// again, needs one).
    private(set) var reachabilityWalks = 0
    /// Committed layers taken in, since this engine was made (for tests: a layer that
    /// comes back unchanged is not sent again).
    private(set) var layersApplied = 0
    /// Transitions' before pictures drawn from the last frame's tree, and snapshot
    /// subtrees started from a detached copy (for tests).
    private(set) var beforeSnapshotsFromFrame = 0
    private(set) var snapshotSubtreesFromDetached = 0
    /// Sublayers the frame tree took back from their detached copies (for tests).
    private(set) var subtreesFromDetached = 0
    /// The snapshots taken last, the latest last, with the subtrees they were drawn
    /// from: a transition's snapshot of a subtree that draws the same picture as one of
    /// them (the page a transition brought in, now leaving; a page brought back
    /// unchanged) is that image, not drawn again. Kept while they hold no more bytes
    /// than `reusedSnapshotBudget` times the largest of them: the two pages of a
    /// transition and the small pictures a navigation bar's cross-fades take between
    /// two of them. (Two snapshots of any size were kept: a navigation's pushed the
    /// pages' out, and the next transition over 500 labels drew both pages again,
    /// 80M instructions where one view took 12M.)
    private var recentSnapshots: [(subject: RenderLayer, image: CGImage)] = []
    private static let reusedSnapshotBudget = 2.25
    /// The time of the last frame drawn: what "before" means for a transition.
    private(set) var lastFrameTime: CFTimeInterval?
    /// Whether a commit was taken in since the last frame was built (its tree is then
    /// not the committed tree at `lastFrameTime`).
    private var committedSinceFrame = false
    /// Whether the next frame may differ from the last: a commit came in since, or the
    /// last frame had animations or transitions still playing (false: the picture is
    /// the same at any time, so the frame is not built or drawn at all).
    private var mayChange = true
    /// The last frame's presented tree, rebuilt in place each frame so that its
    /// sublayer arrays keep their storage: a steady frame allocates no tree.
    private var frameTree = RenderLayer(id: LayerID(rawValue: 0), properties: LayerProperties())
    /// The tree the last frame drew (for tests).
    var presentedTree: RenderLayer { frameTree }
    /// Large subtrees the frame tree stopped showing, with their layer counts, the
    /// latest last: one that comes back (a kiosk swapping two screens, the page a
    /// transition or a navigation push took away) is presented into its old copy, so
    /// what did not change in it keeps its stamps, and the compositor the items it kept
    /// for them (`RetainedItems`). A small subtree is cheap to present anew, and would
    /// push the pages out; what they hold (their contents) stays alive while kept, so
    /// no more than two are, of `detachedLayers` layers at most. (Four would keep the
    /// page a navigation push brings as well as the two a transition swaps, but the
    /// soak's heap then rose 4.9 MB in one step at its second tour of the demos and
    /// stayed there: bounded, but above the soak's bound, and what the copies held that
    /// much was not found. Not until what they hold is bounded in bytes too.)
    private var detached: [(subtree: RenderLayer, layers: Int)] = []
    static let detachedKept = 2
    static let detachedMinimumLayers = MovingPicture.minimumLayers
    /// Two pages of 1 000 layers (about 1 KB of values each).
    static let detachedLayers = 2_048
    /// The layers of the detached subtrees kept (for tests).
    var detachedLayerCount: Int { detached.reduce(0) { $0 + $1.layers } }

    /// Two snapshots of a layer, before and after the change a transition animates,
    /// and the subtree the after snapshot was drawn from (nil: an empty picture).
    private struct ActiveTransition {
        var animationID: UInt64
        var snapshotID: UInt64
        var before: CGImage
        var after: CGImage
        var afterSubject: RenderLayer?
    }

    /// What one frame did.
    struct FrameResult {
        /// The pixels that changed (empty when nothing did).
        var damage: Region
        /// Starts and stops to tell the main actor about.
        var events: [AnimationEvent]
        /// Whether an animation will still change the picture after this frame.
        var isAnimating: Bool
    }

    init(kernels: Kernels, scale: CGFloat, background: Pixel, workers: RenderWorkers? = nil) {
        compositor = LayerCompositor(kernels: kernels)
        compositor.background = background
        compositor.workers = workers
        self.scale = scale
    }

    /// The size of each table (all but the host's `sentVersions`).
    var tableCounts: RenderTableCounts {
        var counts = RenderTableCounts()
        counts.layers = layers.count
        (counts.animatedLayers, counts.animations, counts.startedAnimations, counts.finishedAnimations) = ledger.counts
        counts.transitions = transitions.count
        counts.contentsCaches = compositor.cachedLayers
        return counts
    }

    // MARK: Commits

    /// Takes a commit in. A transition added in it snapshots its layer as drawn at
    /// the last frame (before) and as committed (after), once; a transition that
    /// renders live content takes its after snapshot again for every frame. The layers
    /// it names as freed lose what the compositor kept for them; a commit that only
    /// names freed layers (no longer in any tree) changes no picture, so an idle frame
    /// stays unbuilt.
    func apply(_ commit: LayerTreeCommit) {
        doWorkAhead()
        guard !commit.layers.isEmpty || !commit.dropped.isEmpty || commit.dropsUnreached || commit.rootID != rootID
        else {
            forget(commit.freed)
            return
        }
        mayChange = true
        let time = lastFrameTime ?? commit.time
        let newTransitions = commit.layers.compactMap { layer -> (LayerID, AnimationRecord)? in
            guard let record = layer.animations.last(where: { $0.transition != nil && !ledger.knows($0.id, on: layer.id) })
            else { return nil }
            return (layer.id, record)
        }
        var before: [LayerID: CGImage] = [:]
        for (id, _) in newTransitions { before[id] = beforeSnapshot(of: id, at: time) }

        var listsChanged: [Int] = []
        for (index, layer) in commit.layers.enumerated() {
            let existing = layers[layer.id]
            if !layer.sublayers.isEmpty, existing?.layer.sublayers != layer.sublayers { listsChanged.append(index) }
            generations += 1
            layersApplied += 1
            var layer = layer
            layer.generation = generations
            if let entry = existing {
                entry.layer = layer
            } else if let spare = spareEntries.popLast() {
                spare.layer = layer
                layers[layer.id] = spare
            } else {
                layers[layer.id] = CommittedEntry(layer)
            }
            ledger.commit(layer.id, animations: layer.animations)
            // A transition the app removed leaves with its snapshots.
            if let active = transitions[layer.id], !layer.animations.contains(where: { $0.id == active.animationID }) {
                transitions[layer.id] = nil
            }
        }
        for index in listsChanged {
            let layer = commit.layers[index]
            for child in layer.sublayers { if let entry = layers[child] { entry.superlayer = layer.id } }
        }
        subtreeVersions += 1
        for layer in commit.layers { markChanged(layer.id, version: subtreeVersions) }
        // A layer that leaves the tree stays as committed (the host does not send it again
        // when it comes back unchanged) until the host drops it or it is freed; a new root,
        // or a host that forgot what it sent, is sent whole, and what it does not reach goes.
        let dropsUnreached = commit.rootID != rootID || commit.dropsUnreached
        rootID = commit.rootID
        if dropsUnreached { collectGarbage() }
        remove(commit.dropped)

        for (id, record) in newTransitions {
            guard layers[id] != nil else { continue }
            let (after, subject) = snapshot(of: id, at: time)
            snapshotCounter += 1
            // A layer not drawn before shows an empty picture first: made only then (a
            // cleared frame-sized bitmap was almost half of a transition's first frame).
            transitions[id] = ActiveTransition(animationID: record.id, snapshotID: snapshotCounter,
                                               before: before[id] ?? CGImage(bitmap: Bitmap(width: after.width, height: after.height)),
                                               after: after, afterSubject: subject)
        }
        // After the snapshots: a "before" picture may still show a freed layer.
        forget(commit.freed)
        committedSinceFrame = true
    }

    /// Gives layer `id`'s subtree, and the subtree of each layer above it, `version`: up
    /// the links each layer keeps to the one that last listed it, to the root or to a
    /// layer this commit already marked. A link may be stale (the layer left since):
    /// marking a former superlayer only costs it a walk. One missing would let a copy
    /// pass as still that is not, so each frame's walk sets the links it follows.
    private func markChanged(_ id: LayerID, version: UInt64) {
        var next: LayerID? = id
        while let current = next, let entry = layers[current], entry.subtreeVersion != version {
            entry.subtreeVersion = version
            next = entry.superlayer
        }
    }

    /// Lets go of what is kept for layers `freed`, which no frame will show again.
    private func forget(_ freed: [LayerID]) {
        guard !freed.isEmpty else { return }
        remove(freed)
        compositor.forget(freed)
        let ids = Set(freed)
        detached.removeAll { ids.contains($0.subtree.id) }
    }

    /// Takes layers `ids` out of the table, with their animations and transitions.
    private func remove(_ ids: [LayerID]) {
        let spareLimit = layers.count
        for id in ids {
            guard let entry = layers.removeValue(forKey: id) else { continue }
            ledger.remove(id)
            transitions[id] = nil
            // Emptied and kept for the next layers committed (a page that comes back
            // allocates no boxes), as many as the tree has.
            if spareEntries.count < spareLimit {
                entry.layer = CommittedEntry.empty
                entry.superlayer = nil
                spareEntries.append(entry)
            }
        }
    }

    /// Forgets layers no longer reachable from the root (a new root's commit, or a host's
    /// that forgot what it sent), with their animations and transitions.
    private func collectGarbage() {
        reachabilityWalks += 1
        // Each box reached is marked with the walk's number (no set of the tree's IDs
        // is built), and only the boxes left unmarked are taken out of the table.
        let walk = reachabilityWalks
        var reached = 0
        var stack = rootID.map { [$0] } ?? []
        while let id = stack.popLast() {
            guard let entry = layers[id], entry.reachedInWalk != walk else { continue }
            entry.reachedInWalk = walk
            reached += 1
            stack.append(contentsOf: entry.layer.sublayers)
        }
        guard reached < layers.count else { return }
        var unreachable: [LayerID] = []
        unreachable.reserveCapacity(layers.count - reached)
        for (id, entry) in layers where entry.reachedInWalk != walk { unreachable.append(id) }
        remove(unreachable)
        // Kept subtrees of layers gone from the table (freed, perhaps unreported) go too.
        detached.removeAll { layers[$0.subtree.id] == nil }
    }

    /// `id`'s subtree drawn in its own bounds at media time `time`, as a transition
    /// snapshot, and the subtree it shows (nil: none, the picture is empty).
    private func snapshot(of id: LayerID, at time: CFTimeInterval) -> (image: CGImage, subject: RenderLayer?) {
        snapshot(of: id, parentTime: parentTime(of: id, at: time), time: time)
    }

    /// A transition's before picture: `id`'s subtree as the last frame drew it. When no
    /// commit came in since that frame and nothing in the subtree was in a transition,
    /// the frame tree's copy of it holds exactly what `snapshot` would present again
    /// (the same committed values at the same time), stamps included: it is drawn
    /// instead of a thousand layers presented anew.
    private func beforeSnapshot(of id: LayerID, at time: CFTimeInterval) -> CGImage {
        if !committedSinceFrame, time == lastFrameTime, let tree = frameTreeCopy(of: id), !tree.census.transitions {
            beforeSnapshotsFromFrame += 1
            return snapshotImage(of: tree).image
        }
        return snapshot(of: id, at: time).image
    }

    /// The last frame's copy of layer `id`'s subtree, if that frame showed it.
    private func frameTreeCopy(of id: LayerID) -> RenderLayer? {
        guard let rootID, frameTree.id == rootID else { return nil }
        let path = id == rootID ? [] : superlayers(of: id) + [id]
        guard path.isEmpty || path.first == rootID else { return nil }
        return withUnsafePointer(to: frameTree) { Self.copy(of: path.dropFirst(), below: $0) }
    }

    /// The layer at the end of `path` (IDs of sublayers, one per level) below `layer`.
    /// Through pointers: a layer read out of its array is copied, with all it holds.
    private static func copy(of path: ArraySlice<LayerID>, below layer: UnsafePointer<RenderLayer>) -> RenderLayer? {
        guard let next = path.first else { return layer.pointee }
        return layer.pointee.sublayers.withUnsafeBufferPointer { sublayers in
            guard let first = sublayers.baseAddress, let index = sublayers.firstIndex(where: { $0.id == next }) else {
                return nil
            }
            return copy(of: path.dropFirst(), below: first + index)
        }
    }

    /// `id`'s subtree as a snapshot, its superlayer's time already known.
    private func snapshot(of id: LayerID, parentTime: CFTimeInterval,
                          time: CFTimeInterval) -> (image: CGImage, subject: RenderLayer?) {
        guard let entry = layers[id] else { return (CGImage(bitmap: Bitmap(width: 0, height: 0)), nil) }
        var scratch = FrameState(time: time, recordEvents: false)
        guard let tree = renderLayer(entry, parentTime: parentTime, state: &scratch, withTransitions: false) else {
            return (CGImage(bitmap: Bitmap(width: 0, height: 0)), nil)
        }
        return snapshotImage(of: tree)
    }

    /// The picture of presented subtree `tree` as a snapshot: one of the last taken, if
    /// it draws the same, else drawn now.
    private func snapshotImage(of tree: RenderLayer) -> (image: CGImage, subject: RenderLayer?) {
        let subject = tree.rasterizationSubject
        if let recent = recentSnapshots.last(where: { $0.subject.drawsSamePicture(as: subject) }) {
            return (recent.image, subject)
        }
        let image = compositor.snapshotImage(tree, scale: scale)
        recentSnapshots.append((subject, image))
        func bytes(_ image: CGImage) -> Int { image.width * image.height * 4 }
        let budget = Double(recentSnapshots.map { bytes($0.image) }.max() ?? 0) * Self.reusedSnapshotBudget
        var held = recentSnapshots.reduce(0) { $0 + bytes($1.image) }
        while Double(held) > budget, recentSnapshots.count > 1 {
            held -= bytes(recentSnapshots.removeFirst().image)
        }
        return (image, subject)
    }

    /// A live transition's new content for the frame at media time `time`: `id`'s
    /// subtree drawn again now, under a new snapshot ID so caches and damage see the
    /// change. Only transitions with `rendersLiveContent` pay for this.
    private func liveSnapshot(of id: LayerID, parentTime: CFTimeInterval,
                              time: CFTimeInterval) -> (id: UInt64, image: CGImage) {
        snapshotCounter += 1
        return (snapshotCounter, snapshot(of: id, parentTime: parentTime, time: time).image)
    }

    /// The time of `id`'s superlayer at media time `t`.
    private func parentTime(of id: LayerID, at t: CFTimeInterval) -> CFTimeInterval {
        var time = t
        for p in superlayers(of: id) { time = layers[p]?.layer.properties.timing.localTime(fromParent: time) ?? time }
        return time
    }

    /// `id`'s superlayers, the root first: up the links each layer keeps to the one that
    /// last listed it, each checked (the superlayer lists it, and the chain ends at the
    /// root); else found by walking down from the root.
    private func superlayers(of id: LayerID) -> [LayerID] {
        var chain: [LayerID] = []
        var current = id
        while current != rootID, chain.count <= layers.count {
            guard let up = layers[current]?.superlayer, let parent = layers[up],
                  parent.layer.sublayers.contains(current) else { return superlayersFound(of: id) }
            chain.append(up)
            current = up
        }
        return current == rootID ? chain.reversed() : superlayersFound(of: id)
    }

    /// `id`'s superlayers, the root first, found by walking down from the root; a layer
    /// the root does not reach has none.
    private func superlayersFound(of id: LayerID) -> [LayerID] {
        var path: [LayerID] = []
        var visited = 0
        func find(_ current: LayerID) -> Bool {
            if current == id { return true }
            visited += 1
            guard visited <= layers.count, let entry = layers[current] else { return false }
            path.append(current)
            for child in entry.layer.sublayers where find(child) { return true }
            path.removeLast()
            return false
        }
        guard let rootID, find(rootID) else { return [] }
        return path
    }

    // MARK: Frames

    private struct FrameState {
        var time: CFTimeInterval
        var recordEvents: Bool
        var events: [AnimationEvent] = []
        var isAnimating = false
        /// Finished animations to drop from their layers after the frame.
        var removals: [(LayerID, UInt64)] = []
        /// Layers whose transition ended this frame and that still draw its "after"
        /// snapshot exactly, with that snapshot (`FinishedTransition`).
        var finishedTransitions: [LayerID: CGImage] = [:]
    }

    /// Draws the frame shown at media time `time` into `target`. The work ahead of need
    /// it finds (`BuildAhead`) is done before it returns, or, `leavingWorkAhead`, by
    /// `doWorkAhead()` once the frame is shown: at the latest, before the next commit
    /// is taken in or the next frame drawn.
    func renderFrame(at time: CFTimeInterval, into target: BitmapView, leavingWorkAhead: Bool = false) -> FrameResult {
        doWorkAhead()
        if !mayChange && compositor.holdsLastPicture(width: target.width, height: target.height) {
            compositor.renderUnchanged()
            lastFrameTime = time
            return FrameResult(damage: Region(), events: [], isAnimating: false)
        }
        var state = FrameState(time: time, recordEvents: true)
        committedSinceFrame = false
        let settledStamps = stamps
        if let id = rootID, let root = layers[id] {
            update(&frameTree, from: root, parentTime: time, state: &state, withTransitions: true)
        } else {
            frameTree = RenderLayer(id: LayerID(rawValue: 0), properties: LayerProperties())
        }
        for (layerID, animationID) in state.removals {
            layers[layerID]?.layer.animations.removeAll { $0.id == animationID }
            if transitions[layerID]?.animationID == animationID { transitions[layerID] = nil }
        }
        let damage = compositor.render(frameTree, into: target, scale: scale, finishedTransitions: state.finishedTransitions,
                                         settledStamps: settledStamps, leavingWorkAhead: leavingWorkAhead)
        lastFrameTime = time
        mayChange = state.isAnimating || !state.removals.isEmpty || !transitions.isEmpty
        return FrameResult(damage: damage, events: state.events, isAnimating: state.isAnimating)
    }

    /// Does the work ahead of need the last frame left (`renderFrame(at:into:leavingWorkAhead:)`), if any.
    func doWorkAhead() {
        if compositor.workAheadPending { compositor.doWorkAhead(frameTree) }
    }

    /// The presented layer: committed values with its animations applied at its
    /// local time, and its transition frame; records start/stop events on the way.
    private func renderLayer(_ entry: CommittedEntry, parentTime: CFTimeInterval, state: inout FrameState,
                             withTransitions: Bool) -> RenderLayer? {
        var rendered = RenderLayer(id: entry.layer.id, properties: entry.layer.properties)
        update(&rendered, from: entry, parentTime: parentTime, state: &state, withTransitions: withTransitions)
        return rendered
    }

    /// Makes `rendered` the presented `layer` (as `renderLayer` does), writing over
    /// the values and sublayers it holds: sublayer arrays keep their storage.
    private func update(_ rendered: inout RenderLayer, from entry: CommittedEntry, parentTime: CFTimeInterval,
                        state: inout FrameState, withTransitions: Bool) {
        // Whether `rendered` is a copy of this layer (read before presenting overwrites its ID).
        let sameLayer = rendered.id == entry.layer.id
        // A still subtree presented from the committed subtree as it is: nothing in it
        // animates, so any time presents the same values (a page of labels under a
        // moving navigation bar, a page brought back from its detached copy).
        if sameLayer, rendered.stillVersion != 0, rendered.stillVersion == entry.subtreeVersion {
            stillSubtreesPassed += 1
            return
        }
        let t = entry.layer.properties.timing.localTime(fromParent: parentTime)
        // Last frame's copy of the committed values, with nothing to apply, stays as it is
        // (several hundred bytes and their references not copied again), and so does a
        // copy presented before (it has a stamp) that holds values equal to the committed
        // ones and nothing else, no transition frame, no moving animation: a page taken out
        // and put back unchanged, or the frame after an animation ended, where its removal
        // is committed. Presenting would write what it holds: its stamp stays, and what was
        // kept for it stays valid.
        let kept = entry.layer.animations.isEmpty && entry.layer.generation != 0 && sameLayer
            && (rendered.generation == entry.layer.generation
                || rendered.subtreeStamp != 0 && rendered.transition == nil && !rendered.placementAnimates
                    && rendered.properties == entry.layer.properties)
        if kept { rendered.generation = entry.layer.generation }
        /// The transition that ended this frame, if any (its animation's ID).
        let finished = kept ? nil
            : present(&rendered, entry.layer, t: t, parentTime: parentTime, state: &state, withTransitions: withTransitions)
        if !kept { layersPresented += 1 }
        var changed = !kept || rendered.subtreeStamp == 0
        // Still only when no layer of the subtree animates and every listed sublayer was
        // committed (one committed later could not mark this layer changed).
        var still = entry.layer.animations.isEmpty
        // Still sublayers, and nothing committed below since: only this layer animates.
        if sameLayer, rendered.sublayersStillVersion != 0, rendered.sublayersStillVersion == entry.subtreeVersion {
            stillSubtreesPassed += rendered.sublayers.count
            stillSublayersPassed += 1
        } else {
            still = updateSublayers(&rendered, of: entry, t: t, state: &state, withTransitions: withTransitions,
                                    changed: &changed) && still
        }
        if changed {
            stamps += 1
            rendered.subtreeStamp = stamps
        }
        rendered.stillVersion = still ? entry.subtreeVersion : 0
        // The frame where a transition ends: its after snapshot, if the subtree still draws it.
        if let finished, rendered.transition == nil, let active = transitions[entry.layer.id], active.animationID == finished,
           let subject = active.afterSubject, rendered.rasterizationSubject.drawsSamePicture(as: subject) {
            state.finishedTransitions[entry.layer.id] = active.after
        }
    }

    /// Brings `rendered`'s sublayers up to date with `entry`'s (`update` for each), noting
    /// in `changed` whether any subtree's stamp or the list changed; returns whether
    /// every sublayer's subtree is still (and records it in `sublayersStillVersion`).
    private func updateSublayers(_ rendered: inout RenderLayer, of entry: CommittedEntry, t: CFTimeInterval,
                                 state: inout FrameState, withTransitions: Bool, changed: inout Bool) -> Bool {
        var still = true
        let sublayers = entry.layer.sublayers
        // Written only where something changes: a write makes the list unique, and where
        // a kept picture or kept items share it (their subject), copies it whole (500
        // labels' copies and their references, to pass by still sublayers).
        if rendered.sublayers.capacity < sublayers.count { rendered.sublayers.reserveCapacity(sublayers.count) }
        var count = 0
        for id in sublayers {
            guard let child = layers[id] else {
                still = false
                continue
            }
            if child.superlayer != entry.layer.id { child.superlayer = entry.layer.id }
            // A still sublayer's copy stays as it is (what `update` would find first), read in place.
            if count < rendered.sublayers.count, rendered.sublayers.withUnsafeBufferPointer({ copies in
                copies[count].id == child.layer.id && copies[count].stillVersion != 0
                    && copies[count].stillVersion == child.subtreeVersion
            }) {
                stillSubtreesPassed += 1
                count += 1
                continue
            }
            if count < rendered.sublayers.count {
                let stamp = rendered.sublayers[count].subtreeStamp
                if rendered.sublayers[count].id != child.layer.id, state.recordEvents {
                    bring(child, to: count, of: &rendered.sublayers)
                }
                update(&rendered.sublayers[count], from: child, parentTime: t, state: &state, withTransitions: withTransitions)
                if rendered.sublayers[count].subtreeStamp != stamp { changed = true }
                if rendered.sublayers[count].stillVersion == 0 { still = false }
            } else {
                // A sublayer added after the others starts from the frame tree's detached
                // copy, if one is kept (a page a navigation push brings back, appended to
                // its container): what did not change keeps its values and stamps instead
                // of being presented anew. A snapshot's subtree starts from it too (a page a
                // transition brings back), leaving it in the pool for the frame that shows it.
                let kept = state.recordEvents ? takeDetached(child.layer.id)
                    : detached.last(where: { $0.subtree.id == child.layer.id })?.subtree
                if kept != nil, !state.recordEvents { snapshotSubtreesFromDetached += 1 }
                // Consumed, not copied: a `kept` still alive shares the subtree's sublayer
                // lists with `fresh`, and the update's first change to one copies it whole.
                var fresh = (consume kept) ?? RenderLayer(id: child.layer.id, properties: child.layer.properties)
                update(&fresh, from: child, parentTime: t, state: &state, withTransitions: withTransitions)
                if fresh.stillVersion == 0 { still = false }
                rendered.sublayers.append(fresh)
                changed = true
            }
            count += 1
        }
        if count < rendered.sublayers.count {
            if state.recordEvents { for gone in rendered.sublayers[count...] { detach(gone) } }
            rendered.sublayers.removeSubrange(count...)
            changed = true
        }
        rendered.sublayersStillVersion = still ? entry.subtreeVersion : 0
        return still
    }

    /// Puts the frame tree's copy of `child` at `index` of `sublayers`, where another
    /// layer is: the sublayers before it were taken out (it moved up), or it comes from
    /// elsewhere (detached earlier, or new) and the one there is detached.
    private func bring(_ child: CommittedEntry, to index: Int, of sublayers: inout [RenderLayer]) {
        if let later = sublayers[(index + 1)...].firstIndex(where: { $0.id == child.layer.id }) {
            for gone in sublayers[index..<later] { detach(gone) }
            sublayers.removeSubrange(index..<later)
        } else {
            let back = takeDetached(child.layer.id) ?? RenderLayer(id: child.layer.id, properties: child.layer.properties)
            detach(sublayers[index])
            sublayers[index] = back
        }
    }

    /// Keeps `subtree`, which the frame tree no longer shows, in case it comes back, if
    /// it is large; the oldest kept go beyond `detachedKept` or `detachedLayers` layers. Its transition frames go (a
    /// returning layer with a transition is presented anew): their snapshots are whole
    /// pictures, not worth holding for a layer that may never come back.
    private func detach(_ subtree: RenderLayer) {
        let (layers, transitions) = subtree.census
        guard layers >= Self.detachedMinimumLayers, layers <= Self.detachedLayers else { return }
        var subtree = subtree
        if transitions { subtree.dropTransitions() }
        detached.append((subtree, layers))
        var total = detached.reduce(0) { $0 + $1.layers }
        while total > Self.detachedLayers || detached.count > Self.detachedKept {
            total -= detached.removeFirst().layers
        }
    }

    /// The detached subtree of layer `id`, taken out of those kept, if there is one.
    private func takeDetached(_ id: LayerID) -> RenderLayer? {
        guard let index = detached.lastIndex(where: { $0.subtree.id == id }) else { return nil }
        subtreesFromDetached += 1
        return detached.remove(at: index).subtree
    }

    /// Writes `layer`'s presented values into `rendered` (its committed values with its
    /// animations applied at local time `t`, and its transition frame), recording starts
    /// and stops; returns the ID of a transition that ended this frame, if any.
    private func present(_ rendered: inout RenderLayer, _ layer: CommittedLayer, t: CFTimeInterval,
                         parentTime: CFTimeInterval, state: inout FrameState, withTransitions: Bool) -> UInt64? {
        var properties = layer.properties
        var transitionFrame: TransitionFrame?
        var finished: UInt64?
        var placementAnimates = false
        for record in layer.animations where !(state.recordEvents && ledger.hasFinished(record.id) && record.isRemovedOnCompletion) {
            let ended = record.hasFinished(atLayerTime: t)
            if state.recordEvents {
                if record.hasStarted(atLayerTime: t) && ledger.start(record.id) {
                    state.events.append(.didStart(layer: layer.id, animation: record.id))
                }
                if ended && ledger.finish(record.id) {
                    state.events.append(.didStop(layer: layer.id, animation: record.id, finished: true))
                }
                if !ended { state.isAnimating = true }
            }
            if ended && record.isRemovedOnCompletion {
                if state.recordEvents { state.removals.append((layer.id, record.id)) }
                if withTransitions, record.transition?.rendersLiveContent == false { finished = record.id }
                continue
            }
            record.apply(to: &properties, atLayerTime: t)
            if !ended, record.movesPlacement, record.hasStarted(atLayerTime: t) { placementAnimates = true }
            if withTransitions, let progress = record.transitionProgress(atLayerTime: t),
               let active = transitions[layer.id], active.animationID == record.id, let transition = record.transition {
                var after = (id: active.snapshotID, image: active.after)
                if transition.rendersLiveContent { after = liveSnapshot(of: layer.id, parentTime: parentTime, time: state.time) }
                transitionFrame = TransitionFrame(snapshotID: after.id, before: active.before, after: after.image,
                                                  type: transition.type, subtype: transition.subtype, progress: progress)
            }
        }
        rendered.id = layer.id
        rendered.properties = properties
        rendered.transition = transitionFrame
        rendered.placementAnimates = placementAnimates
        // Only a copy of the committed values as they are is known to stay valid.
        rendered.generation = layer.animations.isEmpty ? layer.generation : 0
        return finished
    }
}

/// A committed layer in the render engine's table, read in place.
private final class CommittedEntry {
    /// Only the render engine's thread touches an entry, one access at a time.
    @exclusivity(unchecked) var layer: CommittedLayer
    /// The last reachability walk that reached this box (`RenderEngine.reachabilityWalks`).
    var reachedInWalk = 0
    /// The layer whose committed sublayers last listed this one (checked before use:
    /// it may have let it go since).
    var superlayer: LayerID?
    /// Changes whenever this layer or one below it is committed anew (a sublayer list
    /// changing commits its layer): a number no other state of the subtree had, given
    /// by `RenderEngine.markChanged` (0: none yet). A presented copy that bears it
    /// (`RenderLayer.stillVersion`) holds what presenting the subtree again would make.
    var subtreeVersion: UInt64 = 0

    init(_ layer: CommittedLayer) { self.layer = layer }

    /// What a spare box holds: nothing of any layer's.
    static let empty = CommittedLayer(id: LayerID(rawValue: 0), properties: LayerProperties(), sublayers: [], animations: [])
}
