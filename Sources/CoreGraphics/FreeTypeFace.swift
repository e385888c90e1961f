import CFreeType
import Raster

/// One open `FT_Face` with its rasterised glyphs. An `FT_Face` is not thread-safe
/// (it holds the current size and the last loaded glyph), so all use is under a lock.
///
/// Glyphs are loaded with `FT_LOAD_RENDER` and otherwise default flags: FreeType's
/// default hinting (for TrueType, the bytecode interpreter in its v40 mode, which keeps
/// glyphs' horizontal shapes and snaps vertically) and 8-bit grey antialiasing
/// (`FT_RENDER_MODE_NORMAL`). Hinted advances and kerning are whole pixels.
final class FreeTypeFace: Sendable {
    let path: String
    let familyName: String
    let styleName: String
    /// Whether the font has a kerning table FreeType can read (`FT_HAS_KERNING`).
    let hasKerning: Bool

    /// Glyphs kept per face before the cache starts again from empty: bounds memory
    /// in a long-running kiosk that meets many sizes or scripts.
    static let glyphCacheCapacity = 8192

    fileprivate struct GlyphKey: Hashable {
        let size: Int
        let index: UInt32
    }

    /// Everything FreeType-side. It may move between threads because it owns its
    /// `FT_Face` outright and is only ever reached through the lock.
    fileprivate struct State: @unchecked Sendable {
        let handle: FT_Face
        /// The size last set on the face, in 1/64 pixel (0: none yet, or it failed).
        var size = 0
        var glyphs: [GlyphKey: Glyph] = [:]
    }

    private let state: Locked<State>

    /// Takes ownership of `handle`: from now on only this object uses it, under its lock.
    init(path: String, handle: FT_Face) {
        self.path = path
        familyName = handle.pointee.family_name.map { String(cString: $0) } ?? ""
        styleName = handle.pointee.style_name.map { String(cString: $0) } ?? ""
        hasKerning = handle.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
        state = Locked(State(handle: handle))
    }

    /// A pixel size in FreeType's 1/64 pixel, kept to 1…4096 pixels (0 and NaN give 1).
    static func fixedSize(_ pixelSize: CGFloat) -> Int {
        let clamped = pixelSize.isNaN ? 1 : min(max(pixelSize, 1), 4096)
        return Int((clamped * 64).rounded())
    }

    func metrics(pixelSize: CGFloat) -> FontMetrics {
        let size = FreeTypeFace.fixedSize(pixelSize)
        return state.withLock { state in
            guard state.setSize(size), let metrics = state.handle.pointee.size?.pointee.metrics else {
                return FontMetrics(pixelSize: CGFloat(size) / 64, ascender: 0, descender: 0, lineHeight: 0)
            }
            return FontMetrics(pixelSize: CGFloat(size) / 64, ascender: CGFloat(metrics.ascender) / 64,
                               descender: CGFloat(metrics.descender) / 64, lineHeight: CGFloat(metrics.height) / 64)
        }
    }

    /// The glyphs of `scalars` (from the font's character map; 0 where it has none),
    /// each with the kerning in pixels between it and the glyph before (0 for the first).
    func glyphs(for scalars: [Unicode.Scalar], pixelSize: CGFloat) -> [(glyph: Glyph, kerning: CGFloat)] {
        let size = FreeTypeFace.fixedSize(pixelSize)
        let kerning = hasKerning
        return state.withLock { state in
            let sized = state.setSize(size)
            var run: [(glyph: Glyph, kerning: CGFloat)] = []
            run.reserveCapacity(scalars.count)
            var previous: UInt32?
            for scalar in scalars {
                let index = FT_Get_Char_Index(state.handle, FT_ULong(scalar.value))
                let glyph = sized ? state.glyph(index, size: size) : .empty(index: index)
                let kern = sized && kerning ? previous.map { state.kerning($0, index) } ?? 0 : 0
                run.append((glyph, kern))
                previous = index
            }
            return run
        }
    }

    /// The kerning in pixels between two glyphs at `pixelSize` (0 without a kerning table).
    func kerning(between left: UInt32, and right: UInt32, pixelSize: CGFloat) -> CGFloat {
        guard hasKerning else { return 0 }
        let size = FreeTypeFace.fixedSize(pixelSize)
        return state.withLock { state in state.setSize(size) ? state.kerning(left, right) : 0 }
    }
}

extension FreeTypeFace.State {
    /// Sets the face's size (`FT_Set_Char_Size` at 72 dpi: `FT_Set_Pixel_Sizes` with
    /// 1/64 pixel precision) unless it is already set; false if FreeType refuses it.
    mutating func setSize(_ size: Int) -> Bool {
        if self.size == size { return true }
        guard FT_Set_Char_Size(handle, 0, FT_F26Dot6(size), 72, 72) == 0 else {
            self.size = 0
            return false
        }
        self.size = size
        return true
    }

    /// The glyph at the current size, rasterised on first use.
    mutating func glyph(_ index: UInt32, size: Int) -> Glyph {
        let key = FreeTypeFace.GlyphKey(size: size, index: index)
        if let glyph = glyphs[key] { return glyph }
        let glyph = render(index)
        if glyphs.count >= FreeTypeFace.glyphCacheCapacity { glyphs.removeAll(keepingCapacity: true) }
        glyphs[key] = glyph
        return glyph
    }

    /// Kerning at the current size, grid-fitted (`FT_KERNING_DEFAULT`), in pixels.
    func kerning(_ left: UInt32, _ right: UInt32) -> CGFloat {
        var vector = FT_Vector()
        guard FT_Get_Kerning(handle, left, right, FT_KERNING_DEFAULT.rawValue, &vector) == 0 else { return 0 }
        return CGFloat(vector.x) / 64
    }

    /// Loads and renders one glyph and copies its coverage into a `Mask`.
    private func render(_ index: UInt32) -> Glyph {
        guard FT_Load_Glyph(handle, index, FT_Int32(FT_LOAD_RENDER)) == 0, let slot = handle.pointee.glyph else {
            return .empty(index: index)
        }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        let mask = Mask(width: width, height: height)
        if let buffer = bitmap.buffer, width > 0, height > 0 {
            // A negative pitch means the rows are stored bottom-up.
            let top = pitch >= 0 ? buffer : buffer + (height - 1) * -pitch
            for y in 0..<height {
                copyRow(top + y * pitch, into: mask.view.row(y), width: width, mode: bitmap.pixel_mode)
            }
        }
        return Glyph(index: index, mask: mask, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                     advance: CGFloat(slot.pointee.advance.x) / 64)
    }

    /// One row of coverage: grey bytes as they are, 1-bit bitmaps (fonts with embedded
    /// monochrome strikes) expanded to 0/255. Other pixel modes do not occur for
    /// `FT_RENDER_MODE_NORMAL` and are left empty.
    private func copyRow(_ source: UnsafeMutablePointer<UInt8>, into row: UnsafeMutablePointer<UInt8>, width: Int,
                         mode: UInt8) {
        switch mode {
        case UInt8(FT_PIXEL_MODE_GRAY.rawValue):
            row.update(from: source, count: width)
        case UInt8(FT_PIXEL_MODE_MONO.rawValue):
            for x in 0..<width { row[x] = source[x >> 3] & (0x80 >> UInt8(x & 7)) != 0 ? 255 : 0 }
        default:
            break
        }
    }
}
