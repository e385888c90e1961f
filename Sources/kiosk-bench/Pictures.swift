import Glibc
import Raster

// Deterministic, non-trivial inputs. Sources are premultiplied gradients whose alpha
// stays strictly between 0 and 255 everywhere, and the mask mixes 0, 255 and partial
// coverage, so neither our kernels nor pixman can take a transparent/opaque shortcut
// that a real frame would not allow. Every run paints the same pixels.

enum Pictures {
    /// A colour ramp with partial alpha (40…250) varying along both axes; `variant`
    /// changes the pattern so a cross-fade mixes two different pictures.
    static func paintSource(_ bitmap: Bitmap, variant: Int) {
        let w = max(1, bitmap.width - 1), h = max(1, bitmap.height - 1)
        for y in 0..<bitmap.height {
            let row = bitmap.view.row(y)
            for x in 0..<bitmap.width {
                let u = x * 255 / w, v = y * 255 / h
                let saw = (x + 2 * y) & 255
                let alpha = 40 + (x * 7 + y * 3 + variant * 50) % 211
                let pixel = variant == 0
                    ? Pixel.premultiplying(red: UInt8(u), green: UInt8(v), blue: UInt8(saw), alpha: UInt8(alpha))
                    : Pixel.premultiplying(red: UInt8(saw), green: UInt8(255 - u), blue: UInt8(v), alpha: UInt8(alpha))
                row[x] = pixel.rawValue
            }
        }
    }

    /// What the destination holds before each op: a mostly opaque screen (alpha 200…255).
    static func paintBackground(_ bitmap: Bitmap) {
        let w = max(1, bitmap.width - 1), h = max(1, bitmap.height - 1)
        for y in 0..<bitmap.height {
            let row = bitmap.view.row(y)
            for x in 0..<bitmap.width {
                let alpha = 200 + (x + y) % 56
                row[x] = Pixel.premultiplying(red: UInt8(255 - y * 255 / h), green: UInt8(x * 255 / w),
                                              blue: 160, alpha: UInt8(alpha)).rawValue
            }
        }
    }

    /// Text-like coverage: 10×16 character cells holding strokes (stems, bars, a
    /// diagonal) at full coverage with partially covered neighbours, word gaps and
    /// blank lines, roughly like a page of small anti-aliased text.
    static func paintText(_ mask: Mask) {
        let coverage: [UInt8] = [255, 96, 24] // on a stroke, 1 and 2 pixels away
        for y in 0..<mask.height {
            let row = mask.view.row(y)
            let line = y / 16, v = y % 16
            for x in 0..<mask.width {
                let column = x / 10, u = x % 10
                var hash = UInt32(truncatingIfNeeded: column &* 73_856_093 ^ line &* 19_349_663)
                hash = (hash ^ (hash >> 13)) &* 0x5bd1_e995
                hash ^= hash >> 15
                if line % 8 == 7 || hash % 7 == 0 || v < 2 || v > 13 || u > 8 {
                    row[x] = 0 // blank line, word gap, line spacing, letter spacing
                    continue
                }
                var distance = 9 // to the nearest stroke, in pixels
                if hash & 1 != 0 { distance = min(distance, abs(u - 1)) }
                if hash & 2 != 0 { distance = min(distance, abs(u - 6)) }
                if hash & 4 != 0 { distance = min(distance, abs(v - 3)) }
                if hash & 8 != 0 { distance = min(distance, abs(v - 8)) }
                if hash & 16 != 0 { distance = min(distance, abs(v - 13)) }
                if hash & 32 != 0 { distance = min(distance, abs(2 * u - (v - 2))) }
                row[x] = distance < coverage.count ? coverage[distance] : 0
            }
        }
    }
}

/// The geometry of the two warps, in continuous pixel coordinates (pixel `(i, j)`
/// covers `[i, i+1) × [j, j+1)`, centres at +0.5, as in pixman and Core Graphics).
enum Scenes {
    /// Source → destination: turned 15° clockwise and scaled by 0.9 about the frame centre.
    static func affine(width: Int, height: Int) -> Affine2D {
        let cx = Double(width) / 2, cy = Double(height) / 2
        let angle = 15 * Double.pi / 180
        return Affine2D.translation(x: -cx, y: -cy)
            .concatenating(.scale(x: 0.9, y: 0.9))
            .concatenating(.rotation(cos: cos(angle), sin: sin(angle)))
            .concatenating(.translation(x: cx, y: cy))
    }

    /// Source → destination, a card flip caught mid-way: the picture turned 40° about
    /// its left edge (the hinge), away from the viewer, seen by a pinhole eye 2·W in
    /// front of the frame centre. Source point `(x, y)` goes to depth `z = x·sin 40°`
    /// and across to `X = x·cos 40°`, then projects to `c + (p − c)·s` with `c` the
    /// frame centre and `s = D / (D + z)`. The left edge stays full height at x = 0; the
    /// right edge lands at ≈ 0.70·W, ≈ 76 % of the height (the trapezoid is ≈ 61 % of the frame).
    static func projective(width: Int, height: Int) -> Homography {
        let w = Double(width), h = Double(height)
        let angle = 40 * Double.pi / 180, eye = 2 * w
        func project(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
            let z = x * sin(angle), s = eye / (eye + z)
            return (w / 2 + (x * cos(angle) - w / 2) * s, h / 2 + (y - h / 2) * s)
        }
        guard let map = Homography.mapping(width: w, height: h, to: project(0, 0), project(w, 0),
                                           project(w, h), project(0, h)) else {
            fatalError("projective scene: degenerate quadrilateral")
        }
        return map
    }

    /// The pixels a source-sized picture covers once mapped by `map`, clipped to the frame.
    static func bounds(width: Int, height: Int, map: (Double, Double) -> (x: Double, y: Double)) -> Rect {
        let corners = [map(0, 0), map(Double(width), 0), map(Double(width), Double(height)), map(0, Double(height))]
        let x0 = Int(corners.map(\.x).min()!.rounded(.down)), x1 = Int(corners.map(\.x).max()!.rounded(.up))
        let y0 = Int(corners.map(\.y).min()!.rounded(.down)), y1 = Int(corners.map(\.y).max()!.rounded(.up))
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            .intersection(Rect(x: 0, y: 0, width: width, height: height))
    }
}
