import Raster

/// Compares the kernel's output (the workspace snapshot) with pixman's (the live target).
enum Verify {
    /// The largest difference of any channel, in the format's own units (8-bit for
    /// ARGB8888, 5/6/5-bit for RGB565; XRGB8888's unused top byte is ignored).
    static func maxDifference(_ target: BenchOp.Target, in ws: Workspace) -> Int {
        switch target {
        case .dst:
            return maxChannelDifference(ws.snapshot, UnsafeRawPointer(ws.dst.baseAddress),
                                        count: ws.width * ws.height, channelMask: 0xFFFF_FFFF)
        case .rotatedXRGB:
            return maxChannelDifference(ws.snapshot, ws.scanout, count: ws.width * ws.height, channelMask: 0x00FF_FFFF)
        case .rgb565:
            var worst = 0
            for y in 0..<ws.height {
                let ours = (ws.snapshot + y * ws.rgb565BytesPerRow).assumingMemoryBound(to: UInt16.self)
                let theirs = (ws.scanout + y * ws.rgb565BytesPerRow).assumingMemoryBound(to: UInt16.self)
                for x in 0..<ws.width {
                    let p = Int(ours[x]), q = Int(theirs[x])
                    worst = max(worst, abs((p >> 11) - (q >> 11)), abs((p >> 5 & 63) - (q >> 5 & 63)),
                                abs((p & 31) - (q & 31)))
                }
            }
            return worst
        }
    }

    private static func maxChannelDifference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer,
                                             count: Int, channelMask: UInt32) -> Int {
        let p = a.assumingMemoryBound(to: UInt32.self), q = b.assumingMemoryBound(to: UInt32.self)
        var worst = 0
        for i in 0..<count {
            let x = p[i] & channelMask, y = q[i] & channelMask
            if x == y { continue }
            for shift in stride(from: 0, to: 32, by: 8) {
                worst = max(worst, abs(Int(x >> UInt32(shift) & 0xFF) - Int(y >> UInt32(shift) & 0xFF)))
            }
        }
        return worst
    }
}
