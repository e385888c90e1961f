import Raster
import RasterChecks
import Testing

/// The page curl's frames: the ends are the two pictures exactly, the middle shows
/// the flat page, the washed back of the flap, the shadowed picture beneath, and
/// `.down` is `.up` played backwards; both implementations agree.
///
/// The 120 × 200 pictures below curl with the default radius (a twelfth of the
/// diagonal: 19.44 px). At progress 0.5 the axis lies `d = −91.13 + 0.2425·(x + ½) +
/// 0.9701·(y + ½)` pixels from the centre of pixel (x, y) (`d < 0`: not reached yet),
/// the fold is at `d = r`, and the shadow ends at `d = 2r = 38.87`.
@Suite struct PageCurlTests {
    static let implementations = [Kernels.scalar, Kernels.simd]
    static let width = 120, height = 200

    /// An opaque picture whose every pixel differs: red = x, green = y, blue 64.
    static func numberedPage() -> Bitmap {
        let page = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { page[x, y] = Pixel(red: UInt8(x), green: UInt8(y), blue: 64, alpha: 255) }
        }
        return page
    }

    /// An opaque picture beneath: red 200, green = y / 2 + 60, blue = x + 100.
    static func beneathPicture() -> Bitmap {
        let beneath = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                beneath[x, y] = Pixel(red: 200, green: UInt8(y / 2 + 60), blue: UInt8(x + 100), alpha: 255)
            }
        }
        return beneath
    }

    /// A picture of random premultiplied pixels (transparent and partly so included).
    static func randomPicture(seed: UInt64) -> Bitmap {
        var random = SeededRandom(seed: seed)
        let picture = Bitmap(width: width, height: height)
        for y in 0..<height { for x in 0..<width { picture[x, y] = random.pixel() } }
        return picture
    }

    static func pixels(_ bitmap: Bitmap) -> [UInt32] {
        Array(UnsafeBufferPointer(start: bitmap.baseAddress, count: bitmap.stride * bitmap.height))
    }

    static func frame(_ kernels: Kernels, _ page: Bitmap, over beneath: Bitmap, _ curl: PageCurl) -> Bitmap {
        let frame = Bitmap(width: page.width, height: page.height, fill: Pixel(rawValue: 0xDEAD_BEEF))
        kernels.curl(page.view, over: beneath.view, into: frame.view, curl)
        return frame
    }

    @Test("Progress 0 is exactly the page and 1 exactly the picture beneath, both ways",
          arguments: implementations)
    func ends(kernels: Kernels) {
        let page = Self.randomPicture(seed: 1), beneath = Self.randomPicture(seed: 2)
        for direction in [PageCurl.Direction.up, .down] {
            let start = Self.frame(kernels, page, over: beneath, PageCurl(progress: 0, direction: direction))
            let end = Self.frame(kernels, page, over: beneath, PageCurl(progress: 1, direction: direction))
            #expect(Self.pixels(start) == Self.pixels(page))
            #expect(Self.pixels(end) == Self.pixels(beneath))
        }
    }

    @Test("Half way, the top-left corner is the flat page and the bottom-right the picture beneath",
          arguments: implementations)
    func flatAndUncovered(kernels: Kernels) {
        let page = Self.numberedPage(), beneath = Self.beneathPicture()
        let frame = Self.frame(kernels, page, over: beneath, PageCurl(progress: 0.5, direction: .up))
        // d = −90.5 and −89.3: not reached; the flap's points (59.2, 235.4) and (59.6, 234.0) lie off the page.
        #expect(frame[0, 0] == Pixel(rawValue: 0xFF00_0040))
        #expect(frame[1, 1] == Pixel(rawValue: 0xFF01_0140))
        // d = −61.7 at the top-right corner; the flap would show (164.2, 179.4), off the page.
        #expect(frame[119, 0] == Pixel(rawValue: 0xFF77_0040))
        // d = 131.4 and 45.3: far past the fold and its shadow.
        #expect(frame[119, 199] == beneath[119, 199])
        #expect(frame[60, 125] == beneath[60, 125])
    }

    @Test("The flap shows the back of the page, washed 60 % of the way to white", arguments: implementations)
    func flapIsWashedBack(kernels: Kernels) {
        // Pixel (60, 40), d = −37.2, lies under the flap: page point (93.3, 171.9), mirrored across the axis.
        let page = Self.numberedPage(), beneath = Self.beneathPicture()
        let shown = Self.frame(kernels, page, over: beneath, PageCurl(progress: 0.5, direction: .up))[60, 40]
        let mirrored = page[93, 171] // red 93, green 171, blue 64
        #expect(shown.alpha == 255)
        #expect(shown.red > mirrored.red && shown.green > mirrored.green && shown.blue > mirrored.blue)
        // The unwashed neighbourhood is red 92…94, green 171…172: washed, 0.4 × that + 153.
        #expect((189...191).contains(shown.red) && (221...222).contains(shown.green) && shown.blue == 179)

        // On a plain page the filter gives the colour back exactly, so the flap is exactly washed.
        let plain = Bitmap(width: Self.width, height: Self.height, fill: Pixel(rawValue: 0xFF20_4060))
        let flat = Self.frame(kernels, plain, over: beneath, PageCurl(progress: 0.5, direction: .up))
        // 0x20 → (32 × 102 + 255 × 153) / 255 = 165.8; 0x40 → 178.6; 0x60 → 191.4.
        #expect(flat[60, 40] == Pixel(rawValue: 0xFFA6_B3BF))
        #expect(flat[60, 40] == Pixel.interpolate(Pixel(rawValue: 0xFF20_4060), .white, by: 153))
        #expect(flat[0, 0] == Pixel(rawValue: 0xFF20_4060))
    }

    @Test("The shadow darkens the picture beneath next to the fold and fades out by 2r",
          arguments: implementations)
    func shadow(kernels: Kernels) {
        let page = Self.numberedPage(), beneath = Self.beneathPicture()
        let frame = Self.frame(kernels, page, over: beneath, PageCurl(progress: 0.5, direction: .up))
        // Down column 60, d grows by 0.97 a row: (60, 100) is 1.1 px past the fold's
        // antialiased edge (d = 21.0), (60, 119) the first row past 2r (d = 39.5).
        let next = frame[60, 100], below = beneath[60, 100]
        // Shadow 102 × ((38.87 − 21.04) / 19.44)² = 85.8 → 86: beneath's (200, 110, 160)
        // times 169/255, alpha kept.
        #expect(below == Pixel(red: 200, green: 110, blue: 160, alpha: 255))
        #expect(next == Pixel(red: 133, green: 73, blue: 106, alpha: 255))
        // Lighter row by row, never lighter than beneath (whose red is 200 all along).
        var previous = next
        for y in 101...118 {
            let shaded = frame[60, y]
            #expect(shaded.red >= previous.red && shaded.red <= 200 && shaded.alpha == 255, "row \(y)")
            previous = shaded
        }
        #expect(frame[60, 110].red < 200)
        for y in 119...199 { #expect(frame[60, y] == beneath[60, y], "row \(y)") }
    }

    @Test("Down at p is up at 1 − p with the pictures swapped", arguments: implementations)
    func downIsUpReversed(kernels: Kernels) {
        let page = Self.randomPicture(seed: 3), beneath = Self.numberedPage()
        for p in [0.1, 0.37, 0.5, 0.8, 0.95] {
            let down = Self.frame(kernels, page, over: beneath, PageCurl(progress: p, direction: .down))
            let up = Self.frame(kernels, beneath, over: page, PageCurl(progress: 1 - p, direction: .up))
            #expect(Self.pixels(down) == Self.pixels(up), "progress \(p)")
            #expect(Self.pixels(down) != Self.pixels(page) && Self.pixels(down) != Self.pixels(beneath))
        }
    }

    @Test("SIMD equals the scalar reference on a larger page through the whole curl")
    func simdMatchesScalar() {
        let page = Self.randomPicture(seed: 4), beneath = Self.randomPicture(seed: 5)
        for p in [0.05, 0.3, 0.5, 0.7, 0.9] {
            for radius in [nil, 3.5] as [Double?] {
                let curl = PageCurl(progress: p, direction: .up, radius: radius)
                let scalar = Self.frame(.scalar, page, over: beneath, curl)
                let simd = Self.frame(.simd, page, over: beneath, curl)
                #expect(Self.pixels(scalar) == Self.pixels(simd), "progress \(p), radius \(radius ?? 0)")
            }
        }
    }

    @Test("A band of rows is exactly those rows of the whole frame", arguments: implementations)
    func bandsAreRowsOfTheFrame(kernels: Kernels) {
        let page = Self.randomPicture(seed: 6), beneath = Self.numberedPage()
        let curl = PageCurl(progress: 0.4, direction: .up)
        let whole = Self.frame(kernels, page, over: beneath, curl)
        // Bands of 37 rows (the last one 15) down the 200 rows, through the fold and the flap.
        var mismatched = 0
        for top in stride(from: 0, to: 200, by: 37) {
            let rows = top ..< min(200, top + 37)
            let band = Bitmap(width: 120, height: rows.count, fill: Pixel(rawValue: 0x1234_5678))
            kernels.curl(page.view, over: beneath.view, into: band.view, curl, rows: rows)
            for y in rows {
                for x in 0..<120 where band[x, y - top] != whole[x, y] { mismatched += 1 }
            }
        }
        #expect(mismatched == 0)
    }

    /// What a render worker does: one table for a frame's rows, kept for its bands and
    /// for the next frame, whose terms it must not reuse.
    @Test("Bands drawn from one table kept across frames are exactly the scalar frames")
    func bandsShareOneTable() {
        let page = Self.randomPicture(seed: 7), beneath = Self.numberedPage()
        let table = CurlTable()
        for (p, direction) in [(0.4, PageCurl.Direction.up), (0.6, .up), (0.6, .down)] {
            let curl = PageCurl(progress: p, direction: direction)
            let whole = Self.frame(.scalar, page, over: beneath, curl)
            var mismatched = 0
            // The table is made for rows 20 ..< 180; the bands of 16 rows draw them.
            for top in stride(from: 20, to: 180, by: 16) {
                let rows = top ..< min(180, top + 16)
                let band = Bitmap(width: 120, height: rows.count, fill: Pixel(rawValue: 0x1234_5678))
                Kernels.simd.curl(page.view, over: beneath.view, into: band.view, curl, rows: rows, table: table,
                                  tableRows: 20 ..< 180)
                for y in rows {
                    for x in 0..<120 where band[x, y - top] != whole[x, y] { mismatched += 1 }
                }
            }
            #expect(mismatched == 0, "progress \(p), \(direction)")
        }
    }

    @Test("SIMD equals the scalar reference over the check seeds (sizes 1…67 × 1…60)")
    func checkSeeds() {
        let checks = RasterChecks.all.filter { "\($0.name)" == "page curl" }
        #expect(checks.count == 1)
        for check in checks {
            let failure = check.firstFailure(seeds: RasterChecks.defaultSeeds)
            #expect(failure == nil, "seed \(failure?.seed ?? 0) at (\(failure?.x ?? 0), \(failure?.y ?? 0))")
        }
    }
}
