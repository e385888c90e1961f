import CDRM

extension DRMModeInfo {
    /// The kernel's record as libdrm hands it over.
    init(_ c: drmModeModeInfo) {
        self.init(clock: c.clock, hdisplay: c.hdisplay, hsyncStart: c.hsync_start, hsyncEnd: c.hsync_end, htotal: c.htotal,
                  hskew: c.hskew, vdisplay: c.vdisplay, vsyncStart: c.vsync_start, vsyncEnd: c.vsync_end, vtotal: c.vtotal,
                  vscan: c.vscan, vrefresh: c.vrefresh, flags: c.flags, type: c.type, name: cString(c.name))
    }

    /// The record to hand back to libdrm; the name is cut to the kernel's 31 bytes.
    var libdrm: drmModeModeInfo {
        var c = drmModeModeInfo()
        c.clock = clock
        c.hdisplay = hdisplay
        c.hsync_start = hsyncStart
        c.hsync_end = hsyncEnd
        c.htotal = htotal
        c.hskew = hskew
        c.vdisplay = vdisplay
        c.vsync_start = vsyncStart
        c.vsync_end = vsyncEnd
        c.vtotal = vtotal
        c.vscan = vscan
        c.vrefresh = vrefresh
        c.flags = flags
        c.type = type
        withUnsafeMutableBytes(of: &c.name) { bytes in
            for (i, byte) in name.utf8.prefix(bytes.count - 1).enumerated() { bytes[i] = byte }
        }
        return c
    }
}

/// A fixed-size C `char` array (imported as a tuple) as a Swift string.
func cString<Tuple>(_ tuple: Tuple) -> String {
    withUnsafeBytes(of: tuple) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
}

extension DRMMode {
    /// A mode from libdrm's record.
    init(info: drmModeModeInfo) { self.init(info: DRMModeInfo(info)) }
}
