import CDRM
import Glibc

/// The real `DRMDevice`: a DRM card node opened read-write and non-blocking (so
/// reading events never stalls), every call one libdrm function. The one owner of
/// the descriptor: deinit closes it, which also gives up DRM master.
final class LibDRMDevice: DRMDevice {
    private let descriptor: FileDescriptor
    /// Flips completed, collected by the event handler during `readFlipEvents()`.
    private var received: [FlipCompletion] = []

    /// Opens the card at `path`.
    init(path: String) throws(SystemError) {
        descriptor = try FileDescriptor(opening: path, flags: O_RDWR | O_NONBLOCK)
    }

    var path: String { descriptor.path }
    /// The descriptor, for the calls (the reading ones are in an extension).
    var fd: Int32 { descriptor.rawValue }
    /// What flips and commits with an event carry, so that the C handler finds this device.
    private var userData: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    // MARK: The client

    func isKMS() -> Bool { drmIsKMS(fd) == 1 }

    func setClientCapability(_ capability: DRMClientCapability, to value: UInt64) throws(SystemError) {
        try drmCall("drmSetClientCap \(capability)", card: path) { drmSetClientCap(fd, capability.rawValue, value) }
    }

    func capability(_ capability: DRMCapability) throws(SystemError) -> UInt64 {
        var value: UInt64 = 0
        try drmCall("drmGetCap \(capability)", card: path) { drmGetCap(fd, capability.rawValue, &value) }
        return value
    }

    func driverName() throws(SystemError) -> String {
        let version = try drmObject("drmGetVersion", card: path) { drmGetVersion(fd) }
        defer { drmFreeVersion(version) }
        return String(cString: version.pointee.name)
    }

    // MARK: Master

    func isMaster() -> Bool { drmIsMaster(fd) == 1 }

    func setMaster() throws(SystemError) {
        try drmCall("drmSetMaster", card: path) { drmSetMaster(fd) }
    }

    func dropMaster() throws(SystemError) {
        try drmCall("drmDropMaster", card: path) { drmDropMaster(fd) }
    }

    // MARK: Setting modes

    func createModeBlob(_ mode: DRMModeInfo) throws(SystemError) -> UInt32 {
        var info = mode.libdrm, blob: UInt32 = 0
        try drmCall("drmModeCreatePropertyBlob", card: path) {
            drmModeCreatePropertyBlob(fd, &info, MemoryLayout<drmModeModeInfo>.size, &blob)
        }
        return blob
    }

    func destroyPropertyBlob(_ id: UInt32) { drmModeDestroyPropertyBlob(fd, id) }

    func atomicCommit(_ request: DRMAtomicRequest, flags: DRMAtomicFlags) throws(SystemError) {
        guard let built = drmModeAtomicAlloc() else {
            throw SystemError(call: "drmModeAtomicAlloc", path: path, errno: ENOMEM)
        }
        defer { drmModeAtomicFree(built) }
        for assignment in request.assignments {
            drmModeAtomicAddProperty(built, assignment.object, assignment.property, assignment.value)
        }
        let data = flags.contains(.pageFlipEvent) ? userData : nil
        try drmCall("drmModeAtomicCommit (\(flags))", card: path) { drmModeAtomicCommit(fd, built, flags.rawValue, data) }
    }

    func setCRTC(_ crtc: UInt32, framebuffer: UInt32, x: UInt32, y: UInt32, connectors: [UInt32],
                 mode: DRMModeInfo?) throws(SystemError) {
        var connectors = connectors
        var info = mode?.libdrm ?? drmModeModeInfo()
        let hasMode = mode != nil
        try drmCall("drmModeSetCrtc", card: path) {
            connectors.withUnsafeMutableBufferPointer { ids in
                withUnsafeMutablePointer(to: &info) { modePointer in
                    drmModeSetCrtc(fd, crtc, framebuffer, x, y, ids.isEmpty ? nil : ids.baseAddress, Int32(ids.count),
                                   hasMode ? modePointer : nil)
                }
            }
        }
    }

    func pageFlip(crtc: UInt32, framebuffer: UInt32) throws(SystemError) {
        try drmCall("drmModePageFlip", card: path) {
            drmModePageFlip(fd, crtc, framebuffer, UInt32(DRM_MODE_PAGE_FLIP_EVENT), userData)
        }
    }

    func setConnectorProperty(_ connector: UInt32, property: UInt32, value: UInt64) throws(SystemError) {
        try drmCall("drmModeConnectorSetProperty", card: path) { drmModeConnectorSetProperty(fd, connector, property, value) }
    }

    // MARK: Buffers

    func createDumbBuffer(width: Int, height: Int, bitsPerPixel: Int) throws(SystemError) -> DRMDumbBufferInfo {
        var handle: UInt32 = 0, pitch: UInt32 = 0, size: UInt64 = 0
        try drmCall("drmModeCreateDumbBuffer \(width)x\(height)", card: path) {
            drmModeCreateDumbBuffer(fd, UInt32(width), UInt32(height), UInt32(bitsPerPixel), 0, &handle, &pitch, &size)
        }
        return DRMDumbBufferInfo(handle: handle, pitch: pitch, size: Int(size))
    }

    func mapDumbBuffer(_ buffer: DRMDumbBufferInfo) throws(SystemError) -> UnsafeMutableRawPointer {
        var offset: UInt64 = 0
        try drmCall("drmModeMapDumbBuffer", card: path) { drmModeMapDumbBuffer(fd, buffer.handle, &offset) }
        let address = mmap(nil, buffer.size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, off_t(offset))
        guard let address, address != MAP_FAILED else {
            throw SystemError(call: "mmap dumb buffer", path: path, errno: Glibc.errno)
        }
        return address
    }

    func unmap(_ address: UnsafeMutableRawPointer, size: Int) { munmap(address, size) }

    func destroyDumbBuffer(_ handle: UInt32) { drmModeDestroyDumbBuffer(fd, handle) }

    func addFramebuffer(width: Int, height: Int, format: UInt32, handle: UInt32, pitch: UInt32) throws(SystemError) -> UInt32 {
        let handles: [UInt32] = [handle, 0, 0, 0], pitches: [UInt32] = [pitch, 0, 0, 0], offsets: [UInt32] = [0, 0, 0, 0]
        var framebuffer: UInt32 = 0
        try drmCall("drmModeAddFB2 \(fourccName(format))", card: path) {
            drmModeAddFB2(fd, UInt32(width), UInt32(height), format, handles, pitches, offsets, &framebuffer, 0)
        }
        return framebuffer
    }

    func removeFramebuffer(_ id: UInt32) { drmModeRmFB(fd, id) }

    // MARK: Events and time

    func readFlipEvents() throws(SystemError) -> [FlipCompletion] {
        var context = drmEventContext()
        context.version = 3 // the first version with page_flip_handler2, which names the CRTC
        context.page_flip_handler2 = { _, sequence, seconds, microseconds, crtc, userData in
            guard let userData else { return }
            let device = Unmanaged<LibDRMDevice>.fromOpaque(userData).takeUnretainedValue()
            device.received.append(FlipCompletion(sequence: sequence,
                                                  time: Double(seconds) + Double(microseconds) * 1e-6, crtc: crtc))
        }
        defer { received.removeAll() }
        while true {
            Glibc.errno = 0
            if drmHandleEvent(fd, &context) != 0 {
                let code = Glibc.errno
                if code == EAGAIN || code == EINTR { break }
                throw SystemError(call: "drmHandleEvent", path: path, errno: code == 0 ? EIO : code)
            }
            if received.isEmpty || !waitForEvents(timeout: 0) { break }
        }
        return received
    }

    func waitForEvents(timeout: Double) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, Int32(timeout * 1000)) > 0
    }

    func latestVBlank(crtcIndex: Int) -> (sequence: UInt32, time: Double)? {
        var vblank = drmVBlank()
        let crtcBits = (UInt32(crtcIndex) << UInt32(DRM_VBLANK_HIGH_CRTC_SHIFT)) & DRM_VBLANK_HIGH_CRTC_MASK.rawValue
        vblank.request.type = drmVBlankSeqType(rawValue: DRM_VBLANK_RELATIVE.rawValue | crtcBits)
        vblank.request.sequence = 0
        guard drmWaitVBlank(fd, &vblank) == 0 else { return nil }
        return (vblank.reply.sequence, Double(vblank.reply.tval_sec) + Double(vblank.reply.tval_usec) * 1e-6)
    }

    func waitForFence(_ fence: Int32, timeout: Double) -> Bool {
        defer { Glibc.close(fence) }
        var descriptor = pollfd(fd: fence, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, Int32(timeout * 1000)) == 1
    }
}
