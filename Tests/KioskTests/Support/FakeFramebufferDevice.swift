import CoreGraphics
import Foundation
@testable import Kiosk

/// A framebuffer that replays a recording (the virtual board's vfb, or vkms's fbdev
/// emulation), for host tests of the fbdev display: it keeps the screen info as the
/// display changes it (taking a virtual screen that fits the memory, as vfb does),
/// pans within the virtual screen, holds the video memory the display maps, answers
/// FBIO_WAITFORVSYNC and FBIOBLANK as the recorded driver did, and records each call
/// that changes something in `trace`.
final class FakeFramebufferDevice: FramebufferDevice, @unchecked Sendable {
    /// A call that changes the device.
    enum Call: Equatable {
        case setVariableScreenInfo(yresVirtual: UInt32)
        case panDisplay(yoffset: UInt32)
        case blank(FBDevBlank)
        case map(length: Int)
    }

    let recording: FramebufferRecording
    /// Calls that fail with an errno, by name ("setVariableScreenInfo", "panDisplay", "map", "blank").
    private let failures: Locked<[String: Int32]>
    private let state: Locked<State>
    /// Vsyncs: each `vsync()` lets one FBIO_WAITFORVSYNC return.
    private let vsyncs = DispatchSemaphore(value: 0)

    private struct State {
        var variable: FBDevVariableInfo
        var calls: [Call] = []
        var blanked = false
        /// FBIO_WAITFORVSYNC calls made while the output was blanked (a blanked output has no vsync).
        var vsyncWaitsWhileBlanked = 0
        var vsyncWaits = 0
        var closed = false
    }

    /// The video memory.
    let memory: UnsafeMutableRawPointer

    init(_ recording: FramebufferRecording) {
        self.recording = recording
        state = Locked(State(variable: recording.variable))
        failures = Locked([:])
        memory = UnsafeMutableRawPointer.allocate(byteCount: Int(recording.fixed.memoryLength), alignment: 64)
        memory.initializeMemory(as: UInt8.self, repeating: 0x55, count: Int(recording.fixed.memoryLength))
    }

    deinit {
        stopVSyncs()
        memory.deallocate()
    }

    /// The virtual board's vfb: 1024×768, 32 bpp with red in the low byte, no
    /// FBIO_WAITFORVSYNC (ENOTTY), no FBIOBLANK (EINVAL).
    static let vfb: FramebufferRecording = Fixtures.load("vfb.json")
    /// vkms's fbdev emulation: FBIO_WAITFORVSYNC and FBIOBLANK work.
    static let vkms: FramebufferRecording = Fixtures.load("vkms-fbdev.json")

    var path: String { recording.path }

    /// Opens this device at its path and lists it; nothing else opens.
    var opener: FramebufferDeviceOpener {
        FramebufferDeviceOpener(paths: { [path] in [path] }) { [self] path throws(SystemError) in
            guard path == recording.path else { throw SystemError(call: "open", path: path, errno: ENOENT) }
            return self
        }
    }

    var trace: [Call] { state.withLock { $0.calls } }
    func resetTrace() { state.withLock { $0.calls.removeAll() } }
    func fail(_ call: String, with errno: Int32?) { failures.withLock { $0[call] = errno } }

    /// The screen info now.
    var variable: FBDevVariableInfo { state.withLock { $0.variable } }
    var isBlanked: Bool { state.withLock { $0.blanked } }
    var vsyncWaitsWhileBlanked: Int { state.withLock { $0.vsyncWaitsWhileBlanked } }
    var vsyncWaits: Int { state.withLock { $0.vsyncWaits } }

    /// The 32-bit pixel the screen shows at (`x`, `y`): what is at the pan position.
    func visiblePixel(x: Int, y: Int) -> UInt32 {
        let info = variable
        let offset = (Int(info.yoffset) + y) * Int(recording.fixed.lineLength) + x * 4
        return memory.load(fromByteOffset: offset, as: UInt32.self)
    }

    /// Writes `value` over every visible pixel, as a console drawing its text would.
    func scribble(_ value: UInt32) {
        let info = variable
        let rowBytes = Int(recording.fixed.lineLength)
        for y in 0..<Int(info.yres) {
            let row = memory + (Int(info.yoffset) + y) * rowBytes
            for x in 0..<Int(info.xres) { row.storeBytes(of: value, toByteOffset: x * 4, as: UInt32.self) }
        }
    }

    /// Lets one FBIO_WAITFORVSYNC return.
    func vsync() { vsyncs.signal() }

    /// Makes every FBIO_WAITFORVSYNC from now on fail, so the pacing thread ends.
    func stopVSyncs() {
        state.withLock { $0.closed = true }
        for _ in 0..<4 { vsyncs.signal() }
    }

    // MARK: FramebufferDevice

    func variableScreenInfo() throws(SystemError) -> FBDevVariableInfo { variable }

    func fixedScreenInfo() throws(SystemError) -> FBDevFixedInfo { recording.fixed }

    func setVariableScreenInfo(_ info: FBDevVariableInfo) throws(SystemError) {
        try check("setVariableScreenInfo")
        try state.withLock { state throws(SystemError) in
            state.calls.append(.setVariableScreenInfo(yresVirtual: info.yresVirtual))
            let bytes = Int(info.yresVirtual) * Int(recording.fixed.lineLength)
            guard info.xres == state.variable.xres, info.yres == state.variable.yres,
                  bytes <= Int(recording.fixed.memoryLength) else { throw error("FBIOPUT_VSCREENINFO", EINVAL) }
            state.variable = info
        }
    }

    func panDisplay(_ info: FBDevVariableInfo) throws(SystemError) {
        try check("panDisplay")
        try state.withLock { state throws(SystemError) in
            state.calls.append(.panDisplay(yoffset: info.yoffset))
            guard recording.fixed.ypanstep > 0, info.yoffset + state.variable.yres <= state.variable.yresVirtual else {
                throw error("FBIOPAN_DISPLAY", EINVAL)
            }
            state.variable.yoffset = info.yoffset
            state.variable.xoffset = info.xoffset
        }
    }

    func waitForVSync() throws(SystemError) {
        if recording.waitForVSyncErrno != 0 { throw error("FBIO_WAITFORVSYNC", recording.waitForVSyncErrno) }
        let closed = state.withLock { state in
            state.vsyncWaits += 1
            if state.blanked { state.vsyncWaitsWhileBlanked += 1 }
            return state.closed
        }
        if !closed { vsyncs.wait() }
        if state.withLock({ $0.closed }) { throw error("FBIO_WAITFORVSYNC", ENODEV) }
    }

    func blank(_ level: FBDevBlank) throws(SystemError) {
        try check("blank")
        if recording.blankErrno != 0 { throw error("FBIOBLANK", recording.blankErrno) }
        state.withLock {
            $0.calls.append(.blank(level))
            $0.blanked = level != .unblank
        }
    }

    func map(length: Int) throws(SystemError) -> UnsafeMutableRawPointer {
        try check("map")
        state.withLock { $0.calls.append(.map(length: length)) }
        guard length <= Int(recording.fixed.memoryLength) else { throw error("mmap", EINVAL) }
        return memory
    }

    func unmap(_ address: UnsafeMutableRawPointer, length: Int) {}

    private func check(_ call: String) throws(SystemError) {
        if let errno = failures.withLock({ $0[call] }) { throw error(call, errno) }
    }

    private func error(_ call: String, _ errno: Int32) -> SystemError { SystemError(call: call, path: path, errno: errno) }
}
