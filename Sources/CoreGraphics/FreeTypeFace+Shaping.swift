import CFreeType
import CHarfBuzz

extension FreeTypeFace {
    /// Shapes `scalars[item]` with HarfBuzz (`hb_shape` over this face through hb-ft, with
    /// the hinted advances FreeType draws with), the rest of `scalars` as context so
    /// joining scripts join across items. Glyphs come in visual order: reversed clusters
    /// for `rightToLeft`. With `legacy` true the text is set as Kiosk set it before it
    /// shaped: the font's kern and standard-ligature features are off (the caller kerns
    /// from the legacy kern table instead). Nothing is rasterised.
    func shape(_ scalars: [UInt32], item: Range<Int>, rightToLeft: Bool, script: hb_script_t, pixelSize: CGFloat,
               legacy: Bool) -> [ShapedGlyph] {
        let size = FreeTypeFace.fixedSize(pixelSize)
        return state.withLock { state in
            guard state.setSize(size), let (font, buffer) = state.harfBuzz(size: size) else { return [] }
            hb_buffer_clear_contents(buffer)
            scalars.withUnsafeBufferPointer {
                hb_buffer_add_utf32(buffer, $0.baseAddress, Int32($0.count), UInt32(item.lowerBound), Int32(item.count))
            }
            var flags = HB_BUFFER_FLAG_DEFAULT.rawValue
            if item.lowerBound == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
            if item.upperBound == scalars.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
            hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
            hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
            hb_buffer_set_script(buffer, script)
            hb_buffer_set_language(buffer, FreeTypeFace.language)
            var features = legacy ? FreeTypeFace.legacyFeatures : []
            hb_shape(font, buffer, &features, UInt32(features.count))
            var count: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
                  let positions = hb_buffer_get_glyph_positions(buffer, nil) else { return [] }
            let scale = state.strikeScale / 64
            return (0..<Int(count)).map { i in
                ShapedGlyph(index: infos[i].codepoint, cluster: Int(infos[i].cluster),
                            advance: CGFloat(positions[i].x_advance) * scale,
                            xOffset: CGFloat(positions[i].x_offset) * scale, yOffset: CGFloat(positions[i].y_offset) * scale)
            }
        }
    }

    /// The features the legacy setting turns off: kern (the kern table is applied by
    /// FreeType instead) and liga (DejaVu's "fi", "fl" and "ff" were never ligatures in
    /// Kiosk's Latin text, and its pictures stay the same).
    static let legacyFeatures = ["kern", "liga"].map {
        hb_feature_t(tag: tag($0), value: 0, start: 0, end: UInt32.max)
    }

    /// An OpenType tag (four ASCII letters, HarfBuzz's HB_TAG).
    static func tag(_ name: String) -> hb_tag_t { name.utf8.reduce(0) { $0 << 8 | hb_tag_t($1) } }
    /// The language text is shaped for: fixed, so that shaping does not follow the
    /// process's locale (HarfBuzz's default) and tests are the same everywhere.
    nonisolated(unsafe) static let language = hb_language_from_string("en", 2)

    /// The Unicode script of `scalar` (HarfBuzz's table), such as Latin, Arabic, Common.
    static func script(of scalar: Unicode.Scalar) -> hb_script_t {
        hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value)
    }
}

extension FreeTypeFace.State {
    /// HarfBuzz's font over the face at the current size (`size`, 1/64 pixel) and the
    /// buffer shaping reuses, made on first use.
    mutating func harfBuzz(size: Int) -> (OpaquePointer, OpaquePointer)? {
        if harfBuzz == nil {
            guard let font = kiosk_hb_ft_font_create(UnsafeMutableRawPointer(handle)) else { return nil }
            hb_ft_font_set_load_flags(font, loadFlags)
            harfBuzz = font
            buffer = hb_buffer_create()
            harfBuzzSize = 0
        }
        guard let font = harfBuzz, let buffer else { return nil }
        if harfBuzzSize != size {
            hb_ft_font_changed(font)
            harfBuzzSize = size
        }
        return (font, buffer)
    }

    /// Destroys HarfBuzz's font and buffer (before the face closes).
    mutating func releaseHarfBuzz() {
        if let font = harfBuzz { hb_font_destroy(font) }
        if let buffer { hb_buffer_destroy(buffer) }
        harfBuzz = nil
        buffer = nil
    }
}
