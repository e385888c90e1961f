import Raster

/// The part of a layer a draw item paints, so that items match up between frames.
enum LayerPart: Int, Hashable {
    case shadow, background, contents, border
    /// A `CAShapeLayer`'s filled and stroked path.
    case shape
    /// A `CAGradientLayer`'s gradient.
    case gradient
    /// The sublayers of a `masksToBounds` layer whose clip is not a whole-pixel rectangle.
    case clippedSublayers
    /// A layer and its sublayers drawn offscreen for group opacity.
    case opacityGroup
    /// A `shouldRasterize` layer's cached picture.
    case rasterized
    /// A large still subtree's picture while it moves (`MovingPicture`).
    case movingPicture
    /// A backdrop layer's blurred backdrop.
    case backdrop
    /// A `CATransition` frame standing in for the layer's content and sublayers.
    case transition
    /// The "after" snapshot of a transition that ended this frame, drawn instead of
    /// the layer's items (`FinishedTransition`).
    case finishedTransition
}

/// An item's identity across frames: its layer and the part of it.
struct ItemID: Hashable {
    let layer: LayerID
    let part: LayerPart

    /// The hash the damage pass's table of a frame's items uses: the layer's (see
    /// `LayerID`) under a seed the part changes. SipHash of both cost 60 instructions
    /// an item, for each of a page's 500 labels matched between two frames.
    func _rawHashValue(seed: Int) -> Int {
        layer._rawHashValue(seed: seed &+ part.rawValue &* 0x2545_F491_4F6C_DD1D)
    }
}

/// One entry of a frame's display list: something drawn in device pixels, with
/// everything that decides its pixels, so that two frames' items can be compared.
struct DrawItem {
    let id: ItemID
    var paint: Paint
    /// Multiplies the paint's alpha (255: opaque).
    var opacity: UInt8
    /// Device pixels outside this rectangle are left alone (an ancestor's `masksToBounds`).
    var clip: Rect?
    /// Every device pixel the item may change (rounded out; inside `clip`).
    var bounds: Rect

    /// Whether `other` draws the same pixels as this item, a group's contents aside.
    func drawsLike(_ other: DrawItem) -> Bool {
        bounds == other.bounds && opacity == other.opacity && clip == other.clip && paint.drawsLike(other.paint)
    }
}

/// What a draw item puts down.
enum Paint {
    /// Rounded rectangles in device pixels, in one colour (backgrounds, square borders).
    /// They must not overlap: each is composited on its own.
    case shapes(RoundedRects, color: Pixel)
    /// A bitmap mapped onto the device.
    case image(ImagePaint)
    /// Items drawn offscreen and composited once: group opacity, or a clip that
    /// needs a coverage mask.
    case group(GroupPaint)
    /// What lies below, blurred and tinted (a backdrop layer's buffer).
    case backdrop(BackdropPaint)

    /// Whether this is a group (asked without copying what it holds).
    var isGroup: Bool {
        if case .group = self { return true }
        return false
    }

    /// A group's items; nil for any other paint. Takes the list alone: a copy of the
    /// item, or of the group, would retain all they hold.
    var groupItems: [DrawItem]? {
        guard case let .group(group) = self else { return nil }
        return group.items
    }

    /// Same pixels; a group compares only its mask here (its items are diffed one by one).
    /// Each case looks into the other paint alone: a switch over both would copy both
    /// (an idle page compares every item of its display list).
    func drawsLike(_ other: Paint) -> Bool {
        switch self {
        case let .shapes(a, colorA):
            guard case let .shapes(b, colorB) = other else { return false }
            return colorA == colorB && a == b
        case let .image(a):
            guard case let .image(b) = other else { return false }
            return a.drawsLike(b)
        case let .backdrop(a):
            guard case let .backdrop(b) = other else { return false }
            return a.drawsLike(b)
        case let .group(a):
            guard case let .group(b) = other else { return false }
            guard let maskA = a.mask else { return b.mask == nil }
            guard let maskB = b.mask else { return false }
            return maskA.drawsLike(maskB)
        }
    }
}

/// A bitmap (or the part `crop` of it) and where its pixels go on the device.
struct ImagePaint {
    enum Source {
        case bitmap(Bitmap)
        /// A transition's frame: drawn straight onto the frame where its placement
        /// allows, else composed into the scratch's picture when first drawn.
        case transition(TransitionScratch, TransitionFrame)
    }

    let source: Source
    /// The source's object (the bitmap, or the transition's scratch): what
    /// `drawsLike` compares first, without binding the source — a binding copies the
    /// whole item it is read from, retaining all it holds.
    let sourceObject: ObjectIdentifier
    /// The part of the source drawn, in source pixels.
    var crop: Rect
    /// Source pixels → device pixels.
    var placement: Homography
    /// Whether every source pixel is opaque (then a whole-pixel placement at full
    /// opacity copies instead of compositing).
    var isOpaque = false
    /// Source rows every pixel of which is opaque, in a source that is not (a picture
    /// with see-through margins): copied as an opaque source's are.
    var opaqueRows: Range<Int> = 0..<0
    /// Where an opaque bitmap (or its opaque rows) differs from one background colour
    /// (a page's picture: `PictureInk`), in source pixels: copied, it fills the rest.
    var ink: PictureInk?
    /// Source pixels every one of which is transparent (the inside of a border's ring):
    /// composited on whole pixels, they are passed over (empty: none known).
    var transparent = Rect.zero

    init(source: Source, crop: Rect, placement: Homography, isOpaque: Bool = false, opaqueRows: Range<Int> = 0..<0,
         ink: PictureInk? = nil) {
        self.source = source
        switch source {
        case let .bitmap(bitmap): sourceObject = ObjectIdentifier(bitmap)
        case let .transition(scratch, _): sourceObject = ObjectIdentifier(scratch)
        }
        self.crop = crop
        self.placement = placement
        self.isOpaque = isOpaque
        self.opaqueRows = opaqueRows
        self.ink = ink
    }

    /// `opaqueRows` inside the crop (source rows).
    var opaqueRowsInCrop: Range<Int> { opaqueRows.clamped(to: crop.minY..<crop.maxY) }

    /// The source's bitmap, composed first (the whole picture) when it is a transition's.
    func bitmap(kernels: Kernels) -> Bitmap {
        switch source {
        case let .bitmap(bitmap): return bitmap
        case let .transition(scratch, frame): return scratch.composed(frame, kernels: kernels)
        }
    }

    /// Same source (the same bitmap object, or the same transition frame), crop and placement.
    func drawsLike(_ other: ImagePaint) -> Bool {
        guard crop == other.crop, placement == other.placement, sourceObject == other.sourceObject else { return false }
        // The same object: the same bitmap, or frames of the same transition.
        guard case let .transition(_, a) = source, case let .transition(_, b) = other.source else { return true }
        return TransitionScratch.Key(a) == TransitionScratch.Key(b)
    }

    /// The device pixels the bitmap can touch: a whole-pixel placement covers the
    /// crop exactly; a warp's filter reaches half a texel beyond the crop, so the crop
    /// grown by a texel is mapped and rounded out (empty if that reaches behind the eye).
    var deviceBounds: Rect {
        switch Placement(Homography.translation(Double(crop.minX), Double(crop.minY)).concatenating(placement)) {
        case nil:
            return .zero
        case let .translation(x, y)?:
            return Rect(x: x, y: y, width: crop.width, height: crop.height)
        case .affine?, .projective?:
            guard !crop.isEmpty else { return .zero }
            var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
            let (left, top, right, bottom) = (crop.minX - 1, crop.minY - 1, crop.maxX + 1, crop.maxY + 1)
            for (x, y) in [(left, top), (right, top), (right, bottom), (left, bottom)] {
                guard placement.w(x: Double(x), y: Double(y)) > 0 else { return .zero }
                let p = placement.apply(x: Double(x), y: Double(y))
                guard p.x.isFinite, p.y.isFinite else { return .zero }
                (x0, y0, x1, y1) = (min(x0, p.x), min(y0, p.y), max(x1, p.x), max(y1, p.y))
            }
            let minX = LayerGeometry.clampedPixel(x0.rounded(.down)), minY = LayerGeometry.clampedPixel(y0.rounded(.down))
            let maxX = LayerGeometry.clampedPixel(x1.rounded(.up)), maxY = LayerGeometry.clampedPixel(y1.rounded(.up))
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }
}

/// Items drawn into an offscreen buffer, cut to an optional coverage mask (white
/// premultiplied pixels whose alpha is the coverage), then composited once.
struct GroupPaint {
    var items: [DrawItem]
    var mask: ImagePaint?
}
