import Raster

/// Rounded rectangles on random canvases: fractional positions partly off the canvas,
/// radii from 0 to past half the shorter side, random clips, colours and opacities.
let roundedRectChecks: [KernelCheck] = [
    KernelCheck("rounded rect") { seed in
        var random = SeededRandom(seed: seed)
        let width = checkWidth(seed: seed), height = random.int(1...30)
        let canvas = TestCanvas(width: width, height: height, random: &random)
        let shape = RoundedRect.random(&random, width: width, height: height)
        let clip: Rect? = random.next() % 3 == 0 ? nil
            : Rect(x: random.int(-4...width), y: random.int(-4...height),
                   width: random.int(0...width + 8), height: random.int(0...height + 8))
        let color = random.pixel(), opacity = random.opacity()
        return compareImplementations(canvas, seed: seed) { kernels, view in
            kernels.fill(view, roundedRect: shape, color: color, opacity: opacity, clip: clip)
        }
    },
]

extension RoundedRect {
    /// A shape around a `width × height` canvas. Coordinates are often on a
    /// quarter-pixel grid, so pixel centres fall exactly on edges (coverage ties).
    static func random(_ random: inout SeededRandom, width: Int, height: Int) -> RoundedRect {
        func coordinate(_ range: ClosedRange<Double>) -> Float {
            let v = random.double(range)
            return random.next() % 2 == 0 ? Float(v) : Float((v * 4).rounded() / 4)
        }
        let x = coordinate(-8...Double(width) + 2), y = coordinate(-8...Double(height) + 2)
        let w = coordinate(0...Double(width) + 12), h = coordinate(0...Double(height) + 12)
        let radius: Float
        switch random.next() % 6 {
        case 0: radius = 0
        case 1: radius = 1_000_000
        case 2: radius = -coordinate(0...3)
        default: radius = coordinate(0...Double(max(w, h)) * 0.6 + 1)
        }
        return RoundedRect(x: x, y: y, width: w, height: h, radius: radius)
    }
}
