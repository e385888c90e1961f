import CFreeType
import Raster

/// One open `FT_Face` with its HarfBuzz font and rasterised glyphs. An `FT_Face` is not
/// thread-safe (it holds the current size and the last loaded glyph), so all use is under
/// a lock.
///
/// Glyphs are loaded with default flags and rendered with `FT_RENDER_MODE_NORMAL` (what
/// `FT_LOAD_RENDER` does): FreeType's default hinting (for TrueType, the bytecode
/// interpreter in its v40 mode, which keeps glyphs' horizontal shapes and snaps
/// vertically) and 8-bit grey antialiasing. Hinted advances and kerning are whole pixels.
///
/// Memory is bounded whatever the text and size: layout needs only advances (HarfBuzz
/// asks FreeType for them while shaping); masks are rendered when drawn and cached up to
/// `glyphCacheCapacity` glyphs and `glyphCacheByteLimit` bytes; a glyph larger than
/// `maximumGlyphPixels` (only a corrupt font has one below the largest pixel size) draws nothing.
///
/// A colour bitmap font (Noto Color Emoji: CBDT strikes, no outlines) is drawn from the
/// strike nearest above the size asked for, scaled to it: its metrics, advances and
/// glyphs are the strike's times `pixelSize / strike size`, its glyphs colour images.
final class FreeTypeFace: Sendable {
    let path: String
    /// The face's index in its file (0 but in a collection).
    let index: Int
    let familyName: String
    let styleName: String
    /// Whether the font has a kerning table FreeType can read (`FT_HAS_KERNING`).
    let hasKerning: Bool
    /// Whether the font draws with colour bitmap strikes instead of outlines.
    let hasColourStrikes: Bool
    /// Whether the face is bold (`FT_STYLE_FLAG_BOLD`): fallback fonts follow it.
    let isBold: Bool
    /// The font file's bytes when it was opened from memory: FreeType reads them for the
    /// face's whole life. Nil for faces opened from files.
    private let memory: FontMemory?

    /// The pixel sizes glyphs are rasterised at; others are clamped into it (NaN gives
    /// the smallest). At 2048 pixels an em is taller than a 4K screen.
    static let pixelSizes: ClosedRange<CGFloat> = 1...2048
    /// Rasterised glyphs kept per face before the cache starts again from empty.
    static let glyphCacheCapacity = 8192
    /// The coverage bytes kept per face before the cache starts again from empty.
    static let glyphCacheByteLimit = 64 << 20
    /// The largest coverage mask rendered, in pixels (16 MiB): a genuine glyph at 2048
    /// pixels per em is about 1.5 em square (9.4 Mpx) at most.
    static let maximumGlyphPixels = 16 << 20

    struct GlyphKey: Hashable {
        let size: Int
        let index: UInt32
    }

    /// Everything FreeType-side. It may move between threads because it owns its
    /// `FT_Face` outright and is only ever reached through the lock.
    struct State: @unchecked Sendable {
        let handle: FT_Face
        /// The size last set on the face, in 1/64 pixel (0: none yet, or it failed).
        var size = 0
        /// Whether the face draws from colour strikes (see the type's notes).
        let colourStrikes: Bool
        /// For colour strikes, the size asked for over the strike's (1 otherwise).
        var strikeScale: CGFloat = 1
        /// HarfBuzz's font over the face, made on first shaping (see `shape`).
        var harfBuzz: OpaquePointer?
        /// The size `harfBuzz` last took from the face, in 1/64 pixel.
        var harfBuzzSize = 0
        /// The buffer shaping reuses.
        var buffer: OpaquePointer?
        var glyphs: [GlyphKey: Glyph] = [:]
        /// The coverage bytes of the masks in `glyphs`.
        var glyphBytes = 0
    }

    let state: Locked<State>

    /// Takes ownership of `handle` (and of `memory`, which it reads): from now on only
    /// this object uses it, under its lock.
    init(path: String, index: Int = 0, handle: FT_Face, memory: FontMemory? = nil) {
        self.path = path
        self.index = index
        self.memory = memory
        familyName = handle.pointee.family_name.map { String(cString: $0) } ?? ""
        styleName = handle.pointee.style_name.map { String(cString: $0) } ?? ""
        hasKerning = handle.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
        hasColourStrikes = FreeTypeFace.hasColourStrikes(handle)
        isBold = handle.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0
        state = Locked(State(handle: handle, colourStrikes: hasColourStrikes))
    }

    /// Faces opened from files stay in the library's table for the process's life, so
    /// only faces opened from memory end here; their bytes go after the face.
    deinit {
        state.withLock { state in
            state.releaseHarfBuzz()
            FreeTypeLibrary.shared.close(state.handle)
        }
    }

    /// Whether `handle` is a colour bitmap font without outlines (such as Noto Color Emoji).
    static func hasColourStrikes(_ handle: FT_Face) -> Bool {
        let flags = handle.pointee.face_flags
        return flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0 && flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
            && handle.pointee.num_fixed_sizes > 0
    }

    /// A pixel size in FreeType's 1/64 pixel, kept within `pixelSizes` (NaN gives 1).
    static func fixedSize(_ pixelSize: CGFloat) -> Int {
        let clamped = pixelSize.isNaN ? pixelSizes.lowerBound : min(max(pixelSize, pixelSizes.lowerBound), pixelSizes.upperBound)
        return Int((clamped * 64).rounded())
    }

    func metrics(pixelSize: CGFloat) -> FontMetrics {
        let size = FreeTypeFace.fixedSize(pixelSize)
        return state.withLock { state in
            guard state.setSize(size), let metrics = state.handle.pointee.size?.pointee.metrics else {
                return FontMetrics(pixelSize: CGFloat(size) / 64, ascender: 0, descender: 0, lineHeight: 0)
            }
            let scale = state.strikeScale / 64
            return FontMetrics(pixelSize: CGFloat(size) / 64, ascender: CGFloat(metrics.ascender) * scale,
                               descender: CGFloat(metrics.descender) * scale, lineHeight: CGFloat(metrics.height) * scale)
        }
    }

    /// The glyph `index` rasterised at `pixelSize`: from the cache, or rendered now.
    func glyph(_ index: UInt32, pixelSize: CGFloat) -> Glyph {
        let size = FreeTypeFace.fixedSize(pixelSize)
        return state.withLock { state in state.setSize(size) ? state.glyph(index, size: size) : .empty(index: index) }
    }

    /// The font's glyph for `scalar` (0, its missing-glyph box, when it has none).
    func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
        state.withLock { FT_Get_Char_Index($0.handle, FT_ULong(scalar.value)) }
    }

    /// Whether the font has a glyph for every one of `scalars`.
    func covers(_ scalars: some Sequence<Unicode.Scalar>) -> Bool {
        state.withLock { state in scalars.allSatisfy { FT_Get_Char_Index(state.handle, FT_ULong($0.value)) != 0 } }
    }

    /// The kerning in pixels between two glyphs at `pixelSize` (0 without a kerning table).
    func kerning(between left: UInt32, and right: UInt32, pixelSize: CGFloat) -> CGFloat {
        guard hasKerning else { return 0 }
        let size = FreeTypeFace.fixedSize(pixelSize)
        return state.withLock { state in state.setSize(size) ? state.kerning(left, right) : 0 }
    }

    /// The number of rasterised glyphs and their coverage bytes in the cache (for tests).
    var glyphCacheUsage: (glyphs: Int, bytes: Int) { state.withLock { ($0.glyphs.count, $0.glyphBytes) } }

    /// The pixels glyph `index` would cover at `pixelSize`, as checked before rendering
    /// it (for tests; 0 when it cannot be loaded).
    func renderedPixels(of index: UInt32, pixelSize: CGFloat) -> Int {
        let size = FreeTypeFace.fixedSize(pixelSize)
        return state.withLock { state in
            guard state.setSize(size), FT_Load_Glyph(state.handle, index, FT_Int32(FT_LOAD_DEFAULT)) == 0,
                  let slot = state.handle.pointee.glyph else { return 0 }
            return FreeTypeFace.State.renderedPixels(of: slot)
        }
    }
}

extension FreeTypeFace.State {
    /// Sets the face's size (`FT_Set_Char_Size` at 72 dpi: `FT_Set_Pixel_Sizes` with
    /// 1/64 pixel precision) unless it is already set; false if FreeType refuses it.
    /// A colour bitmap font selects its smallest strike at least that size (else its
    /// largest) and scales from it.
    mutating func setSize(_ size: Int) -> Bool {
        if self.size == size { return true }
        if colourStrikes {
            guard let strike = selectStrike(for: size) else {
                self.size = 0
                return false
            }
            strikeScale = CGFloat(size) / CGFloat(strike)
        } else {
            guard FT_Set_Char_Size(handle, 0, FT_F26Dot6(size), 72, 72) == 0 else {
                self.size = 0
                return false
            }
        }
        self.size = size
        return true
    }

    /// Selects the strike for `size` (1/64 pixel) and returns its size in 1/64 pixel.
    private func selectStrike(for size: Int) -> Int? {
        let count = Int(handle.pointee.num_fixed_sizes)
        guard count > 0, let sizes = handle.pointee.available_sizes else { return nil }
        let strikes = (0..<count).map { Int(sizes[$0].y_ppem) }
        let above = strikes.indices.filter { strikes[$0] >= size }.min { strikes[$0] < strikes[$1] }
        guard let chosen = above ?? strikes.indices.max(by: { strikes[$0] < strikes[$1] }), strikes[chosen] > 0,
              FT_Select_Size(handle, FT_Int(chosen)) == 0 else { return nil }
        return strikes[chosen]
    }

    /// The flags glyphs are loaded with: colour for colour strikes, else FreeType's defaults.
    var loadFlags: FT_Int32 { colourStrikes ? FT_Int32(FT_LOAD_COLOR) : FT_Int32(FT_LOAD_DEFAULT) }

    /// The glyph at the current size, rasterised on first use and kept within the
    /// cache's budget of glyphs and bytes.
    mutating func glyph(_ index: UInt32, size: Int) -> Glyph {
        let key = FreeTypeFace.GlyphKey(size: size, index: index)
        if let glyph = glyphs[key] { return glyph }
        let glyph = colourStrikes ? renderColour(index) : render(index)
        let bytes = glyph.mask.stride * glyph.mask.height + (glyph.image.map { $0.stride * $0.height * 4 } ?? 0)
        if glyphs.count >= FreeTypeFace.glyphCacheCapacity || glyphBytes + bytes > FreeTypeFace.glyphCacheByteLimit {
            glyphs.removeAll(keepingCapacity: true)
            glyphBytes = 0
        }
        glyphs[key] = glyph
        glyphBytes += bytes
        return glyph
    }

    /// Kerning at the current size, grid-fitted (`FT_KERNING_DEFAULT`), in pixels.
    func kerning(_ left: UInt32, _ right: UInt32) -> CGFloat {
        var vector = FT_Vector()
        guard FT_Get_Kerning(handle, left, right, FT_KERNING_DEFAULT.rawValue, &vector) == 0 else { return 0 }
        return CGFloat(vector.x) / 64
    }

    /// Loads and renders one glyph and copies its coverage into a `Mask`; a glyph that
    /// would cover more than `maximumGlyphPixels` keeps its advance and draws nothing.
    private func render(_ index: UInt32) -> Glyph {
        guard FT_Load_Glyph(handle, index, FT_Int32(FT_LOAD_DEFAULT)) == 0, let slot = handle.pointee.glyph else {
            return .empty(index: index)
        }
        let advance = CGFloat(slot.pointee.advance.x) / 64
        guard FreeTypeFace.State.renderedPixels(of: slot) <= FreeTypeFace.maximumGlyphPixels,
              FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0
        else { return Glyph(index: index, mask: Mask(width: 0, height: 0), left: 0, top: 0, advance: advance) }
        let bitmap = slot.pointee.bitmap
        let rows = Int(bitmap.rows), columns = Int(bitmap.width), pitch = Int(bitmap.pitch)
        let mask = Mask(width: columns, height: rows)
        if let buffer = bitmap.buffer, columns > 0, rows > 0 {
            // A negative pitch means the rows are stored bottom-up.
            let top = pitch >= 0 ? buffer : buffer + (rows - 1) * -pitch
            for y in 0..<rows {
                copyRow(top + y * pitch, into: mask.view.row(y), width: columns, mode: bitmap.pixel_mode)
            }
        }
        return Glyph(index: index, mask: mask, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                     advance: advance)
    }

    /// The pixels rendering the glyph in `slot` would cover: its outline's control box
    /// (which holds the outline) rounded out to whole pixels, as FreeType sizes the
    /// bitmap; a bitmap glyph's own size. Saturates instead of overflowing.
    static func renderedPixels(of slot: FT_GlyphSlot) -> Int {
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else {
            return Int(slot.pointee.bitmap.width) * Int(slot.pointee.bitmap.rows)
        }
        var box = FT_BBox()
        FT_Outline_Get_CBox(&slot.pointee.outline, &box)
        func pixels(_ low: FT_Pos, _ high: FT_Pos) -> Int {
            let span = (high >> 6).subtractingReportingOverflow(low >> 6)
            return span.overflow ? Int.max : max(span.partialValue, 0) + 2
        }
        let (count, overflow) = pixels(box.xMin, box.xMax).multipliedReportingOverflow(by: pixels(box.yMin, box.yMax))
        return overflow ? Int.max : count
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
