/// What a CRTC showed before the display took it (usually the console's framebuffer),
/// so that closing the display puts it back.
struct SavedCRTC: Equatable {
    let crtc: UInt32
    let connector: UInt32
    let framebuffer: UInt32
    let x: UInt32
    let y: UInt32
    /// The mode it ran, or nil when it was off.
    let mode: DRMModeInfo?

    /// Reads `crtc`'s state on `card`; `connector` is the one the display will drive.
    init(card: DRMCard, crtc: UInt32, connector: UInt32) throws(SystemError) {
        let state = try card.device.crtc(crtc)
        self.crtc = crtc
        self.connector = connector
        framebuffer = state.framebuffer
        x = state.x
        y = state.y
        mode = state.framebuffer != 0 ? state.mode : nil
    }
}
