import ArgumentParser
import CPixman
import Raster

/// One benchmarked operation: our kernel call, the pixman call that computes the
/// same picture (nil where pixman has none), and how much memory the op must move.
struct BenchOp: Sendable {
    enum Name: String, CaseIterable, ExpressibleByArgument, Sendable {
        case fill, copy, over, crossfade, affine, projective, mask, rounded, curl, blur
        case blurReduced = "blur_reduced"
        case outputRGB565 = "output_rgb565"
        case outputRot90 = "output_rot90"
    }

    /// The buffer an op writes: reset before it runs, compared after.
    enum Target: Sendable, Equatable {
        case dst, rgb565, rotatedXRGB
    }

    /// What should limit an op: the bytes it moves (a few integer operations per pixel:
    /// on a phone-class board it waits for memory, and here its target is within
    /// `memoryBoundTarget` × memcpy of the same bytes), or its arithmetic (per-pixel
    /// coordinates and bilinear filtering: no memcpy-level target).
    enum Bound: String, Sendable {
        case memory, compute
    }

    /// The most a memory-bound op may take, in memcpy times of the same bytes (issue 19).
    static let memoryBoundTarget = 1.5

    let name: Name
    /// (bytes read + bytes written) / 2, in ARGB8888 frames: the size of the memcpy
    /// reference, which then moves the same traffic as the kernel (memcpy reads and
    /// writes its size once each).
    let memcpyFrames: Double
    let target: Target
    let bound: Bound
    let kernel: @Sendable (Kernels, Workspace) -> Void
    let pixman: (@Sendable (Workspace) -> Void)?

    static let fillColor = Pixel.premultiplying(red: 40, green: 120, blue: 220, alpha: 230)
    static let textColor = Pixel.premultiplying(red: 250, green: 245, blue: 230, alpha: 235)

    /// Every op, in report order.
    static let all: [BenchOp] = [
        BenchOp(name: .fill, memcpyFrames: 0.5, target: .dst, bound: .memory,
                kernel: { k, ws in k.fill(ws.dst.view, color: fillColor, opacity: 255, mode: .copy) },
                pixman: { ws in
                    _ = pixman_fill(ws.dst.baseAddress, Int32(ws.dst.stride), 32, 0, 0,
                                    Int32(ws.width), Int32(ws.height), fillColor.rawValue)
                }),
        BenchOp(name: .copy, memcpyFrames: 1, target: .dst, bound: .memory,
                kernel: { k, ws in k.copy(ws.a.view, to: ws.dst.view, x: 0, y: 0) },
                pixman: { ws in composite(ws, PIXMAN_OP_SRC, ws.image.a, nil, ws.image.dst) }),
        BenchOp(name: .over, memcpyFrames: 1.5, target: .dst, bound: .memory,
                kernel: { k, ws in k.composite(ws.a.view, onto: ws.dst.view, x: 0, y: 0, opacity: 128) },
                pixman: { ws in composite(ws, PIXMAN_OP_OVER, ws.image.a, ws.image.opacity128, ws.image.dst) }),
        // pixman has no one-pass cross-fade: SRC of a at 159/255, then ADD of b at 96/255.
        BenchOp(name: .crossfade, memcpyFrames: 1.5, target: .dst, bound: .memory,
                kernel: { k, ws in k.crossfade(ws.a.view, ws.b.view, into: ws.dst.view, amount: 96) },
                pixman: { ws in
                    composite(ws, PIXMAN_OP_SRC, ws.image.a, ws.image.opacity159, ws.image.dst)
                    composite(ws, PIXMAN_OP_ADD, ws.image.b, ws.image.opacity96, ws.image.dst)
                }),
        BenchOp(name: .affine, memcpyFrames: 1.5, target: .dst, bound: .compute,
                kernel: { k, ws in k.warp(ws.a.view, onto: ws.dst.view, transform: ws.affine, opacity: 255) },
                pixman: { ws in
                    composite(ws, PIXMAN_OP_OVER, ws.image.affineSource, nil, ws.image.dst, within: ws.affineBounds)
                }),
        BenchOp(name: .projective, memcpyFrames: 1.5, target: .dst, bound: .compute,
                kernel: { k, ws in k.warp(ws.a.view, onto: ws.dst.view, transform: ws.homography, opacity: 255) },
                pixman: { ws in
                    composite(ws, PIXMAN_OP_OVER, ws.image.projectiveSource, nil, ws.image.dst, within: ws.projectiveBounds)
                }),
        // Reads a quarter-frame of coverage, reads and writes the frame.
        BenchOp(name: .mask, memcpyFrames: (0.25 + 2) / 2, target: .dst, bound: .memory,
                kernel: { k, ws in k.draw(ws.mask.view, onto: ws.dst.view, x: 0, y: 0, color: textColor, opacity: 255) },
                pixman: { ws in composite(ws, PIXMAN_OP_OVER, ws.image.textColor, ws.image.mask, ws.image.dst) }),
        BenchOp(name: .rounded, memcpyFrames: 1, target: .dst, bound: .memory,
                kernel: { k, ws in
                    k.fill(ws.dst.view, roundedRect: RoundedRect(x: 0, y: 0, width: Float(ws.width),
                                                                  height: Float(ws.height), radius: 48),
                           color: fillColor, opacity: 200)
                },
                pixman: nil),
        // Half way through a curl up: every pixel reads the page or the picture beneath
        // (the flap's samples come from elsewhere on the page), and one frame is written.
        BenchOp(name: .curl, memcpyFrames: 1, target: .dst, bound: .compute,
                kernel: { k, ws in
                    k.curl(ws.a.view, over: ws.b.view, into: ws.dst.view, PageCurl(progress: 0.5, direction: .up))
                },
                pixman: nil),
        // A backdrop's blur of the whole frame in place, σ = 10 pixels (a blur radius of
        // 30 points at scale 1: three boxes of 21, 21 and 23): rows then columns, each
        // reading and writing the frame once; the running sums' arithmetic, not the
        // bytes, sets its pace. pixman has no blur.
        BenchOp(name: .blur, memcpyFrames: 2, target: .dst, bound: .compute,
                kernel: { k, ws in k.blur(ws.dst.view, BoxBlur(sigma: 10), scratch: BlurScratch()) },
                pixman: nil),
        // The same blur as backdrops do it (ReducedBlur): the frame reduced by 4, the
        // quarter-size picture blurred (σ 2.45: three boxes of 5), enlarged back. It reads
        // the frame once and writes it once; the reduction's and the enlargement's few
        // operations a pixel set its pace here.
        BenchOp(name: .blurReduced, memcpyFrames: 1, target: .dst, bound: .compute,
                kernel: { k, ws in
                    let blur = ReducedBlur(sigma: 10), scratch = BlurScratch(), rows = ws.quarter.height
                    k.reduce(ws.dst.view, into: ws.quarter.view, factor: blur.factor, rows: 0..<rows, scratch: scratch)
                    k.blur(ws.quarter.view, blur.blur, scratch: scratch)
                    k.enlarge(ws.quarter.view, into: ws.dst.view, factor: blur.factor, rows: 0..<ws.height, scratch: scratch)
                },
                pixman: nil),
        // Reads a frame, writes half a frame.
        BenchOp(name: .outputRGB565, memcpyFrames: 0.75, target: .rgb565, bound: .memory,
                kernel: { k, ws in k.present(ws.a.view, rect: ws.a.bounds, to: ws.rgb565View, rotation: .degrees0) },
                pixman: { ws in composite(ws, PIXMAN_OP_SRC, ws.image.a, nil, ws.image.rgb565) }),
        BenchOp(name: .outputRot90, memcpyFrames: 1, target: .rotatedXRGB, bound: .memory,
                kernel: { k, ws in k.present(ws.a.view, rect: ws.a.bounds, to: ws.rotatedView, rotation: .degrees90) },
                pixman: { ws in
                    composite(ws, PIXMAN_OP_SRC, ws.image.rotatedSource, nil, ws.image.rotatedXRGB,
                              within: Rect(x: 0, y: 0, width: ws.height, height: ws.width))
                }),
    ]

    /// `pixman_image_composite32` over `within` (default: the whole frame), source and
    /// destination coordinates aligned (a transformed source maps destination → source).
    private static func composite(_ ws: Workspace, _ op: pixman_op_t, _ src: OpaquePointer, _ mask: OpaquePointer?,
                                  _ dst: OpaquePointer, within rect: Rect? = nil) {
        let r = rect ?? Rect(x: 0, y: 0, width: ws.width, height: ws.height)
        let x = Int32(r.x), y = Int32(r.y)
        pixman_image_composite32(op, src, mask, dst, x, y, x, y, x, y, Int32(r.width), Int32(r.height))
    }
}
