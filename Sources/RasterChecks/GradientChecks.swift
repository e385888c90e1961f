import Raster

/// Axial and radial gradients with random ramps and random maps (some steep, so
/// that t runs past both ends and clamps), at random origins.
let gradientChecks: [KernelCheck] = [Gradient.Shape.axial, .radial].map { shape in
    KernelCheck(shape == .axial ? "gradient axial" : "gradient radial") { seed in
        var random = SeededRandom(seed: seed)
        let width = checkWidth(seed: seed), height = random.int(1...5)
        let canvas = TestCanvas(width: width, height: height, random: &random)
        let ramp = (0..<256).map { _ in random.pixel().rawValue }
        func coefficient() -> Float { Float(random.double(-0.2...0.2)) }
        let gradient = Gradient(ramp: ramp, shape: shape, u: (coefficient(), coefficient(), Float(random.double(-2...2))),
                                v: (coefficient(), coefficient(), Float(random.double(-2...2))))!
        let originX = random.int(-300...300), originY = random.int(-300...300)
        return compareImplementations(canvas, seed: seed) { kernels, view in
            kernels.fill(view, gradient: gradient, originX: originX, originY: originY)
        }
    }
}
