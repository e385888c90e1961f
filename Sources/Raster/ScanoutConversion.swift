import CRasterHints

extension Kernels {
    /// Converts the `rect` of `src` to `dst`'s format, turned by `rotation`
    /// (`dst` is `src` rotated: its size is `src`'s with axes swapped for 90/270).
    /// Writes each destination byte once and never reads `dst`.
    ///
    /// XRGB8888 stores the pixel unchanged (X is the source's alpha byte, which
    /// displays ignore); RGB565 keeps the top 5/6/5 bits of red/green/blue
    /// (truncation, like pixman's a8r8g8b8 → r5g6b5 conversion). The rect is clipped to
    /// `src`; it lands at `rotation.map(rect, …)` and nothing else in `dst` changes.
    public func present(_ src: BitmapView, rect: Rect, to dst: ScanoutView, rotation: Rotation) {
        let width = rotation.swapsAxes ? src.height : src.width
        let height = rotation.swapsAxes ? src.width : src.height
        precondition(dst.width == width && dst.height == height, "present: dst is not src rotated")
        let r = rect.intersection(src.bounds)
        if r.isEmpty { return }
        switch implementation {
        case .scalar: Scanout.presentScalar(src, r, dst, rotation)
        case .simd: Scanout.presentSIMD(src, r, dst, rotation)
        }
    }
}

/// The output pass's conversions and walks.
enum Scanout {
    /// `0xAARRGGBB` to `RRRRRGGGGGGBBBBB`, keeping each channel's top bits.
    @inline(__always) static func rgb565(_ p: UInt32) -> UInt16 {
        UInt16(truncatingIfNeeded: (p >> 19 & 0x1F) << 11 | (p >> 10 & 0x3F) << 5 | (p >> 3 & 0x1F))
    }

    /// `rgb565` for eight pixels, with one right shift: the kept red and blue bits, a
    /// copy of them 5 bits up and the green bits 3 bits up fill disjoint bit fields
    /// (3…7, 8…12, 13…18, 19…23, 24…28), so after `>> 8` blue, green and red sit at
    /// 0…4, 5…10, 11…15 and the narrowing drops the rest. (Three differently shifted
    /// copies get vectorised by LLVM as alternating per-lane shifts, which SSE2 lacks.)
    @inline(__always) static func rgb565(_ p: PixelVector) -> SIMD8<UInt16> {
        let redBlue = p & 0x00F8_00F8
        let fields = redBlue &+ redBlue &<< 5 &+ (p & 0xFC00) &<< 3
        return SIMD8<UInt16>(truncatingIfNeeded: fields &>> 8)
    }

    /// One source pixel at a time, stored where `rotation.map` sends it.
    static func presentScalar(_ src: BitmapView, _ r: Rect, _ dst: ScanoutView, _ rotation: Rotation) {
        for y in r.minY..<r.maxY {
            for x in r.minX..<r.maxX {
                let p = src.row(y)[x]
                let to = rotation.map(x: x, y: y, width: src.width, height: src.height)
                let address = dst.baseAddress + to.y * dst.bytesPerRow + to.x * dst.format.bytesPerPixel
                switch dst.format {
                case .xrgb8888: address.storeBytes(of: p, as: UInt32.self)
                case .rgb565: address.storeBytes(of: rgb565(p), as: UInt16.self)
                }
            }
        }
    }

    /// 0° and 180° walk source rows in destination row order (a `memmove` per row for
    /// 0° XRGB8888); 90° and 270° go in pairs of 8 × 8 tiles transposed in registers.
    static func presentSIMD(_ src: BitmapView, _ r: Rect, _ dst: ScanoutView, _ rotation: Rotation) {
        switch rotation {
        case .degrees0:
            for y in r.minY..<r.maxY {
                let to = dst.baseAddress + y * dst.bytesPerRow + r.minX * dst.format.bytesPerPixel
                let from = src.row(y) + r.minX
                switch dst.format {
                case .xrgb8888: to.copyMemory(from: from, byteCount: r.width * 4)
                case .rgb565: convertRow(from, to, count: r.width, reversed: false)
                }
            }
        case .degrees180:
            let target = rotation.map(r, width: src.width, height: src.height)
            for v in target.minY..<target.maxY {
                let to = dst.baseAddress + v * dst.bytesPerRow + target.minX * dst.format.bytesPerPixel
                let from = src.row(src.height - 1 - v) + (src.width - 1 - target.minX)
                if dst.format == .xrgb8888 {
                    copyRowReversed(from, to, count: target.width)
                } else {
                    convertRow(from, to, count: target.width, reversed: true)
                }
            }
        case .degrees90, .degrees270:
            presentTurned(src, r, dst, clockwise: rotation == .degrees90)
        }
    }

    /// `count` pixels to RGB565 at `to`, read forwards from `from` or, `reversed`,
    /// backwards from it.
    @inline(__always)
    static func convertRow(_ from: UnsafeMutablePointer<UInt32>, _ to: UnsafeMutableRawPointer, count: Int, reversed: Bool) {
        var i = 0
        if reversed {
            while i &+ 8 <= count {
                to.storeBytes(of: rgb565(reverse(loadPixels(from - i - 7))), toByteOffset: i &* 2, as: SIMD8<UInt16>.self)
                i &+= 8
            }
            while i < count { to.storeBytes(of: rgb565(from[-i]), toByteOffset: i &* 2, as: UInt16.self); i &+= 1 }
        } else {
            while i &+ 8 <= count {
                to.storeBytes(of: rgb565(loadPixels(from + i)), toByteOffset: i &* 2, as: SIMD8<UInt16>.self)
                i &+= 8
            }
            while i < count { to.storeBytes(of: rgb565(from[i]), toByteOffset: i &* 2, as: UInt16.self); i &+= 1 }
        }
    }

    /// `count` pixels read backwards from `from`, stored forwards at `to`.
    @inline(__always)
    static func copyRowReversed(_ from: UnsafeMutablePointer<UInt32>, _ to: UnsafeMutableRawPointer, count: Int) {
        var i = 0
        while i &+ 8 <= count {
            to.storeBytes(of: reverse(loadPixels(from - i - 7)), toByteOffset: i &* 4, as: PixelVector.self)
            i &+= 8
        }
        while i < count { to.storeBytes(of: from[-i], toByteOffset: i &* 4, as: UInt32.self); i &+= 1 }
    }

    /// The lanes in reverse order.
    @inline(__always) static func reverse(_ v: PixelVector) -> PixelVector {
        PixelVector(v[7], v[6], v[5], v[4], v[3], v[2], v[1], v[0])
    }
}

extension Scanout {
    typealias Quad = SIMD4<UInt32>
    /// Eight rows (or columns) of an 8 × 8 tile.
    typealias Tile = (PixelVector, PixelVector, PixelVector, PixelVector,
                      PixelVector, PixelVector, PixelVector, PixelVector)

    /// 90° (`clockwise`) or 270°, one specialised loop per rotation and format.
    static func presentTurned(_ src: BitmapView, _ r: Rect, _ dst: ScanoutView, clockwise: Bool) {
        switch (clockwise, dst.format) {
        case (true, .xrgb8888): turn(TurnXRGB8888By90.self, src, r, dst)
        case (true, .rgb565): turn(TurnRGB565By90.self, src, r, dst)
        case (false, .xrgb8888): turn(TurnXRGB8888By270.self, src, r, dst)
        case (false, .rgb565): turn(TurnRGB565By270.self, src, r, dst)
        }
    }

    /// Destination stripes 16 pixels wide, each walked down in steps of 8 rows: two
    /// 8 × 8 tiles (16 source rows, read along the rows as the step goes down: streams a
    /// prefetcher follows) transposed in registers, then stored as 16-pixel runs of eight
    /// destination rows, so each run fills whole cache lines (what write-combined scanout
    /// memory wants). Bands of 8 destination rows in 8-pixel runs read the source down
    /// its columns, one row a page apart, and measured 1.8–2.2× memcpy of the same bytes
    /// against 1.6–1.9× for these stripes (1080 × 1920, XRGB8888 and RGB565). Sixteen
    /// streams are more than the processor's prefetchers follow, so every 16 pixels down
    /// a stripe each of its source rows asks for the line 64 pixels on: 1.55–1.60× → 1.31–1.33×
    /// memcpy (32 to 256 pixels on measured, 64 best by a little). A last stripe 8 wide goes
    /// in single tiles, leftovers one pixel at a time.
    static func turn<Turn: TurnedPresent>(_: Turn.Type, _ src: BitmapView, _ r: Rect, _ dst: ScanoutView) {
        let clockwise = Turn.clockwise, format = Turn.format
        let target = (clockwise ? Rotation.degrees90 : .degrees270).map(r, width: src.width, height: src.height)
        let bpp = format.bytesPerPixel
        let tiledWidth = target.width & ~7, tiledEnd = target.minY + (target.height & ~7)
        let pairedEnd = target.minX + (tiledWidth & ~15), tiledMaxX = target.minX + tiledWidth
        // The source pixel of destination (u, v): 90° reads src(v, H − 1 − u), 270° src(W − 1 − v, u).
        @inline(__always) func source(_ u: Int, _ v: Int) -> UnsafeMutablePointer<UInt32> {
            clockwise ? src.row(src.height - 1 - u) + v : src.row(u) + (src.width - 1 - v)
        }
        @inline(__always) func single(_ u: Int, _ v: Int) {
            let p = source(u, v).pointee, to = dst.baseAddress + v * dst.bytesPerRow + u * bpp
            switch format {
            case .xrgb8888: to.storeBytes(of: p, as: UInt32.self)
            case .rgb565: to.storeBytes(of: rgb565(p), as: UInt16.self)
            }
        }
        // Tile rows run down the source for 270° and up it for 90°.
        let step = clockwise ? -src.stride : src.stride
        // The 8 × 8 tile whose destination top-left is (u0, v0), turned.
        // 90°: lane i of tile row j is src(v0 + i, H − 1 − u0 − j) = dst(u0 + j, v0 + i).
        // 270°: lane m of row j is src(W − 8 − v0 + m, u0 + j) = dst(u0 + j, v0 + 7 − m).
        @inline(__always) func turnedTile(_ u0: Int, _ v0: Int) -> Tile {
            let t = transpose(loadTile(clockwise ? source(u0, v0) : source(u0, v0 + 7), step: step))
            return clockwise ? t : (t.7, t.6, t.5, t.4, t.3, t.2, t.1, t.0)
        }
        var u0 = target.minX
        while u0 < pairedEnd {
            var v0 = target.minY
            while v0 < tiledEnd {
                if (v0 &- target.minY) & 15 == 0 {
                    // Each source row's cache line four lines on (see above).
                    for j in 0 ..< 16 { kiosk_prefetch(source(u0 &+ j, v0 &+ 64)) }
                }
                let left = turnedTile(u0, v0), right = turnedTile(u0 &+ 8, v0)
                storeTiles(left, right, to: dst.baseAddress + v0 * dst.bytesPerRow + u0 * bpp,
                           bytesPerRow: dst.bytesPerRow, format: format)
                v0 &+= 8
            }
            u0 &+= 16
        }
        while u0 < tiledMaxX {
            var v0 = target.minY
            while v0 < tiledEnd {
                storeTile(turnedTile(u0, v0), to: dst.baseAddress + v0 * dst.bytesPerRow + u0 * bpp,
                          bytesPerRow: dst.bytesPerRow, format: format)
                v0 &+= 8
            }
            u0 &+= 8
        }
        for v in target.minY..<tiledEnd {
            for u in tiledMaxX..<target.maxX { single(u, v) }
        }
        for v in tiledEnd..<target.maxY {
            for u in target.minX..<target.maxX { single(u, v) }
        }
    }

    /// Eight rows of eight pixels, `step` pixels apart, starting at `p`.
    @inline(__always)
    static func loadTile(_ p: UnsafeMutablePointer<UInt32>, step: Int) -> Tile {
        (loadPixels(p), loadPixels(p + step), loadPixels(p + 2 &* step), loadPixels(p + 3 &* step),
         loadPixels(p + 4 &* step), loadPixels(p + 5 &* step), loadPixels(p + 6 &* step), loadPixels(p + 7 &* step))
    }

    /// Eight pixels converted to `format`, at `offset` bytes from `p`.
    @inline(__always)
    static func store(_ v: PixelVector, to p: UnsafeMutableRawPointer, offset: Int, format: ScanoutFormat) {
        switch format {
        case .xrgb8888: p.storeBytes(of: v, toByteOffset: offset, as: PixelVector.self)
        case .rgb565: p.storeBytes(of: rgb565(v), toByteOffset: offset, as: SIMD8<UInt16>.self)
        }
    }

    /// Eight runs of eight pixels, converted to `format`, one per destination row.
    @inline(__always)
    static func storeTile(_ t: Tile, to p: UnsafeMutableRawPointer, bytesPerRow: Int, format: ScanoutFormat) {
        @inline(__always) func row(_ v: PixelVector, _ j: Int) { store(v, to: p, offset: j &* bytesPerRow, format: format) }
        row(t.0, 0); row(t.1, 1); row(t.2, 2); row(t.3, 3); row(t.4, 4); row(t.5, 5); row(t.6, 6); row(t.7, 7)
    }

    /// Eight runs of sixteen pixels, `left` then `right`, one per destination row: each
    /// row's run is stored whole before the next row's.
    @inline(__always)
    static func storeTiles(_ left: Tile, _ right: Tile, to p: UnsafeMutableRawPointer, bytesPerRow: Int,
                           format: ScanoutFormat) {
        let half = 8 &* format.bytesPerPixel
        @inline(__always) func row(_ a: PixelVector, _ b: PixelVector, _ j: Int) {
            store(a, to: p, offset: j &* bytesPerRow, format: format)
            store(b, to: p, offset: j &* bytesPerRow &+ half, format: format)
        }
        row(left.0, right.0, 0); row(left.1, right.1, 1); row(left.2, right.2, 2); row(left.3, right.3, 3)
        row(left.4, right.4, 4); row(left.5, right.5, 5); row(left.6, right.6, 6); row(left.7, right.7, 7)
    }

    /// The 8 × 8 transpose as four 4 × 4 ones on vector halves: unpack and shuffle
    /// instructions on SSE2, zip/uzp/trn on NEON.
    @inline(__always)
    static func transpose(_ m: Tile) -> Tile {
        let a = transpose4(m.0.lowHalf, m.1.lowHalf, m.2.lowHalf, m.3.lowHalf)
        let b = transpose4(m.4.lowHalf, m.5.lowHalf, m.6.lowHalf, m.7.lowHalf)
        let c = transpose4(m.0.highHalf, m.1.highHalf, m.2.highHalf, m.3.highHalf)
        let d = transpose4(m.4.highHalf, m.5.highHalf, m.6.highHalf, m.7.highHalf)
        return (PixelVector(lowHalf: a.0, highHalf: b.0), PixelVector(lowHalf: a.1, highHalf: b.1),
                PixelVector(lowHalf: a.2, highHalf: b.2), PixelVector(lowHalf: a.3, highHalf: b.3),
                PixelVector(lowHalf: c.0, highHalf: d.0), PixelVector(lowHalf: c.1, highHalf: d.1),
                PixelVector(lowHalf: c.2, highHalf: d.2), PixelVector(lowHalf: c.3, highHalf: d.3))
    }

    @inline(__always)
    static func transpose4(_ a: Quad, _ b: Quad, _ c: Quad, _ d: Quad) -> (Quad, Quad, Quad, Quad) {
        let ab0 = Quad(a[0], b[0], a[1], b[1]), ab1 = Quad(a[2], b[2], a[3], b[3])
        let cd0 = Quad(c[0], d[0], c[1], d[1]), cd1 = Quad(c[2], d[2], c[3], d[3])
        return (Quad(ab0[0], ab0[1], cd0[0], cd0[1]), Quad(ab0[2], ab0[3], cd0[2], cd0[3]),
                Quad(ab1[0], ab1[1], cd1[0], cd1[1]), Quad(ab1[2], ab1[3], cd1[2], cd1[3]))
    }
}

/// A turned output pass's direction and format as types, so that each of the four
/// combinations gets its own specialised tile loop (Bool arguments stayed run-time
/// branches and register moves inside the loop).
protocol TurnedPresent {
    static var clockwise: Bool { get }
    static var format: ScanoutFormat { get }
}

enum TurnXRGB8888By90: TurnedPresent {
    static var clockwise: Bool { true }
    static var format: ScanoutFormat { .xrgb8888 }
}

enum TurnRGB565By90: TurnedPresent {
    static var clockwise: Bool { true }
    static var format: ScanoutFormat { .rgb565 }
}

enum TurnXRGB8888By270: TurnedPresent {
    static var clockwise: Bool { false }
    static var format: ScanoutFormat { .xrgb8888 }
}

enum TurnRGB565By270: TurnedPresent {
    static var clockwise: Bool { false }
    static var format: ScanoutFormat { .rgb565 }
}
