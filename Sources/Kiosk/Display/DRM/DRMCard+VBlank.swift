import CDRM

extension DRMCard {
    /// The latest vblank of the CRTC at `crtcIndex`: its counter and time, asked
    /// without waiting (`drmWaitVBlank` for zero vblanks from now). Nil when the
    /// driver has no vblank interrupt.
    func latestVBlank(crtcIndex: Int) -> (sequence: UInt32, time: Double)? {
        var vblank = drmVBlank()
        let crtcBits = (UInt32(crtcIndex) << UInt32(DRM_VBLANK_HIGH_CRTC_SHIFT)) & DRM_VBLANK_HIGH_CRTC_MASK.rawValue
        vblank.request.type = drmVBlankSeqType(rawValue: DRM_VBLANK_RELATIVE.rawValue | crtcBits)
        vblank.request.sequence = 0
        guard drmWaitVBlank(fd, &vblank) == 0 else { return nil }
        return (vblank.reply.sequence, Double(vblank.reply.tval_sec) + Double(vblank.reply.tval_usec) * 1e-6)
    }
}
