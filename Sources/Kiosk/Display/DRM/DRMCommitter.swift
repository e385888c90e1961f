/// What a commit does: light the output with a framebuffer (a blocking full mode set)
/// or queue a new framebuffer for the next vblank, reported done by a page-flip event.
enum DRMCommit: Equatable {
    case modeset(framebuffer: UInt32)
    case pageFlip(framebuffer: UInt32)
}

/// The one interface to the two ways of driving KMS (as wlroots splits them): atomic
/// commits, and the legacy SetCrtc/PageFlip calls for drivers or kernels without atomic.
protocol DRMCommitter {
    /// "atomic" or "legacy", for reports.
    var name: String { get }
    /// Applies `commit`.
    func commit(_ commit: DRMCommit) throws(DRMError)
    /// Turns the output's power off or back on, keeping its mode and framebuffer
    /// (atomic: the CRTC's ACTIVE; legacy: the connector's DPMS).
    func setPower(on: Bool) throws(DRMError)
    /// Puts back what the CRTC showed before (or turns it off if it was off).
    func restore(_ saved: SavedCRTC) throws(SystemError)
}

/// Everything a committer needs to know about the output it drives.
struct DRMOutputSetup {
    let card: DRMCard
    let choice: DRMOutputChoice
    /// The framebuffers' size: the mode's, or turned when the plane rotates.
    let framebufferWidth: Int
    let framebufferHeight: Int
    /// The plane's rotation bit to set (DRM_MODE_ROTATE_0 unless the plane rotates).
    let rotationBit: UInt64
    /// Other planes currently on the CRTC, which a mode set turns off.
    let otherPlanes: [DRMPlane]

    var device: any DRMDevice { card.device }
}
