import CDRM

/// What a CRTC showed before the display took it (usually the console's framebuffer),
/// so that closing the display puts it back.
struct SavedCRTC {
    let crtc: UInt32
    let connector: UInt32
    let framebuffer: UInt32
    let x: UInt32
    let y: UInt32
    /// The mode it ran, or nil when it was off.
    let mode: drmModeModeInfo?

    /// Reads `crtc`'s state on `card`; `connector` is the one the display will drive.
    init(card: DRMCard, crtc: UInt32, connector: UInt32) throws(SystemError) {
        let fd = card.fd
        let state = try drmObject("drmModeGetCrtc \(crtc)", card: card.path) { drmModeGetCrtc(fd, crtc) }
        defer { drmModeFreeCrtc(state) }
        self.crtc = crtc
        self.connector = connector
        framebuffer = state.pointee.buffer_id
        x = state.pointee.x
        y = state.pointee.y
        mode = state.pointee.mode_valid != 0 && state.pointee.buffer_id != 0 ? state.pointee.mode : nil
    }
}
