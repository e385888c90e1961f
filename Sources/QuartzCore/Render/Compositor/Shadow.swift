import Raster

/// The shape a layer's shadow is cast from.
enum ShadowShape: Equatable {
    /// The bounds' rounded rectangle, in layer pixels (the layer has a background or border).
    case roundedBounds(width: Double, height: Double, radius: Double)
    /// The alpha of the layer's contents bitmap, whose top-left is layer pixel (`x`, `y`).
    case contents(Bitmap, x: Int, y: Int)

    static func == (a: ShadowShape, b: ShadowShape) -> Bool {
        switch (a, b) {
        case let (.roundedBounds(w1, h1, r1), .roundedBounds(w2, h2, r2)): return w1 == w2 && h1 == h2 && r1 == r2
        case let (.contents(b1, x1, y1), .contents(b2, x2, y2)): return b1 === b2 && x1 == x2 && y1 == y2
        default: return false
        }
    }
}

/// What decides a shadow bitmap.
struct ShadowKey: Equatable {
    var shape: ShadowShape
    /// The Gaussian's standard deviation in layer pixels: half the shadow radius.
    var sigma: Double
    /// `shadowColor` premultiplied and scaled by `shadowOpacity`.
    var color: Pixel
    /// `shadowOffset` in whole layer pixels (rounded: a shadow is too soft to show less).
    var offsetX: Int
    var offsetY: Int
}

/// A layer's drop shadow: its shape's alpha blurred, coloured, and offset.
///
/// The blur approximates a Gaussian of σ = shadowRadius / 2 with three box blurs,
/// as the SVG filter specification's feGaussianBlur does: box size
/// d = ⌊σ · 3√(2π)/4 + 0.5⌋; three centred boxes of d when d is odd, else two boxes
/// of d offset half a pixel either way and one centred box of d + 1. Each pass
/// rounds to nearest; pixels beyond the shape are transparent.
enum ShadowRendering {
    /// The shadow bitmap and the layer pixel its top-left pixel covers.
    static func render(_ key: ShadowKey, kernels: Kernels) -> (bitmap: Bitmap, x: Int, y: Int) {
        let passes = boxPasses(sigma: key.sigma)
        let pad = max(passes.reduce(0) { $0 + $1.left }, passes.reduce(0) { $0 + $1.right })
        let coverage: Bitmap, shapeX: Int, shapeY: Int
        switch key.shape {
        case let .roundedBounds(width, height, radius):
            let shape = ShapeKey(width: width, height: height, radius: radius, color: .white)
            coverage = Bitmap(width: LayerGeometry.clampedPixel(width.rounded(.up)) + 2 * pad,
                              height: LayerGeometry.clampedPixel(height.rounded(.up)) + 2 * pad)
            coverage.withView { LayerShapes.fill($0, shape, x: Double(pad), y: Double(pad), kernels: kernels) }
            (shapeX, shapeY) = (0, 0)
        case let .contents(bitmap, x, y):
            coverage = Bitmap(width: bitmap.width + 2 * pad, height: bitmap.height + 2 * pad)
            coverage.withView { target in bitmap.withView { _ = kernels.copy($0, to: target, x: pad, y: pad) } }
            (shapeX, shapeY) = (x, y)
        }
        let (width, height) = (coverage.width, coverage.height)
        var alpha = [UInt8](repeating: 0, count: width * height)
        coverage.withView { view in
            for y in 0..<height {
                for x in 0..<width { alpha[y * width + x] = Pixel(rawValue: view.row(y)[x]).alpha }
            }
        }
        blur(&alpha, width: width, height: height, passes: passes)
        let shadow = Bitmap(width: width, height: height)
        shadow.withView { view in
            for y in 0..<height {
                let row = view.row(y)
                for x in 0..<width { row[x] = key.color.scaled(by: alpha[y * width + x]).rawValue }
            }
        }
        return (shadow, shapeX - pad + key.offsetX, shapeY - pad + key.offsetY)
    }

    /// The three box passes for `sigma` (pixels): how far each reaches left and right.
    /// None when the box would be a single pixel.
    static func boxPasses(sigma: Double) -> [(left: Int, right: Int)] {
        guard sigma.isFinite, sigma > 0 else { return [] }
        let d = Int(min(sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5, 4096).rounded(.down))
        guard d > 1 else { return [] }
        let half = d / 2
        if d % 2 == 1 { return [(half, half), (half, half), (half, half)] }
        return [(half, half - 1), (half - 1, half), (half, half)]
    }

    /// Applies every pass along the rows, then along the columns.
    static func blur(_ alpha: inout [UInt8], width: Int, height: Int, passes: [(left: Int, right: Int)]) {
        guard !passes.isEmpty, width > 0, height > 0 else { return }
        var line = [UInt8](repeating: 0, count: max(width, height))
        alpha.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            for pass in passes {
                for y in 0..<height { boxBlur(base + y * width, count: width, stride: 1, pass, &line) }
            }
            for pass in passes {
                for x in 0..<width { boxBlur(base + x, count: height, stride: width, pass, &line) }
            }
        }
    }

    /// One box pass along a line of `count` values `stride` apart: each becomes the
    /// rounded mean of the window from `left` before it to `right` after it.
    static func boxBlur(_ values: UnsafeMutablePointer<UInt8>, count: Int, stride: Int,
                        _ pass: (left: Int, right: Int), _ line: inout [UInt8]) {
        for i in 0..<count { line[i] = values[i * stride] }
        let size = UInt32(pass.left + pass.right + 1)
        var sum: UInt32 = 0
        for i in 0..<min(pass.right, count) { sum += UInt32(line[i]) }
        for i in 0..<count {
            if i + pass.right < count { sum += UInt32(line[i + pass.right]) }
            values[i * stride] = UInt8((sum + size / 2) / size)
            if i - pass.left >= 0 { sum -= UInt32(line[i - pass.left]) }
        }
    }
}
