import Raster

/// Cross-fades of random pictures at random amounts (0 and 255 included): into a
/// third picture, in place over the first, and over whole contiguous bitmaps (the
/// SIMD path's one-long-row case).
let crossfadeChecks: [KernelCheck] = [
    KernelCheck("crossfade") { seed in
        var random = SeededRandom(seed: seed)
        let width = checkWidth(seed: seed), height = random.int(1...5)
        let a = TestCanvas(width: width, height: height, random: &random)
        let b = TestCanvas(width: width, height: height, random: &random)
        let dst = TestCanvas(width: width, height: height, random: &random)
        let amount = random.opacity()
        return compareImplementations(dst, seed: seed) { kernels, view in
            kernels.crossfade(a.view, b.view, into: view, amount: amount)
        }
    },
    KernelCheck("crossfade in place") { seed in
        var random = SeededRandom(seed: seed)
        let width = checkWidth(seed: seed), height = random.int(1...5)
        let a = TestCanvas(width: width, height: height, random: &random)
        let b = TestCanvas(width: width, height: height, random: &random)
        let amount = random.opacity()
        return compareImplementations(a, seed: seed) { kernels, view in
            kernels.crossfade(view, b.view, into: view, amount: amount)
        }
    },
    KernelCheck("crossfade contiguous") { seed in
        var random = SeededRandom(seed: seed)
        let dst = TestCanvas(width: checkWidth(seed: seed), height: random.int(1...4), random: &random)
        let a = Bitmap(width: dst.backing.width, height: dst.backing.height)
        let b = Bitmap(width: dst.backing.width, height: dst.backing.height)
        for y in 0..<a.height { for x in 0..<a.width { a[x, y] = random.pixel(); b[x, y] = random.pixel() } }
        let amount = random.opacity()
        return compareImplementations(dst, seed: seed) { kernels, view in
            kernels.crossfade(a.view, b.view, into: wholeBacking(of: view, in: dst), amount: amount)
        }
    },
]
