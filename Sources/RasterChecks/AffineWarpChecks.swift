import Raster

/// A random picture (1…40 × 1…40) rotated, scaled (0.3…3), sheared and moved over
/// the canvas, with a random clip and opacity: both implementations write the same
/// pixels, report the same rectangle, and change nothing outside it.
let affineWarpChecks: [KernelCheck] = [
    KernelCheck("affine warp") { seed in
        warpCheck(seed: seed) { source, canvas, random in
            let transform = randomWarpTransform(source: source, canvas: canvas, random: &random)
            return { kernels, src, dst, opacity, clip in
                kernels.warp(src, onto: dst, transform: transform, opacity: opacity, clip: clip)
            }
        }
    },
    // A label's ink moving by a fraction of a pixel: a pure translation (unit scale, so
    // the SIMD path loads neighbouring texels whole) of a picture that is mostly
    // transparent (so whole blocks of texels are 0 and leave the canvas alone).
    KernelCheck("affine warp, sparse picture moved by a fraction of a pixel") { seed in
        warpCheck(seed: seed, sparse: true) { source, canvas, random in
            let x = Double(random.int(-source.width ... canvas.width)) + Double(random.int(0...127)) / 128
                + (random.int(0...3) == 0 ? random.double(0...1) / 128 : 0)
            let y = Double(random.int(-source.height ... canvas.height)) + Double(random.int(0...127)) / 128
            let transform = Affine2D.translation(x: x, y: y)
            return { kernels, src, dst, opacity, clip in
                kernels.warp(src, onto: dst, transform: transform, opacity: opacity, clip: clip)
            }
        }
    },
    // A label between pixel rows: whole pixels across, a fraction down (the SIMD path
    // mixes two source rows at one weight, `RowShift`), on the 1/128 grid, off it, or none.
    KernelCheck("affine warp, moved by whole pixels across and a fraction down") { seed in
        warpCheck(seed: seed, sparse: seed % 2 == 0) { source, canvas, random in
            let x = Double(random.int(-source.width - 2 ... canvas.width + 2))
            let y = Double(random.int(-source.height - 2 ... canvas.height + 2))
                + [0, Double(random.int(0...127)) / 128, random.double(0...1)][random.int(0...2)]
            let transform = Affine2D.translation(x: x, y: y)
            return { kernels, src, dst, opacity, clip in
                kernels.warp(src, onto: dst, transform: transform, opacity: opacity, clip: clip)
            }
        }
    },
]

/// What both warp checks do, given a maker of the warp to test (drawn from the
/// seed's generator): a random canvas and source, a random opacity and clip, both
/// implementations compared, and the rectangles they report checked.
/// A `sparse` source keeps one pixel in eight (the rest transparent), as text's ink does.
func warpCheck(seed: UInt64, sparse: Bool = false,
               makeWarp: (_ source: Rect, _ canvas: Rect, _ random: inout SeededRandom)
                   -> (Kernels, BitmapView, BitmapView, UInt8, Rect?) -> Rect) -> CheckFailure? {
    var random = SeededRandom(seed: seed)
    let canvas = TestCanvas(width: checkWidth(seed: seed), height: random.int(1...30), random: &random)
    let source = TestCanvas(width: random.int(1...40), height: random.int(1...40), random: &random)
    if sparse {
        let view = source.view
        for y in 0..<view.height { for x in 0..<view.width where random.int(0...7) > 0 { view[x, y] = Pixel(rawValue: 0) } }
    }
    let warp = makeWarp(source.view.bounds, canvas.view.bounds, &random)
    let opacity = random.opacity()
    let clip = randomWarpClip(in: canvas.view.bounds, random: &random)
    let before = canvas.duplicate()
    var written: [Rect] = []
    let failure = compareImplementations(canvas, seed: seed) { kernels, view in
        written.append(warp(kernels, source.view, view, opacity, clip))
    }
    return failure ?? warpRectFailure(written, before: before, after: canvas, seed: seed)
}

/// Source → canvas: centre the source on the origin, scale (0.3…3 per axis),
/// shear, turn, and put it somewhere over or beside the canvas. One time in four
/// the map is exact: a quarter turn or none, scales 1/2, 1 or 2, offsets on a
/// 1/128-pixel grid, so sample positions land right on the filter's boundaries.
func randomWarpTransform(source: Rect, canvas: Rect, random: inout SeededRandom) -> Affine2D {
    let quarterTurns: [(cos: Double, sin: Double)] = [(1, 0), (0, 1), (-1, 0), (0, -1)]
    if random.int(0...3) == 0 {
        let turn = quarterTurns[random.int(0...3)], scales = [1.0, 2, 0.5, 1]
        func offset(_ range: ClosedRange<Int>, _ random: inout SeededRandom) -> Double {
            Double(random.int(range)) + [0, 1, 64, 127][random.int(0...3)] / 128
        }
        return Affine2D.scale(x: scales[random.int(0...3)], y: scales[random.int(0...3)])
            .concatenating(.rotation(cos: turn.cos, sin: turn.sin))
            .concatenating(.translation(x: offset(-source.width ... canvas.width + source.width, &random),
                                        y: offset(-source.height ... canvas.height + source.height, &random)))
    }
    var turn = quarterTurns[random.int(0...3)]
    if random.int(0...3) > 0 {
        // Any angle: a random direction, normalised (Raster has no trigonometry).
        let x = random.double(-1...1), y = random.double(-1...1)
        let length = (x * x + y * y).squareRoot()
        if length > 0.01 { turn = (x / length, y / length) }
    }
    let shear = random.int(0...2) == 0 ? random.double(-1...1) : 0
    let centre = Affine2D.translation(x: -Double(source.width) / 2, y: -Double(source.height) / 2)
    return centre
        .concatenating(.scale(x: random.double(0.3...3), y: random.double(0.3...3)))
        .concatenating(Affine2D(a: 1, b: 0, c: shear, d: 1, tx: 0, ty: 0))
        .concatenating(.rotation(cos: turn.cos, sin: turn.sin))
        .concatenating(.translation(x: random.double(-10...Double(canvas.width) + 10),
                                    y: random.double(-10...Double(canvas.height) + 10)))
}

/// No clip one time in three, else any rectangle from well outside to well
/// inside `bounds` (possibly empty).
func randomWarpClip(in bounds: Rect, random: inout SeededRandom) -> Rect? {
    if random.int(0...2) == 0 { return nil }
    return Rect(x: random.int(-5 ... bounds.width), y: random.int(-5 ... bounds.height),
                width: random.int(0 ... bounds.width + 5), height: random.int(0 ... bounds.height + 5))
}

/// A failure when the two implementations reported different rectangles
/// (`x`, `y` = -1, the rectangles' origins and sizes packed in the values), or when
/// a pixel of the canvas outside the reported rectangle changed (that pixel).
func warpRectFailure(_ written: [Rect], before: TestCanvas, after: TestCanvas, seed: UInt64) -> CheckFailure? {
    func packed(_ r: Rect) -> UInt32 {
        UInt32(truncatingIfNeeded: (r.x & 0xFF) << 24 | (r.y & 0xFF) << 16 | (r.width & 0xFF) << 8 | (r.height & 0xFF))
    }
    if written[0] != written[1] {
        return CheckFailure(seed: seed, x: -1, y: -1, expected: packed(written[0]), actual: packed(written[1]))
    }
    let old = before.view, new = after.view
    for y in 0..<new.height {
        for x in 0..<new.width where !written[0].contains(x: x, y: y) && old.row(y)[x] != new.row(y)[x] {
            return CheckFailure(seed: seed, x: x, y: y, expected: old.row(y)[x], actual: new.row(y)[x])
        }
    }
    return nil
}
