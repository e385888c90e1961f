import CKioskSystem

extension FBDevVariableInfo {
    /// The kernel's struct as an ioctl hands it over.
    init(_ v: fb_var_screeninfo) {
        func field(_ b: fb_bitfield) -> Bitfield { Bitfield(offset: b.offset, length: b.length, msbRight: b.msb_right) }
        self.init(xres: v.xres, yres: v.yres, xresVirtual: v.xres_virtual, yresVirtual: v.yres_virtual, xoffset: v.xoffset,
                  yoffset: v.yoffset, bitsPerPixel: v.bits_per_pixel, grayscale: v.grayscale, red: field(v.red),
                  green: field(v.green), blue: field(v.blue), transp: field(v.transp), nonstd: v.nonstd,
                  activate: v.activate, height: v.height, width: v.width, accelFlags: v.accel_flags, pixclock: v.pixclock,
                  leftMargin: v.left_margin, rightMargin: v.right_margin, upperMargin: v.upper_margin,
                  lowerMargin: v.lower_margin, hsyncLen: v.hsync_len, vsyncLen: v.vsync_len, sync: v.sync, vmode: v.vmode,
                  rotate: v.rotate, colorspace: v.colorspace)
    }

    /// The struct to hand to an ioctl.
    var kernel: fb_var_screeninfo {
        func field(_ b: Bitfield) -> fb_bitfield { fb_bitfield(offset: b.offset, length: b.length, msb_right: b.msbRight) }
        var v = fb_var_screeninfo()
        v.xres = xres
        v.yres = yres
        v.xres_virtual = xresVirtual
        v.yres_virtual = yresVirtual
        v.xoffset = xoffset
        v.yoffset = yoffset
        v.bits_per_pixel = bitsPerPixel
        v.grayscale = grayscale
        v.red = field(red)
        v.green = field(green)
        v.blue = field(blue)
        v.transp = field(transp)
        v.nonstd = nonstd
        v.activate = activate
        v.height = height
        v.width = width
        v.accel_flags = accelFlags
        v.pixclock = pixclock
        v.left_margin = leftMargin
        v.right_margin = rightMargin
        v.upper_margin = upperMargin
        v.lower_margin = lowerMargin
        v.hsync_len = hsyncLen
        v.vsync_len = vsyncLen
        v.sync = sync
        v.vmode = vmode
        v.rotate = rotate
        v.colorspace = colorspace
        return v
    }
}

extension FBDevFixedInfo {
    /// The kernel's struct as an ioctl hands it over.
    init(_ f: fb_fix_screeninfo) {
        self.init(id: withUnsafeBytes(of: f.id) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) },
                  memoryLength: f.smem_len, type: f.type, typeAux: f.type_aux, visual: f.visual, xpanstep: f.xpanstep,
                  ypanstep: f.ypanstep, ywrapstep: f.ywrapstep, lineLength: f.line_length, accel: f.accel,
                  capabilities: f.capabilities)
    }
}
