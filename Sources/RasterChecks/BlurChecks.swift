import Raster

/// Box blurs of random pictures (up to 20 rows, so whole and partial groups of eight
/// rows and columns both occur) with random radii, some past the picture's size:
/// the whole blur, and rows and columns over random sub-ranges as render threads take them.
let blurChecks: [KernelCheck] = [
    KernelCheck("blur") { seed in
        var random = SeededRandom(seed: seed)
        let canvas = TestCanvas(width: checkWidth(seed: seed), height: random.int(1...20), random: &random)
        let blur = BoxBlur(radii: random.int(0...12), random.int(0...12), random.int(0...40))
        return compareImplementations(canvas, seed: seed) { kernels, view in
            kernels.blur(view, blur, scratch: BlurScratch())
        }
    },
    KernelCheck("blur ranges") { seed in
        var random = SeededRandom(seed: seed)
        let canvas = TestCanvas(width: checkWidth(seed: seed), height: random.int(1...20), random: &random)
        let blur = BoxBlur(sigma: random.double(0...9))
        let firstRow = random.int(0...(canvas.view.height - 1)), firstColumn = random.int(0...(canvas.view.width - 1))
        let rows = firstRow..<random.int(firstRow...canvas.view.height)
        let columns = firstColumn..<random.int(firstColumn...canvas.view.width)
        return compareImplementations(canvas, seed: seed) { kernels, view in
            let scratch = BlurScratch()
            kernels.blurRows(view, rows, blur, scratch: scratch)
            kernels.blurColumns(view, columns, blur, scratch: scratch)
        }
    },
    // Reduced blurs' two ends: random pictures (up to 40 rows, so some with partial
    // blocks) reduced by 2, 4 or 8 over a random range of rows, and random reduced
    // pictures enlarged into random rows (the canvas is the device-sized picture).
    KernelCheck("reduce") { seed in
        var random = SeededRandom(seed: seed)
        let factor = [2, 4, 8][random.int(0...2)]
        let source = TestCanvas(width: checkWidth(seed: seed), height: random.int(1...40), random: &random)
        let width = (source.view.width + factor - 1) / factor, height = (source.view.height + factor - 1) / factor
        let canvas = TestCanvas(width: width, height: height, random: &random)
        let first = random.int(0...(height - 1)), rows = first..<random.int(first...height)
        return compareImplementations(canvas, seed: seed) { kernels, view in
            kernels.reduce(source.view, into: view, factor: factor, rows: rows, scratch: BlurScratch())
        }
    },
    KernelCheck("enlarge") { seed in
        var random = SeededRandom(seed: seed)
        let factor = [2, 4, 8][random.int(0...2)]
        let canvas = TestCanvas(width: checkWidth(seed: seed), height: random.int(1...40), random: &random)
        let source = TestCanvas(width: (canvas.view.width + factor - 1) / factor,
                                height: (canvas.view.height + factor - 1) / factor, random: &random)
        let first = random.int(0...(canvas.view.height - 1)), rows = first..<random.int(first...canvas.view.height)
        // In two calls with one scratch, as two bands of one thread: lines held carry nothing over.
        let middle = random.int(rows.lowerBound...rows.upperBound)
        return compareImplementations(canvas, seed: seed) { kernels, view in
            let scratch = BlurScratch()
            kernels.enlarge(source.view, into: view, factor: factor, rows: rows.lowerBound..<middle, scratch: scratch)
            kernels.enlarge(source.view, into: view, factor: factor, rows: middle..<rows.upperBound, scratch: scratch)
        }
    },
]
