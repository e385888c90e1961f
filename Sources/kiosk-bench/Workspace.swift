import CPixman
import Glibc
import Raster

/// Every buffer one frame size needs, allocated once (64-byte aligned) and painted
/// with the deterministic pictures, plus pixman images wrapping the very same memory,
/// so the kernel, memcpy and pixman all touch the same pages.
final class Workspace {
    let width: Int
    let height: Int
    /// Bytes of one ARGB8888 frame.
    var frameBytes: Int { width * height * 4 }

    /// The source picture (copy, over, warps, outputs) and crossfade's second picture.
    let a: Bitmap
    let b: Bitmap
    /// What `dst` is reset to before each op.
    let background: Bitmap
    let dst: Bitmap
    /// `dst` reduced by 4 (the reduced blur's own picture).
    let quarter: Bitmap
    let mask: Mask
    /// Scanout-like output (RGB565, or the frame turned 90° as XRGB8888), one frame of bytes.
    let scanout: UnsafeMutableRawPointer
    let rgb565BytesPerRow: Int
    /// The kernel's output kept for the comparison with pixman's.
    let snapshot: UnsafeMutableRawPointer
    /// The memcpy reference's own source and destination, two frames each (the largest
    /// op moves 1.5 frames); they are painted too so no page is a shared zero page.
    let copyFrom: UnsafeMutableRawPointer
    let copyTo: UnsafeMutableRawPointer

    let affine: Affine2D
    let homography: Homography
    /// The destination pixels each warp can touch; pixman composites only those.
    let affineBounds: Rect
    let projectiveBounds: Rect

    let image: PixmanImages

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        let frameBytes = width * height * 4
        a = Bitmap(width: width, height: height)
        b = Bitmap(width: width, height: height)
        background = Bitmap(width: width, height: height)
        dst = Bitmap(width: width, height: height)
        quarter = Bitmap(width: (width + 3) / 4, height: (height + 3) / 4)
        // pixman wants rows a multiple of 4 bytes apart.
        mask = Mask(width: width, height: height, stride: (width + 3) & ~3)
        rgb565BytesPerRow = (width * 2 + 3) & ~3
        scanout = .allocate(byteCount: max(frameBytes, rgb565BytesPerRow * height), alignment: 64)
        snapshot = .allocate(byteCount: max(frameBytes, rgb565BytesPerRow * height), alignment: 64)
        copyFrom = .allocate(byteCount: 2 * frameBytes, alignment: 64)
        copyTo = .allocate(byteCount: 2 * frameBytes, alignment: 64)

        Pictures.paintSource(a, variant: 0)
        Pictures.paintSource(b, variant: 1)
        Pictures.paintBackground(background)
        Pictures.paintText(mask)
        memcpy(copyFrom, a.baseAddress, frameBytes)
        memcpy(copyFrom + frameBytes, b.baseAddress, frameBytes)
        memcpy(copyTo, background.baseAddress, frameBytes)
        memcpy(copyTo + frameBytes, background.baseAddress, frameBytes)
        memset(scanout, 0x55, max(frameBytes, rgb565BytesPerRow * height))
        memset(snapshot, 0, max(frameBytes, rgb565BytesPerRow * height))

        affine = Scenes.affine(width: width, height: height)
        homography = Scenes.projective(width: width, height: height)
        affineBounds = Scenes.bounds(width: width, height: height, map: affine.apply)
        projectiveBounds = Scenes.bounds(width: width, height: height, map: homography.apply)
        guard let inverseAffine = affine.inverted(), let inverseHomography = homography.inverted() else {
            fatalError("warp scenes must be invertible")
        }
        image = PixmanImages(a: a, b: b, dst: dst, mask: mask, scanout: scanout,
                             rgb565BytesPerRow: rgb565BytesPerRow,
                             inverseAffine: inverseAffine, inverseHomography: inverseHomography)
    }

    deinit {
        scanout.deallocate()
        snapshot.deallocate()
        copyFrom.deallocate()
        copyTo.deallocate()
    }

    /// Puts the op's output buffer back to its starting content.
    func reset(_ target: BenchOp.Target) {
        switch target {
        case .dst: memcpy(dst.baseAddress, background.baseAddress, frameBytes)
        case .rgb565, .rotatedXRGB: memset(scanout, 0x55, frameBytes)
        }
    }

    /// The kernel's output, copied aside for verification.
    func keepSnapshot(of target: BenchOp.Target) {
        memcpy(snapshot, target == .dst ? UnsafeRawPointer(dst.baseAddress) : UnsafeRawPointer(scanout), frameBytes)
    }

    var rgb565View: ScanoutView {
        ScanoutView(baseAddress: scanout, width: width, height: height, bytesPerRow: rgb565BytesPerRow, format: .rgb565)
    }

    /// The frame turned 90° clockwise: height × width.
    var rotatedView: ScanoutView {
        ScanoutView(baseAddress: scanout, width: height, height: width, bytesPerRow: height * 4, format: .xrgb8888)
    }
}

/// pixman images over the workspace's memory, one per role (each transform and filter
/// lives on its own image, so no op has to undo another's settings).
final class PixmanImages {
    let a: OpaquePointer
    let b: OpaquePointer
    let dst: OpaquePointer
    let mask: OpaquePointer
    /// `a` seen through the inverse warps (pixman maps destination → source), bilinear.
    let affineSource: OpaquePointer
    let projectiveSource: OpaquePointer
    /// `a` turned 90° clockwise, nearest: pixman's rotation fast path.
    let rotatedSource: OpaquePointer
    let rgb565: OpaquePointer
    let rotatedXRGB: OpaquePointer
    /// Solid masks: 128/255 for over, 159/255 and 96/255 for the two crossfade passes.
    let opacity128: OpaquePointer
    let opacity159: OpaquePointer
    let opacity96: OpaquePointer
    /// The solid colour the mask op draws.
    let textColor: OpaquePointer

    init(a: Bitmap, b: Bitmap, dst: Bitmap, mask: Mask, scanout: UnsafeMutableRawPointer,
         rgb565BytesPerRow: Int, inverseAffine: Affine2D, inverseHomography: Homography) {
        let w = a.width, h = a.height
        self.a = Self.wrap(a)
        self.b = Self.wrap(b)
        self.dst = Self.wrap(dst)
        self.mask = Self.bits(PIXMAN_a8, w, h, UnsafeMutableRawPointer(mask.baseAddress), mask.stride)

        affineSource = Self.wrap(a)
        let t = inverseAffine
        Self.setTransform(affineSource, (t.a, t.c, t.tx, t.b, t.d, t.ty, 0, 0, 1), extent: (w, h),
                          filter: PIXMAN_FILTER_BILINEAR)
        projectiveSource = Self.wrap(a)
        Self.setTransform(projectiveSource, inverseHomography.m, extent: (w, h), filter: PIXMAN_FILTER_BILINEAR)
        // Destination (X, Y) of the turned frame shows source (Y, h − X).
        rotatedSource = Self.wrap(a)
        Self.setTransform(rotatedSource, (0, 1, 0, -1, 0, Double(h), 0, 0, 1), extent: (h, w),
                          filter: PIXMAN_FILTER_NEAREST)

        rgb565 = Self.bits(PIXMAN_r5g6b5, w, h, scanout, rgb565BytesPerRow)
        rotatedXRGB = Self.bits(PIXMAN_x8r8g8b8, h, w, scanout, h * 4)

        opacity128 = Self.solid(Pixel(rawValue: 0x8000_0000))
        opacity159 = Self.solid(Pixel(rawValue: 0x9F00_0000))
        opacity96 = Self.solid(Pixel(rawValue: 0x6000_0000))
        textColor = Self.solid(BenchOp.textColor)
    }

    deinit {
        for image in [a, b, dst, mask, affineSource, projectiveSource, rotatedSource, rgb565, rotatedXRGB,
                      opacity128, opacity159, opacity96, textColor] {
            pixman_image_unref(image)
        }
    }

    private static func bits(_ format: pixman_format_code_t, _ width: Int, _ height: Int,
                             _ memory: UnsafeMutableRawPointer, _ bytesPerRow: Int) -> OpaquePointer {
        guard let image = pixman_image_create_bits(format, Int32(width), Int32(height),
                                                   memory.assumingMemoryBound(to: UInt32.self), Int32(bytesPerRow)) else {
            fatalError("pixman_image_create_bits failed for \(width)×\(height)")
        }
        return image
    }

    private static func wrap(_ bitmap: Bitmap) -> OpaquePointer {
        bits(PIXMAN_a8r8g8b8, bitmap.width, bitmap.height, UnsafeMutableRawPointer(bitmap.baseAddress), bitmap.stride * 4)
    }

    /// A solid image of a premultiplied 8-bit pixel (pixman colours are 16-bit: v·257).
    private static func solid(_ pixel: Pixel) -> OpaquePointer {
        var color = pixman_color_t(red: UInt16(pixel.red) * 257, green: UInt16(pixel.green) * 257,
                                   blue: UInt16(pixel.blue) * 257, alpha: UInt16(pixel.alpha) * 257)
        guard let image = pixman_image_create_solid_fill(&color) else { fatalError("pixman_image_create_solid_fill failed") }
        return image
    }

    /// Sets a row-major 3×3 (destination → source) transform in 16.16 fixed point.
    /// An affine map keeps its bottom row exactly (0, 0, 1), which pixman's fast paths
    /// need. A homography's bottom row is tiny (≈ 1/width): the matrix is homogeneous
    /// (any multiple is the same map), so it is scaled up to keep bits there, as far as
    /// pixman's 32-bit homogeneous coordinates (x, y, w over the `extent` destination,
    /// each < 2¹⁵ in 16.16) allow.
    private static func setTransform(_ image: OpaquePointer,
                                     _ m: (Double, Double, Double, Double, Double, Double, Double, Double, Double),
                                     extent: (width: Int, height: Int), filter: pixman_filter_t) {
        let entries = [m.0, m.1, m.2, m.3, m.4, m.5, m.6, m.7, m.8]
        var scale = 1 / entries[8]
        if entries[6] != 0 || entries[7] != 0 {
            var largest = 0.0
            for (x, y) in [(0.0, 0.0), (Double(extent.width), 0), (0, Double(extent.height)),
                           (Double(extent.width), Double(extent.height))] {
                for row in 0..<3 {
                    largest = max(largest, abs(entries[3 * row] * x + entries[3 * row + 1] * y + entries[3 * row + 2]))
                }
            }
            scale = 8_192 / largest
        }
        let fixed = entries.map { value -> pixman_fixed_t in
            let v = (value * scale * 65_536).rounded()
            precondition(abs(v) < 2_147_483_647, "transform out of pixman's 16.16 range")
            return pixman_fixed_t(v)
        }
        var transform = pixman_transform_t()
        transform.matrix = ((fixed[0], fixed[1], fixed[2]), (fixed[3], fixed[4], fixed[5]), (fixed[6], fixed[7], fixed[8]))
        guard pixman_image_set_transform(image, &transform) != 0,
              pixman_image_set_filter(image, filter, nil, 0) != 0 else { fatalError("pixman rejected a transform") }
    }
}
