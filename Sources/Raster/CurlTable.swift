/// A curl frame's per-pixel terms (`CurlGeometry.surface`, `.shadow`, and the page
/// offsets of the two samples), worked out once per lattice line instead of once
/// per pixel.
///
/// Every term of a pixel depends on `d` alone, and `d` on `m = x + 4y` alone: the
/// travel direction is `normalize(−0.25, −1)`, so moving one pixel right changes `d`
/// as a quarter pixel up does (`CurlGeometry.d(x:y:)`). A frame's rows `r0 ..< r1`
/// of width `w` take the lines `4·r0 ..< 4·(r1 − 1) + w`: for a 1080 × 1920 frame
/// 8 760 entries, against 2 million pixels. Eight pixels of a row are eight
/// consecutive entries, read with plain vector loads.
///
/// The entries are made by the scalar formula itself, so the vector path reads the
/// very numbers the scalar reference computes: the two stay bit for bit the same.
/// Storage is kept from frame to frame (a render worker keeps one): a steady frame
/// allocates nothing.
public final class CurlTable {
    /// What the entries were made for: the geometry's numbers and the first line and count.
    private var key: (width: Int, height: Int, axis: Double, radius: Double) = (0, 0, .nan, .nan)
    private(set) var first = 0
    private(set) var count = 0
    private var capacity = 0
    private var storage: UnsafeMutableRawPointer?

    /// The terms, one array each, `count` entries from line `first`.
    private(set) var d = UnsafeMutablePointer<Float>(bitPattern: 16)!
    private(set) var topU = UnsafeMutablePointer<Int32>(bitPattern: 16)!
    private(set) var topV = UnsafeMutablePointer<Int32>(bitPattern: 16)!
    private(set) var midU = UnsafeMutablePointer<Int32>(bitPattern: 16)!
    private(set) var midV = UnsafeMutablePointer<Int32>(bitPattern: 16)!
    private(set) var light = UnsafeMutablePointer<UInt32>(bitPattern: 16)!
    private(set) var coverage = UnsafeMutablePointer<UInt32>(bitPattern: 16)!
    private(set) var shadow = UnsafeMutablePointer<UInt32>(bitPattern: 16)!

    public init() {}

    deinit { storage?.deallocate() }

    /// Makes the entries of `geometry` for `rows` of the frame, unless they are there.
    func prepare(_ geometry: CurlGeometry, rows: Range<Int>) {
        let lines = 4 * rows.lowerBound ..< 4 * (rows.upperBound - 1) + geometry.width
        let key = (geometry.width, geometry.height, geometry.axis, geometry.radius)
        if self.key == key, first <= lines.lowerBound, lines.upperBound <= first + count { return }
        if lines.count > capacity { reserve(lines.count) }
        self.key = key
        first = lines.lowerBound
        count = lines.count
        for i in 0..<count {
            let dm = geometry.d(line: first + i)
            let s = geometry.surface(d: dm)
            d[i] = dm
            topU[i] = roundedInt32(s.kTop * geometry.nu)
            topV[i] = roundedInt32(s.kTop * geometry.nv)
            midU[i] = roundedInt32(s.kMid * geometry.nu)
            midV[i] = roundedInt32(s.kMid * geometry.nv)
            light[i] = s.light
            coverage[i] = s.coverage
            shadow[i] = geometry.shadow(d: dm)
        }
    }

    /// Storage for `entries` entries of every term (a little more, for growing rows).
    private func reserve(_ entries: Int) {
        storage?.deallocate()
        capacity = entries + entries / 4
        let bytes = capacity * 4
        let base = UnsafeMutableRawPointer.allocate(byteCount: 8 * bytes, alignment: 64)
        storage = base
        d = (base + 0 * bytes).bindMemory(to: Float.self, capacity: capacity)
        topU = (base + 1 * bytes).bindMemory(to: Int32.self, capacity: capacity)
        topV = (base + 2 * bytes).bindMemory(to: Int32.self, capacity: capacity)
        midU = (base + 3 * bytes).bindMemory(to: Int32.self, capacity: capacity)
        midV = (base + 4 * bytes).bindMemory(to: Int32.self, capacity: capacity)
        light = (base + 5 * bytes).bindMemory(to: UInt32.self, capacity: capacity)
        coverage = (base + 6 * bytes).bindMemory(to: UInt32.self, capacity: capacity)
        shadow = (base + 7 * bytes).bindMemory(to: UInt32.self, capacity: capacity)
    }
}
