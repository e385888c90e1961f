import Raster

/// Page curls of random pictures (1…67 × 1…60; pages with opaque and clear runs,
/// or wholly of alpha 255 or 254) in either direction, at progress 0, 1 or anywhere
/// between, with the default radius or any from half a pixel to 24, the whole frame
/// or (one time in three) a band of its rows: both implementations write the same
/// pixels and nothing outside the destination.
let pageCurlChecks: [KernelCheck] = [
    KernelCheck("page curl") { seed in
        var random = SeededRandom(seed: seed)
        let width = checkWidth(seed: seed), height = random.int(1...60)
        let page = TestCanvas(width: width, height: height, random: &random)
        let beneath = TestCanvas(width: width, height: height, random: &random)
        paintRuns(page.view, random: &random)
        let alpha: UInt8? = [255, 254, nil, nil][random.int(0...3)]
        if let alpha {
            // Opaque, as snapshots usually are (the SIMD path then skips what the back
            // hides), or nearly so, which must not pass for opaque.
            for y in 0..<height {
                for x in 0..<width {
                    let p = page.view[x, y]
                    page.view[x, y] = Pixel(red: min(p.red, alpha), green: min(p.green, alpha),
                                            blue: min(p.blue, alpha), alpha: alpha)
                }
            }
        }
        let destination = TestCanvas(width: width, height: height, random: &random)
        let progress: Double
        switch random.int(0...5) {
        case 0: progress = 0
        case 1: progress = 1
        default: progress = random.double(0...1)
        }
        let radius: Double? = random.int(0...2) == 0 ? nil : random.double(0.5...24)
        let curl = PageCurl(progress: progress, direction: random.int(0...1) == 0 ? .up : .down, radius: radius)
        if random.int(0...2) == 0 {
            let top = random.int(0...height - 1), rows = top ..< random.int(top + 1 ... height)
            let band = TestCanvas(width: width, height: rows.count, random: &random)
            return compareImplementations(band, seed: seed) { kernels, view in
                kernels.curl(page.view, over: beneath.view, into: view, curl, rows: rows)
            }
        }
        return compareImplementations(destination, seed: seed) { kernels, view in
            kernels.curl(page.view, over: beneath.view, into: view, curl)
        }
    },
]
