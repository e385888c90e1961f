/// A DRM/KMS device as Kiosk uses it: every call the display code makes to the
/// kernel, each a thin typed door to one libdrm function (named in its comment), in
/// the manner of swift-system. `LibDRMDevice` calls libdrm; tests use a fake that
/// replays a recorded card, so the display code runs without a kernel.
///
/// Failures are `SystemError`s naming the call and the device. Calls that free or
/// remove something cannot fail in a way the caller could act on, so they do not throw.
protocol DRMDevice: AnyObject {
    /// The device node, e.g. /dev/dri/card0, for messages.
    var path: String { get }

    // MARK: The client

    /// Whether the device sets modes (`drmIsKMS`): false for render-only GPUs.
    func isKMS() -> Bool
    /// Asks for a client feature (`drmSetClientCap`); throws when the kernel refuses it.
    func setClientCapability(_ capability: DRMClientCapability, to value: UInt64) throws(SystemError)
    /// A driver capability's value (`drmGetCap`); throws when the kernel does not know it.
    func capability(_ capability: DRMCapability) throws(SystemError) -> UInt64
    /// The driver's name (`drmGetVersion`), e.g. "vkms".
    func driverName() throws(SystemError) -> String

    // MARK: Master

    /// Whether this client is DRM master (`drmIsMaster`).
    func isMaster() -> Bool
    /// Becomes DRM master (`drmSetMaster`).
    func setMaster() throws(SystemError)
    /// Gives DRM master up (`drmDropMaster`).
    func dropMaster() throws(SystemError)

    // MARK: Reading the card

    /// The CRTCs, connectors and encoders (`drmModeGetResources`).
    func resources() throws(SystemError) -> DRMResourceIDs
    /// A connector, probed for a display (`drmModeGetConnector`).
    func connector(_ id: UInt32) throws(SystemError) -> DRMConnectorInfo
    /// An encoder (`drmModeGetEncoder`).
    func encoder(_ id: UInt32) throws(SystemError) -> DRMEncoderInfo
    /// A CRTC's state (`drmModeGetCrtc`).
    func crtc(_ id: UInt32) throws(SystemError) -> DRMCRTCInfo
    /// The planes' ids (`drmModeGetPlaneResources`).
    func planes() throws(SystemError) -> [UInt32]
    /// A plane (`drmModeGetPlane`).
    func plane(_ id: UInt32) throws(SystemError) -> DRMPlaneInfo
    /// An object's properties and their values (`drmModeObjectGetProperties`).
    func properties(of object: UInt32, type: DRMObjectType) throws(SystemError) -> [DRMPropertyValue]
    /// A property's definition (`drmModeGetProperty`).
    func property(_ id: UInt32) throws(SystemError) -> DRMPropertyInfo
    /// A property blob's bytes (`drmModeGetPropertyBlob`).
    func propertyBlob(_ id: UInt32) throws(SystemError) -> [UInt8]

    // MARK: Setting modes

    /// A property blob holding `mode`, for a CRTC's MODE_ID (`drmModeCreatePropertyBlob`).
    func createModeBlob(_ mode: DRMModeInfo) throws(SystemError) -> UInt32
    /// Lets go of a blob (`drmModeDestroyPropertyBlob`); a CRTC using it keeps its own reference.
    func destroyPropertyBlob(_ id: UInt32)
    /// Commits `request` (`drmModeAtomicCommit`). With `.pageFlipEvent` the completion
    /// comes back through `readFlipEvents()`.
    func atomicCommit(_ request: DRMAtomicRequest, flags: DRMAtomicFlags) throws(SystemError)
    /// Sets a CRTC's mode and framebuffer the legacy way (`drmModeSetCrtc`); a nil
    /// mode and no connectors turn it off.
    func setCRTC(_ crtc: UInt32, framebuffer: UInt32, x: UInt32, y: UInt32, connectors: [UInt32],
                 mode: DRMModeInfo?) throws(SystemError)
    /// Flips a CRTC to `framebuffer` at the next vblank, the legacy way, with a
    /// completion event (`drmModePageFlip` with DRM_MODE_PAGE_FLIP_EVENT).
    func pageFlip(crtc: UInt32, framebuffer: UInt32) throws(SystemError)
    /// Sets a connector's property the legacy way (`drmModeConnectorSetProperty`), e.g. DPMS.
    func setConnectorProperty(_ connector: UInt32, property: UInt32, value: UInt64) throws(SystemError)

    // MARK: Buffers

    /// A dumb buffer of `width` × `height` pixels of `bitsPerPixel` (`drmModeCreateDumbBuffer`).
    func createDumbBuffer(width: Int, height: Int, bitsPerPixel: Int) throws(SystemError) -> DRMDumbBufferInfo
    /// Maps a dumb buffer into this process (`drmModeMapDumbBuffer`, then `mmap`).
    func mapDumbBuffer(_ buffer: DRMDumbBufferInfo) throws(SystemError) -> UnsafeMutableRawPointer
    /// Unmaps what `mapDumbBuffer` mapped (`munmap`).
    func unmap(_ address: UnsafeMutableRawPointer, size: Int)
    /// Frees a dumb buffer (`drmModeDestroyDumbBuffer`).
    func destroyDumbBuffer(_ handle: UInt32)
    /// Registers a buffer as a framebuffer of `format` (a fourcc) and returns its id (`drmModeAddFB2`).
    func addFramebuffer(width: Int, height: Int, format: UInt32, handle: UInt32, pitch: UInt32) throws(SystemError) -> UInt32
    /// Removes a framebuffer (`drmModeRmFB`).
    func removeFramebuffer(_ id: UInt32)

    // MARK: Events and time

    /// The page flips completed since the last call, oldest first; never blocks (`drmHandleEvent`).
    func readFlipEvents() throws(SystemError) -> [FlipCompletion]
    /// Waits up to `timeout` seconds for an event to read (`poll`); false when none came.
    func waitForEvents(timeout: Double) -> Bool
    /// The latest vblank of the CRTC at `crtcIndex`, asked without waiting
    /// (`drmWaitVBlank`, zero vblanks relative); nil when the driver has no vblank interrupt.
    func latestVBlank(crtcIndex: Int) -> (sequence: UInt32, time: Double)?
    /// Waits up to `timeout` seconds for a writeback out-fence to signal (`poll`), then closes it.
    func waitForFence(_ fence: Int32, timeout: Double) -> Bool
}
