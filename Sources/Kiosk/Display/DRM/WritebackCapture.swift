import Glibc
import Raster

/// Captures what a CRTC scans out through a writeback connector (vkms has one; so do
/// many display controllers): an atomic commit routes the CRTC to the connector with a
/// framebuffer to fill, the out-fence signals when it is written. This proves what
/// reached the "glass", after the plane's composition, not just what was in memory.
///
/// Some drivers cannot drive the writeback connector beside the display's connector
/// (vkms on Debian's 6.1 kernel: its encoders fail the clone check); then the display's
/// connector leaves the CRTC for the capture, which still scans out the same planes.
struct WritebackCapture {
    let card: DRMCard
    let connector: DRMConnector
    /// The connector the display drives, and the CRTC.
    let output: DRMConnector
    let crtc: UInt32
    let width: Int
    let height: Int

    /// The CRTC's next scanned-out frame as XRGB8888 bytes, rows packed; waits up to
    /// `timeout` seconds for the write. The connectors are routed back afterwards.
    func capture(timeout: Double) throws(SystemError) -> [UInt8] {
        let device = card.device
        let target = try DumbBuffer(card: card, width: width, height: height, format: .xrgb8888)
        let p = connector.properties
        for name in ["CRTC_ID", "WRITEBACK_FB_ID", "WRITEBACK_OUT_FENCE_PTR"] where p[name] == nil {
            throw SystemError(call: "writeback connector \(connector.name) has no \(name)", path: card.path, errno: ENOTSUP)
        }
        var fence: Int32 = -1
        var alone = false
        try withUnsafeMutablePointer(to: &fence) { fencePointer throws(SystemError) in
            func attach(alone: Bool) -> DRMAtomicRequest {
                var request = DRMAtomicRequest()
                request.set(connector.id, p["CRTC_ID"], UInt64(crtc))
                request.set(connector.id, p["WRITEBACK_FB_ID"], UInt64(target.framebuffer))
                request.set(connector.id, p["WRITEBACK_OUT_FENCE_PTR"], UInt64(UInt(bitPattern: fencePointer)))
                if alone { request.set(output.id, output.properties["CRTC_ID"], 0) }
                return request
            }
            do {
                try device.atomicCommit(attach(alone: false), flags: [.allowModeset, .testOnly])
            } catch {
                alone = true
            }
            try device.atomicCommit(attach(alone: alone), flags: .allowModeset)
        }
        defer {
            var detach = DRMAtomicRequest()
            detach.set(connector.id, p["CRTC_ID"], 0)
            if alone { detach.set(output.id, output.properties["CRTC_ID"], UInt64(crtc)) }
            try? device.atomicCommit(detach, flags: .allowModeset)
        }
        guard fence >= 0, device.waitForFence(fence, timeout: timeout) else {
            throw SystemError(call: "waiting for the writeback fence", path: card.path, errno: ETIMEDOUT)
        }
        return target.contents()
    }
}
