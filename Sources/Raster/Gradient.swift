/// A colour ramp laid over pixels: each pixel centre (x + 0.5, y + 0.5) maps
/// affinely to (u, v); an axial gradient takes t = u, a radial one t = √(u² + v²);
/// t, clamped to 0…1, picks the nearest of the ramp's 256 premultiplied colours
/// (ties to the even entry).
public struct Gradient: Sendable, Equatable {
    public enum Shape: Sendable, Equatable {
        case axial, radial
    }

    /// 256 premultiplied BGRA colours: entry i is the colour at t = i / 255.
    public let ramp: [UInt32]
    public let shape: Shape
    /// u = ux·x + uy·y + u0 and v = vx·x + vy·y + v0, for pixel-centre coordinates.
    public let ux: Float, uy: Float, u0: Float
    public let vx: Float, vy: Float, v0: Float

    /// A gradient; nil unless `ramp` has 256 entries and every coefficient is finite.
    public init?(ramp: [UInt32], shape: Shape, u: (x: Float, y: Float, constant: Float),
                 v: (x: Float, y: Float, constant: Float) = (0, 0, 0)) {
        guard ramp.count == 256, [u.x, u.y, u.constant, v.x, v.y, v.constant].allSatisfy({ $0.isFinite }) else { return nil }
        self.ramp = ramp
        self.shape = shape
        (ux, uy, u0) = u
        (vx, vy, v0) = v
    }
}

extension Kernels {
    /// Writes `gradient` over every pixel of `view` (replacing what was there), the
    /// view's pixel (0, 0) being gradient pixel (`originX`, `originY`). Coordinates
    /// stay exact in Float up to 2²² pixels, so both implementations agree bit for bit.
    public func fill(_ view: BitmapView, gradient: Gradient, originX: Int, originY: Int) {
        gradient.ramp.withUnsafeBufferPointer { ramp in
            switch implementation {
            case .scalar: Kernels.gradientScalar(view, gradient, ramp, originX, originY)
            case .simd: Kernels.gradientSIMD(view, gradient, ramp, originX, originY)
            }
        }
    }

    /// The ramp index for t: clamped to 0…1, scaled to 0…255 and rounded to the
    /// nearest (ties to even) by adding 2²³, where a Float's last bit is worth 1, so the
    /// index is the low bits of the sum. The SIMD kernel does the same in its lanes:
    /// Swift's generic Float → Int lane conversion and clamp are calls, not instructions.
    @inline(__always) static func rampIndex(_ t: Float) -> Int {
        Int((min(max(t, 0), 1) * 255 + 0x1p23).bitPattern & 0xFF)
    }

    /// One pixel at a time, straight from the formula.
    static func gradientScalar(_ view: BitmapView, _ g: Gradient, _ ramp: UnsafeBufferPointer<UInt32>,
                               _ originX: Int, _ originY: Int) {
        for y in 0..<view.height {
            let py = Float(originY + y) + 0.5
            let uRow = g.uy * py + g.u0, vRow = g.vy * py + g.v0
            let row = view.row(y)
            for x in 0..<view.width {
                let px = Float(originX + x) + 0.5
                let u = g.ux * px + uRow
                let t: Float
                switch g.shape {
                case .axial: t = u
                case .radial:
                    let v = g.vx * px + vRow
                    t = (u * u + v * v).squareRoot()
                }
                row[x] = ramp[rampIndex(t)]
            }
        }
    }

    /// Eight pixels at a time: coordinates, t and the ramp indices in `SIMD8<Float>`
    /// and `SIMD8<Int32>` lanes, the same operations in the same order as the scalar
    /// kernel; the eight ramp reads are plain loads (x86-64 and NEON have no cheap gather).
    static func gradientSIMD(_ view: BitmapView, _ g: Gradient, _ ramp: UnsafeBufferPointer<UInt32>,
                             _ originX: Int, _ originY: Int) {
        let lanes = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7)
        let radial = g.shape == .radial
        for y in 0..<view.height {
            let py = Float(originY + y) + 0.5
            let uRow = g.uy * py + g.u0, vRow = g.vy * py + g.v0
            let row = view.row(y)
            var x = 0
            while x &+ 8 <= view.width {
                let px = SIMD8<Float>(repeating: Float(originX + x) + 0.5) + lanes
                let u = g.ux * px + uRow
                var t = u
                if radial {
                    let v = g.vx * px + vRow
                    t = (u * u + v * v).squareRoot()
                }
                t.replace(with: 0, where: .!(t .>= 0))
                t.replace(with: 1, where: t .> 1)
                let index = unsafeBitCast(t * 255 + 0x1p23, to: SIMD8<UInt32>.self) & 0xFF
                for k in 0..<8 { row[x &+ k] = ramp[Int(index[k])] }
                x &+= 8
            }
            while x < view.width {
                let px = Float(originX + x) + 0.5
                let u = g.ux * px + uRow
                var t = u
                if radial {
                    let v = g.vx * px + vRow
                    t = (u * u + v * v).squareRoot()
                }
                row[x] = ramp[rampIndex(t)]
                x &+= 1
            }
        }
    }
}
