/// One frame of an upward page curl on a `width × height` page: the model of
/// `PageCurl` worked out once in `Double`, and the per-pixel formula in `Float`
/// that the scalar reference evaluates pixel by pixel and the SIMD path reads from
/// the frame's table of terms (`CurlTable`, made by the same scalar code): the two
/// give the same bits.
///
/// Positions are continuous pixels (pixel `(x, y)` covers `[x, x+1) × [y, y+1)`);
/// `s(p) = n·p` measures along the travel direction `n`. The axis is the line
/// `s = axis`; a pixel centre `q` lies `d = axis − s(q)` behind it. Per pixel, with
/// `dc = min(d, r)`:
///
///     g    = dc                 when dc < 0 (flat: the page point is q itself)
///          = r·asin(dc/r)       otherwise (the front of the cylinder, φ = g/r)
///     kMid = dc − g             the page point under the front: q + kMid·n
///     kTop = dc − (πr − g)      the point above it, mirrored: the cylinder's back
///                               (φ = π − g/r) or, where dc < 0, the flipped flap
///     light    = 255 − round(102·(1 − cos φ)),  cos φ = √(1 − (dc/r)²)  (255 when flat)
///     coverage = round(255·clamp(r + ½ − d, 0, 1))     the antialiased fold line
///     shadow   = round(102·clamp((2r − d)/r, 0, 1)²)   on the picture beneath, d ≥ 0
///
/// so the shadow is darkest under the cylinder (where no paper covers it, near the
/// page's edges) and fades out over `r` beyond the fold. The pixel is then
///
///     top  = light × wash(sample(kTop))     the back: 60 % of the way to white
///     mid  = light × sample(kMid)
///     out  = coverage × (top over mid)  over  (d < 0 ? clear : (255 − shadow) × beneath)
///
/// with bilinear samples of the page (transparent outside it), `light` and `shadow`
/// scaling the colour channels only. Where `d < 0` the front sample is the page pixel
/// itself, exactly, and `top` is the flap (clear where it does not reach).
struct CurlGeometry {
    let width: Int
    let height: Int
    /// The travel direction `n`, a unit vector.
    let nx: Double, ny: Double
    let radius: Double
    /// `s` of the axis line.
    let axis: Double

    /// The per-pixel terms in `Float`.
    let r: Float, inverseR: Float, piR: Float, foldEdge: Float, shadowEnd: Float
    /// 128 × `n`: a page point `k` pixels along `n` is `k × (nu, nv)` 1/128 texels away.
    let nu: Float, nv: Float

    /// How far the back is washed towards white (of 255): paper seen from behind.
    @inline(__always) static var backWash: UInt8 { 153 }
    /// How much the cylinder darkens at its fold (of 255, times 1 − cos φ).
    @inline(__always) static var foldShade: Float { 102 }
    /// How much the shadow darkens the picture beneath at most (of 255).
    @inline(__always) static var shadowDepth: Float { 102 }
    /// The largest |k| used: farther than any page point from any pixel (pages are
    /// under 16384 pixels a side), and small enough that `k × 128` rounds exactly.
    @inline(__always) static var reach: Float { 24_000 }

    init(width: Int, height: Int, progress: Double, radius: Double) {
        self.width = width
        self.height = height
        let length = (0.25 * 0.25 + 1.0).squareRoot()
        nx = -0.25 / length
        ny = -1 / length
        self.radius = radius
        // From the bottom-right corner (nothing curled) until the fold and its shadow
        // (2r) have passed the top-left corner with a pixel to spare.
        let w = Double(width), h = Double(height)
        let first = nx * w + ny * h, last = 0.0
        axis = first + progress * (last - first + 2 * radius + 2)

        r = Float(radius)
        inverseR = Float(1 / radius)
        piR = Float(Double.pi * radius)
        foldEdge = Float(radius + 0.5)
        shadowEnd = Float(2 * radius)
        precondition(ny == 4 * nx, "CurlGeometry: the travel direction must climb four rows a column")
        nu = Float(128 * nx)
        nv = Float(128 * ny)
    }

    /// `d` of pixel (`x`, `y`): how far its centre lies behind the axis, in `Float`.
    /// As `n.y` is exactly four times `n.x`, `d` depends on `x + 4y` alone, its lattice
    /// line (`CurlTable` keeps a frame's terms by line).
    func d(x: Int, y: Int) -> Float { d(line: x &+ 4 &* y) }

    /// `d` of the pixels on lattice line `line` (`x + 4y`).
    func d(line: Int) -> Float {
        Float(axis - 0.5 * (nx + ny) - nx * Double(line))
    }

    /// The per-pixel terms of a pixel `d` behind the axis (see the type's comment).
    struct Surface {
        var kTop: Float, kMid: Float
        var light: UInt32, coverage: UInt32
    }

    func surface(d: Float) -> Surface {
        let dc = d > r ? r : d
        var ratio = (dc < 0 ? 0 : dc) * inverseR
        if ratio > 1 { ratio = 1 }
        let g = dc < 0 ? dc : r * arcSine(ratio)
        let cosine = rootOfNonNegative(1 - ratio * ratio)
        var cover = foldEdge - d
        cover = cover < 0 ? 0 : (cover > 1 ? 1 : cover)
        return Surface(kTop: Self.limited(dc - (piR - g)), kMid: Self.limited(dc - g),
                       light: UInt32(bitPattern: 255 - roundedInt32(Self.foldShade * (1 - cosine))),
                       coverage: UInt32(bitPattern: roundedInt32(cover * 255)))
    }

    /// The shadow on the picture beneath (0…102) at a pixel `d` (≥ 0) behind the axis.
    func shadow(d: Float) -> UInt32 {
        var across = (shadowEnd - d) * inverseR
        across = across < 0 ? 0 : (across > 1 ? 1 : across)
        return UInt32(bitPattern: roundedInt32(Self.shadowDepth * (across * across)))
    }

    /// `k` limited to ±`reach`.
    @inline(__always) static func limited(_ k: Float) -> Float { k < -reach ? -reach : (k > reach ? reach : k) }

    /// The bilinear page sample `k` pixels along `n` from the centre of pixel (`x`, `y`).
    func sample(_ page: BitmapView, x: Int, y: Int, k: Float) -> UInt32 {
        let u = Int32(truncatingIfNeeded: x) &* 128 &+ roundedInt32(k * nu)
        let v = Int32(truncatingIfNeeded: y) &* 128 &+ roundedInt32(k * nv)
        return bilinearSample(page, pu: Int(u), pv: Int(v))
    }

    /// Pixel `x` of row `y`: the formula, one pixel.
    func pixel(x: Int, y: Int, page: BitmapView, beneath: BitmapView) -> UInt32 {
        let d = d(x: x, y: y)
        let s = surface(d: d)
        let top = Pixel(rawValue: sample(page, x: x, y: y, k: s.kTop)).washed().lit(s.light)
        let mid = Pixel(rawValue: sample(page, x: x, y: y, k: s.kMid)).lit(s.light)
        let cover = top.over(mid).scaled(by: UInt8(s.coverage))
        if d < 0 { return cover.rawValue } // over clear: unchanged
        let base = Pixel(rawValue: beneath.row(y)[x]).lit(255 - shadow(d: d))
        return cover.over(base).rawValue
    }
}

/// `round(v)` (ties to even) for |v| < 2^22, by adding 1.5 × 2^23 and reading the
/// low bits: the same in scalar and vector code.
@inline(__always)
func roundedInt32(_ v: Float) -> Int32 {
    Int32(bitPattern: (v + 12_582_912).bitPattern) &- 0x4B40_0000
}
