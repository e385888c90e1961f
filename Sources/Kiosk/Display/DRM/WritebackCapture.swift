import CDRM
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
        let target = try DumbBuffer(card: card, width: width, height: height, format: .xrgb8888)
        let p = connector.properties
        for name in ["CRTC_ID", "WRITEBACK_FB_ID", "WRITEBACK_OUT_FENCE_PTR"] where p[name] == nil {
            throw SystemError(call: "writeback connector \(connector.name) has no \(name)", path: card.path, errno: ENOTSUP)
        }
        let modeset = UInt32(DRM_MODE_ATOMIC_ALLOW_MODESET)
        var fence: Int32 = -1
        var alone = false
        try withUnsafeMutablePointer(to: &fence) { fencePointer throws(SystemError) in
            let attach = { (alone: Bool) throws(SystemError) -> AtomicRequest in
                let request = try AtomicRequest(card: card)
                request.set(connector.id, p["CRTC_ID"], UInt64(crtc))
                request.set(connector.id, p["WRITEBACK_FB_ID"], UInt64(target.framebuffer))
                request.set(connector.id, p["WRITEBACK_OUT_FENCE_PTR"], UInt64(UInt(bitPattern: fencePointer)))
                if alone { request.set(output.id, output.properties["CRTC_ID"], 0) }
                return request
            }
            do {
                try attach(false).commit(on: card, flags: modeset | UInt32(DRM_MODE_ATOMIC_TEST_ONLY), "writeback test")
            } catch {
                alone = true
            }
            try attach(alone).commit(on: card, flags: modeset, "writeback")
        }
        defer {
            if fence >= 0 { Glibc.close(fence) }
            if let detach = try? AtomicRequest(card: card) {
                detach.set(connector.id, p["CRTC_ID"], 0)
                if alone { detach.set(output.id, output.properties["CRTC_ID"], UInt64(crtc)) }
                try? detach.commit(on: card, flags: modeset, "writeback detach")
            }
        }
        var descriptor = pollfd(fd: fence, events: Int16(POLLIN), revents: 0)
        guard fence >= 0, poll(&descriptor, 1, Int32(timeout * 1000)) == 1 else {
            throw SystemError(call: "waiting for the writeback fence", path: card.path, errno: ETIMEDOUT)
        }
        return target.contents()
    }
}
