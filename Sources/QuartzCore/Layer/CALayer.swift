import CoreGraphics

/// The methods a layer's delegate (a UIView, for a view's layer) may implement; they
/// are called on the main actor.
@preconcurrency @MainActor public protocol CALayerDelegate: AnyObject {
    /// The action for `event` (a property key), or nil to let the layer continue the
    /// search; return `NSNull()` to run no action at all.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Lays out the layer's sublayers; called by `layoutIfNeeded()`.
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    public func layoutSublayers(of layer: CALayer) {}
}

/// A rectangle of picture in a tree: Core Animation's unit of composition.
///
/// Setting a property changes the model value at once and, outside a transaction
/// that disables actions, runs the layer's action for that key — for a standalone
/// layer an implicit animation from the old value (0.25 s, linear). What is on screen
/// is the presentation: `presentation()` computes it for `CACurrentMediaTime()`.
///
/// Isolation: Apple's CALayer is not actor-isolated (each thread has its own implicit
/// transaction). Kiosk's model layer tree belongs to the main actor, whose transaction
/// copies it to the render server at commit, so a layer is main-actor isolated — but
/// `@preconcurrency`, as the SDK's main-actor types are, so that Swift 5 code makes and
/// configures layers in plain helper types with no diagnostic. Swift 6 code is warned
/// when it does so outside the main actor, and at run time a layer made or changed off
/// the main actor stops the program with a message (`MainActorCheck`) before it can race
/// with the main actor. The `CAMediaTiming` conformance (the protocol is not isolated,
/// so that animations conform anywhere) is checked at run time too.
@preconcurrency @MainActor open class CALayer: @preconcurrency CAMediaTiming {
    @exclusivity(unchecked) private(set) var id: LayerID
    var properties = LayerProperties()
    // The properties marked `@exclusivity(unchecked)` (the identity, the tree and the
    // commit's bookkeeping) are read or written for each layer a commit reaches and each
    // layer leaving the tree (a page's 500 labels at once), on the main actor only: not
    // checked for overlapping access (40 instructions a check).

    /// The animations in the order they were added (later ones apply on top).
    @exclusivity(unchecked) var animationEntries: [AnimationEntry] = []
    /// For a presentation layer, the model it was made from.
    private(set) weak var modelLayer: CALayer?
    private(set) var isPresentation = false
    /// Counts changes, so that each render host sends a layer only when it changed.
    @exclusivity(unchecked) var version = 0
    var isQueuedForCommit = false
    /// The commit this layer, or a layer below it, last changed for
    /// (`LayerTreeHosts.commitNumber`): a commit walks only the paths to what changed.
    @exclusivity(unchecked) var changedForCommit: UInt64 = 0
    /// The commit a layer last left this layer's subtree for (`LayerTreeHosts.layersLeft(treeOf:)`):
    /// a host showing this layer walks its whole tree for that commit, to find the
    /// layers gone; other hosts walk only along what changed.
    @exclusivity(unchecked) var layerLeftTreeForCommit: UInt64 = 0
    /// The layer left every renderer's tree and has not come back: animations added
    /// to it now can never play, and stop at the commit (`Transaction.send`).
    @exclusivity(unchecked) var hasLeftScreen = false
    /// Some render host has been sent the layer: until then it has nothing on screen to
    /// animate from, so its settings take effect without implicit animations (as on iOS,
    /// where a layer configured before its first commit appears as configured).
    @exclusivity(unchecked) var hasBeenShown = false

    public private(set) weak var superlayer: CALayer?
    @exclusivity(unchecked) private var sublayerStorage: [CALayer] = []
    /// The delegate, held weakly. A view's layer holds its view apart
    /// (`setViewDelegate`): a weak reference to every view made every retain and
    /// release of every view take the runtime's slow path (see `UnretainedReference`).
    public var delegate: CALayerDelegate? {
        get {
            guard let viewReference else { return otherDelegate }
            return viewReference.isAlive ? viewDelegate : nil
        }
        set {
            viewReference = nil
            viewDelegate = nil
            otherDelegate = newValue
        }
    }
    private weak var otherDelegate: CALayerDelegate?
    /// The view whose layer this is: unowned, which keeps the view's memory (not the
    /// view) while the layer lives, so `viewReference` can always ask whether the view
    /// is alive; read only when it is.
    @exclusivity(unchecked) private unowned(safe) var viewDelegate: CALayerDelegate?
    @exclusivity(unchecked) private var viewReference: UnretainedReference<AnyObject>?

    /// Makes `view`, whose layer this is, the delegate.
    @_spi(KioskRuntime) public func setViewDelegate(_ view: CALayerDelegate) {
        otherDelegate = nil
        viewDelegate = view
        viewReference = UnretainedReference(view)
    }
    /// Actions by key, consulted after the delegate and before the class default.
    public var actions: [String: CAAction]?
    public var name: String?

    public required init() {
        id = LayerRegistry.nextID()
        LayerRegistry.register(self)
    }

    /// A copy of `layer`'s values (not its sublayers, delegate or animations). Core
    /// Animation makes presentation layers with it, so a subclass that adds stored
    /// properties copies them here.
    public required init(layer: Any) {
        id = LayerRegistry.nextID()
        if let other = layer as? CALayer {
            properties = other.properties
            name = other.name
            actions = other.actions
        }
        LayerRegistry.register(self)
    }

    /// Leaves the registry; animations still attached stop (their delegates hear
    /// finished: false), so no transaction completion waits for them for ever. A layer
    /// that was shown is named in the next commit, so render hosts let go of its bitmaps.
    isolated deinit {
        guard !isPresentation else { return }
        LayerRegistry.unregister(id)
        if hasBeenShown { Transaction.layerFreed(id) }
        for entry in animationEntries { AnimationEvents.animationRemoved(entry) }
    }

    // MARK: Property storage

    /// Sets one property: the model value changes at once, and unless the value is
    /// unchanged or actions are disabled, the key's action (looked up before the
    /// change) runs after it, with the old presented value as "previousValue".
    func set<Value: Equatable>(_ keyPath: WritableKeyPath<LayerProperties, Value>, _ newValue: Value, key: String) {
        if isPresentation { properties[keyPath: keyPath] = newValue; return }
        guard properties[keyPath: keyPath] != newValue else { return }
        let action = CATransaction.disableActions() ? nil : action(forKey: key)
        let previous = action == nil ? nil : presentationValue(forKeyPath: key)
        properties[keyPath: keyPath] = newValue
        Transaction.layerDidChange(self)
        if let action { action.run(forKey: key, object: self, arguments: previous.map { ["previousValue": $0] }) }
    }

    /// Sets the contents image, compared by identity; contents switch without an action.
    func setContents(_ newValue: CGImage?) {
        guard properties.contents !== newValue else { return }
        properties.contents = newValue
        if !isPresentation { Transaction.layerDidChange(self) }
    }

    // MARK: Geometry

    /// The layer's own coordinate space: its origin is the top-left corner's coordinate.
    open var bounds: CGRect { get { properties.bounds } set { set(\.bounds, newValue, key: "bounds") } }
    /// Where the anchor point sits in the superlayer's coordinates.
    open var position: CGPoint { get { properties.position } set { set(\.position, newValue, key: "position") } }
    /// The point of the bounds, in unit coordinates, that `position` places and that
    /// transforms turn and scale about. Default (0.5, 0.5), the centre.
    open var anchorPoint: CGPoint { get { properties.anchorPoint } set { set(\.anchorPoint, newValue, key: "anchorPoint") } }
    /// Orders siblings: higher values draw on top, ties in sublayer order.
    open var zPosition: CGFloat { get { properties.zPosition } set { set(\.zPosition, newValue, key: "zPosition") } }
    open var transform: CATransform3D { get { properties.transform } set { set(\.transform, newValue, key: "transform") } }
    /// Applied to the sublayers, about this layer's anchor point (perspective goes here).
    open var sublayerTransform: CATransform3D {
        get { properties.sublayerTransform } set { set(\.sublayerTransform, newValue, key: "sublayerTransform") }
    }

    /// The layer's rectangle in the superlayer's coordinates, derived from bounds,
    /// position and anchorPoint; for a transformed layer, the bounding box of the
    /// transformed bounds. Setting it sets position and bounds.size.
    open var frame: CGRect {
        get {
            CATransform3DIsIdentity(transform)
                ? CGRect(x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
                         width: bounds.width, height: bounds.height)
                : properties.planeToSuperlayer(nil).boundingBox(of: bounds)
        }
        set {
            let r = newValue.standardized
            position = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
            bounds.size = r.size
        }
    }

    // MARK: Appearance

    open var opacity: Float { get { properties.opacity } set { set(\.opacity, min(max(newValue, 0), 1), key: "opacity") } }
    open var isHidden: Bool { get { properties.isHidden } set { set(\.isHidden, newValue, key: "hidden") } }
    open var backgroundColor: CGColor? { get { properties.backgroundColor } set { set(\.backgroundColor, newValue, key: "backgroundColor") } }
    open var cornerRadius: CGFloat { get { properties.cornerRadius } set { set(\.cornerRadius, max(newValue, 0), key: "cornerRadius") } }
    open var borderWidth: CGFloat { get { properties.borderWidth } set { set(\.borderWidth, max(newValue, 0), key: "borderWidth") } }
    open var borderColor: CGColor? { get { properties.borderColor } set { set(\.borderColor, newValue, key: "borderColor") } }
    open var masksToBounds: Bool { get { properties.masksToBounds } set { set(\.masksToBounds, newValue, key: "masksToBounds") } }
    /// The image the layer shows (Apple types it `Any?`; a `CGImage` is what it draws).
    open var contents: Any? {
        get { properties.contents }
        set { setContents(newValue as? CGImage) }
    }
    open var contentsGravity: CALayerContentsGravity {
        get { properties.contentsGravity } set { set(\.contentsGravity, newValue, key: "contentsGravity") }
    }
    /// The stretchable middle of the contents in unit coordinates; outside it the
    /// image keeps its size (a nine-part image).
    open var contentsCenter: CGRect { get { properties.contentsCenter } set { set(\.contentsCenter, newValue, key: "contentsCenter") } }
    open var contentsScale: CGFloat {
        get { properties.contentsScale } set { set(\.contentsScale, newValue > 0 ? newValue : 1, key: "contentsScale") }
    }
    open var shadowOpacity: Float {
        get { properties.shadowOpacity } set { set(\.shadowOpacity, min(max(newValue, 0), 1), key: "shadowOpacity") }
    }
    open var shadowRadius: CGFloat { get { properties.shadowRadius } set { set(\.shadowRadius, max(newValue, 0), key: "shadowRadius") } }
    open var shadowOffset: CGSize { get { properties.shadowOffset } set { set(\.shadowOffset, newValue, key: "shadowOffset") } }
    open var shadowColor: CGColor? { get { properties.shadowColor } set { set(\.shadowColor, newValue, key: "shadowColor") } }
    /// Draw the layer and its sublayers once into a cached bitmap and reuse it while
    /// they do not change (moving, fading or transforming the layer keeps the cache).
    open var shouldRasterize: Bool { get { properties.shouldRasterize } set { set(\.shouldRasterize, newValue, key: "shouldRasterize") } }

    // MARK: Media timing (a layer's own timeline)

    open var beginTime: CFTimeInterval { get { properties.timing.beginTime } set { set(\.timing.beginTime, newValue, key: "beginTime") } }
    open var duration: CFTimeInterval { get { properties.timing.duration } set { set(\.timing.duration, newValue, key: "duration") } }
    open var speed: Float { get { properties.timing.speed } set { set(\.timing.speed, newValue, key: "speed") } }
    open var timeOffset: CFTimeInterval { get { properties.timing.timeOffset } set { set(\.timing.timeOffset, newValue, key: "timeOffset") } }
    open var repeatCount: Float { get { properties.timing.repeatCount } set { set(\.timing.repeatCount, newValue, key: "repeatCount") } }
    open var repeatDuration: CFTimeInterval {
        get { properties.timing.repeatDuration } set { set(\.timing.repeatDuration, newValue, key: "repeatDuration") }
    }
    open var autoreverses: Bool { get { properties.timing.autoreverses } set { set(\.timing.autoreverses, newValue, key: "autoreverses") } }
    open var fillMode: CAMediaTimingFillMode { get { properties.timing.fillMode } set { set(\.timing.fillMode, newValue, key: "fillMode") } }

    // MARK: The layer tree

    /// The sublayers, back to front (nil when there are none, as in Core Animation).
    open var sublayers: [CALayer]? {
        get { sublayerStorage.isEmpty ? nil : sublayerStorage }
        set {
            for layer in sublayerStorage { layer.superlayer = nil }
            if !sublayerStorage.isEmpty { LayerTreeHosts.layersLeft(treeOf: self) }
            sublayerStorage = []
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(sublayerStorage.count)) }
            Transaction.layerDidChange(self)
        }
    }

    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayerStorage.count)) }

    /// Inserts `layer` at `index` (clamped to the number of sublayers), first removing
    /// it from its current superlayer.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        precondition(layer !== self, "CALayer.insertSublayer: a layer cannot be its own sublayer")
        precondition(!layer.isPresentation && !isPresentation, "CALayer.insertSublayer: presentation layers are read-only")
        precondition(!isDescendant(of: layer), "CALayer.insertSublayer: \(layer) is an ancestor of \(self); that would make a cycle")
        if layer.superlayer === self, let i = sublayerStorage.firstIndex(where: { $0 === layer }) {
            sublayerStorage.remove(at: i)
        } else {
            layer.removeFromSuperlayer()
        }
        sublayerStorage.insert(layer, at: min(Int(index), sublayerStorage.count))
        layer.superlayer = self
        if layer.needsLayoutFlag || layer.sublayerNeedsLayout { markSublayerNeedsLayout() }
        Transaction.layerDidChange(self)
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, let i = sublayerStorage.firstIndex(where: { $0 === sibling }) else {
            insertSublayer(layer, at: 0); return
        }
        insertSublayer(layer, at: UInt32(i))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, sublayerStorage.contains(where: { $0 === sibling }) else { addSublayer(layer); return }
        layer.removeFromSuperlayer()
        let i = sublayerStorage.firstIndex(where: { $0 === sibling })!
        insertSublayer(layer, at: UInt32(i + 1))
    }

    open func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let i = sublayerStorage.firstIndex(where: { $0 === old }) else {
            preconditionFailure("CALayer.replaceSublayer: \(old) is not a sublayer of \(self)")
        }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(i))
    }

    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayerStorage.removeAll { $0 === self }
        superlayer = nil
        LayerTreeHosts.layersLeft(treeOf: parent)
        Transaction.layerDidChange(parent)
    }

    func isDescendant(of ancestor: CALayer) -> Bool {
        var layer: CALayer? = self
        while let l = layer { if l === ancestor { return true }; layer = l.superlayer }
        return false
    }

    /// The sublayers without the optional wrapper.
    var children: [CALayer] { sublayerStorage }

    // MARK: Layout

    private var needsLayoutFlag = false
    /// Whether a sublayer, at any depth, asked for layout since this layer's sublayers
    /// were last laid out: `layoutIfNeeded` goes down only where one did, so a turn
    /// that lays out one view does not visit every layer of the window. A marked
    /// layer's superlayers are marked too.
    private var sublayerNeedsLayout = false

    /// Asks for `layoutSublayers()` at the next `layoutIfNeeded()` — at the latest
    /// when the transaction commits, which lays out the tree it sends.
    open func setNeedsLayout() {
        needsLayoutFlag = true
        superlayer?.markSublayerNeedsLayout()
        Transaction.layoutRequested()
    }
    open func needsLayout() -> Bool { needsLayoutFlag }
    /// Lays out this layer if it asked for layout, then the sublayers that did, or
    /// hold one that did, top down.
    open func layoutIfNeeded() {
        if needsLayoutFlag { needsLayoutFlag = false; layoutSublayers() }
        guard sublayerNeedsLayout else { return }
        sublayerNeedsLayout = false
        for layer in sublayerStorage where layer.needsLayoutFlag || layer.sublayerNeedsLayout { layer.layoutIfNeeded() }
    }

    /// Marks this layer and its superlayers as holding a layer that asked for layout.
    private func markSublayerNeedsLayout() {
        var layer: CALayer? = self
        while let marked = layer, !marked.sublayerNeedsLayout {
            marked.sublayerNeedsLayout = true
            layer = marked.superlayer
        }
    }
    /// Lays out the sublayers; the default asks the delegate.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// Marks the layer as needing to redraw; the render server redraws it at the next commit.
    open func setNeedsDisplay() { Transaction.layerDidChange(self) }

    // MARK: Actions and hit testing

    /// The action for `event`, searched as Core Animation does: the delegate's
    /// `action(for:forKey:)`, then `actions`, then `defaultAction(forKey:)`. An
    /// `NSNull` found on the way ends the search with no action.
    open func action(forKey event: String) -> CAAction? { searchAction(forKey: event) }

    /// The implicit animation for a property: a basic animation from the old
    /// presented value to the new one, for every animatable property except the
    /// discrete ones (hidden, masksToBounds, shouldRasterize, contents).
    open class func defaultAction(forKey event: String) -> CAAction? { implicitAnimation(forKey: event) }

    /// Whether `point`, in this layer's coordinates, is inside its bounds.
    open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }

    /// The farthest descendant (or self) containing `point`, given in the
    /// superlayer's coordinates; hidden and fully transparent layers are skipped, and
    /// sublayers are searched front to back (by zPosition, then order). A layer that
    /// masks to bounds hides the parts of its sublayers outside it.
    open func hitTest(_ point: CGPoint) -> CALayer? { searchHit(point) }

    // MARK: Presentation and model

    /// A copy of the layer as it appears now: every animation evaluated for
    /// `CACurrentMediaTime()`, computed on each call (never nil here, unlike Core
    /// Animation before a layer's first commit).
    open func presentation() -> Self? {
        if isPresentation { return self }
        let presentation = Self(layer: self)
        LayerRegistry.unregister(presentation.id)
        presentation.id = id
        presentation.isPresentation = true
        presentation.modelLayer = self
        presentation.properties = presentedProperties(at: CACurrentMediaTime())
        return presentation
    }

    /// The model layer a presentation layer was made from (self for a model layer).
    open func model() -> Self {
        if isPresentation, let model = modelLayer { return model as! Self }
        return self
    }
}

extension CALayer: CustomStringConvertible {
    nonisolated public var description: String { "<\(type(of: self)) \(ObjectIdentifier(self))>" }
}
