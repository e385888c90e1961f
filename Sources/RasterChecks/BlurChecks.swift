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
]
