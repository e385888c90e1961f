import Raster

/// A random picture (1…40 × 1…40) mapped onto a random quadrilateral, or by an
/// affine map with random perspective terms (often putting part of the plane
/// behind the eye), with a random clip and opacity: both implementations write the
/// same pixels, report the same rectangle, and change nothing outside it.
let projectiveWarpChecks: [KernelCheck] = [
    KernelCheck("projective warp") { seed in
        warpCheck(seed: seed) { source, canvas, random in
            let transform = randomHomography(source: source, canvas: canvas, random: &random)
            return { kernels, src, dst, opacity, clip in
                kernels.warp(src, onto: dst, transform: transform, opacity: opacity, clip: clip)
            }
        }
    },
    KernelCheck("projective warp near unit scale") { seed in
        warpCheck(seed: seed) { source, canvas, random in
            let transform = nearUnitHomography(source: source, canvas: canvas, random: &random)
            return { kernels, src, dst, opacity, clip in
                kernels.warp(src, onto: dst, transform: transform, opacity: opacity, clip: clip)
            }
        }
    },
    KernelCheck("projective warp turning about an axis") { seed in
        warpCheck(seed: seed) { source, canvas, random in
            let transform = cardHomography(source: source, canvas: canvas, random: &random)
            return { kernels, src, dst, opacity, clip in
                kernels.warp(src, onto: dst, transform: transform, opacity: opacity, clip: clip)
            }
        }
    },
]

/// The source onto a trapezoid with two vertical sides or two horizontal ones, as a
/// flip's card turning about its vertical or horizontal centre line (at random
/// sizes, places and side lengths, sometimes mirrored): the inverse's X and W then
/// depend on the column alone, or its W on the row alone, and the SIMD warp maps
/// its blocks the cheaper ways (`ColumnMapping`, `RowDepthMapping`).
func cardHomography(source: Rect, canvas: Rect, random: inout SeededRandom) -> Homography {
    let width = Double(source.width), height = Double(source.height)
    let vertical = random.int(0...1) == 0
    // Along the axis: where the two parallel sides stand. Across: each side's ends.
    let (along, across) = vertical ? (width, Double(canvas.height)) : (height, Double(canvas.width))
    let reach = vertical ? Double(canvas.width) : Double(canvas.height)
    let first = random.double(-along ... reach + along)
    let second = first + random.double(0.3...2.5) * along * (random.int(0...3) == 0 ? -1 : 1)
    func side(_ random: inout SeededRandom) -> (Double, Double) {
        let centre = random.double(-along ... across + along), half = random.double(0.1...1.5) * (vertical ? height : width)
        return (centre - half, centre + half)
    }
    let (a0, a1) = side(&random), (b0, b1) = side(&random)
    let corners = vertical
        ? ((first, a0), (second, b0), (second, b1), (first, a1))
        : ((a0, first), (b0, first), (b1, second), (a1, second))
    return Homography.mapping(width: width, height: height, to: corners.0, corners.1, corners.2, corners.3)
        ?? Homography(.translation(x: first, y: first))
}

/// A translation (whole texels or a fraction of 1/128 steps) with, most of the
/// time, a faint perspective term, as a flip's card almost facing the viewer: rows
/// step about one texel a pixel, so the SIMD warp loads many blocks of neighbouring
/// texels whole (`loadQuads`) and gathers the blocks where a row or column is skipped.
func nearUnitHomography(source: Rect, canvas: Rect, random: inout SeededRandom) -> Homography {
    func offset(_ range: ClosedRange<Int>, _ random: inout SeededRandom) -> Double {
        Double(random.int(range)) + [0, 1, 64, 127][random.int(0...3)] / 128
    }
    var h = Homography(.translation(x: offset(-8 ... max(0, canvas.width - source.width) + 8, &random),
                                    y: offset(-8 ... max(0, canvas.height - source.height) + 8, &random)))
    if random.int(0...3) > 0 {
        h.m.6 = random.double(-0.02...0.02) / Double(source.width)
        h.m.7 = random.double(-0.02...0.02) / Double(source.height)
    }
    return h
}

/// Half the time the source rectangle goes onto a trapezoid-like quadrilateral
/// (a random affine image of it with each corner moved up to a third of the size);
/// otherwise a random affine map gets random perspective terms (W from about 1 down
/// to below 0 across the source).
func randomHomography(source: Rect, canvas: Rect, random: inout SeededRandom) -> Homography {
    let affine = randomWarpTransform(source: source, canvas: canvas, random: &random)
    let width = Double(source.width), height = Double(source.height)
    if random.int(0...1) == 0 {
        let reach = max(width, height) / 3
        func corner(_ x: Double, _ y: Double, _ random: inout SeededRandom) -> (x: Double, y: Double) {
            let p = affine.apply(x: x, y: y)
            return (p.x + random.double(-reach...reach), p.y + random.double(-reach...reach))
        }
        let p0 = corner(0, 0, &random), p1 = corner(width, 0, &random)
        let p2 = corner(width, height, &random), p3 = corner(0, height, &random)
        return Homography.mapping(width: width, height: height, to: p0, p1, p2, p3) ?? Homography(affine)
    }
    var h = Homography(affine)
    h.m.6 = random.double(-1.5...1.5) / width
    h.m.7 = random.double(-1.5...1.5) / height
    return h
}
