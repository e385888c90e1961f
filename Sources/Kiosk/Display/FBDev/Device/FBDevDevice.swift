import CKioskSystem
import Glibc

/// An open framebuffer device (/dev/fbN), the kernel's `FramebufferDevice`: its
/// screen info, mode changes, panning, vsync waits, blanking and memory. The display
/// owns one; tools and checks open one to look. The one owner of the descriptor.
public final class FBDevDevice: FramebufferDevice, @unchecked Sendable {
    let file: FileDescriptor
    public var path: String { file.path }

    /// Opens the device at `path`.
    public convenience init(path: String) throws(FBDevError) {
        do {
            try self.init(opening: path)
        } catch {
            throw .system(error)
        }
    }

    init(opening path: String) throws(SystemError) {
        file = try FileDescriptor(opening: path, flags: O_RDWR)
    }

    /// The device whose driver calls itself `name` (e.g. "Virtual FB": vkms's fbdev
    /// emulation may hold fb0, so a display is best found by name).
    public convenience init(named name: String) throws(FBDevError) {
        let found = Self.all()
        guard let match = found.first(where: { $0.name == name }) else {
            throw .noDeviceNamed(name, found: found.map { "\($0.path) (\($0.name))" })
        }
        try self.init(path: match.path)
    }

    /// Every /dev/fbN that opens, with its driver's name, in number order.
    public static func all() -> [(path: String, name: String)] { all(opener: .kernel) }

    /// Every framebuffer `opener` lists that opens, with its driver's name.
    static func all(opener: FramebufferDeviceOpener) -> [(path: String, name: String)] {
        opener.paths().compactMap { path in
            guard let device = try? opener.open(path), let fixed = try? device.fixedScreenInfo() else { return nil }
            return (path, fixed.id)
        }
    }

    /// The current mode (FBIOGET_VSCREENINFO and FBIOGET_FSCREENINFO).
    public func screenInfo() throws(FBDevError) -> FBDevScreenInfo {
        do {
            return FBDevScreenInfo(try variableScreenInfo(), try fixedScreenInfo())
        } catch {
            throw .system(error)
        }
    }

    // MARK: FramebufferDevice

    func variableScreenInfo() throws(SystemError) -> FBDevVariableInfo {
        FBDevVariableInfo(try file.ioctl("FBIOGET_VSCREENINFO", UInt(FBIOGET_VSCREENINFO), fb_var_screeninfo()))
    }

    func fixedScreenInfo() throws(SystemError) -> FBDevFixedInfo {
        FBDevFixedInfo(try file.ioctl("FBIOGET_FSCREENINFO", UInt(FBIOGET_FSCREENINFO), fb_fix_screeninfo()))
    }

    func setVariableScreenInfo(_ info: FBDevVariableInfo) throws(SystemError) {
        _ = try file.ioctl("FBIOPUT_VSCREENINFO", UInt(FBIOPUT_VSCREENINFO), info.kernel)
    }

    func panDisplay(_ info: FBDevVariableInfo) throws(SystemError) {
        _ = try file.ioctl("FBIOPAN_DISPLAY", UInt(FBIOPAN_DISPLAY), info.kernel)
    }

    func waitForVSync() throws(SystemError) {
        _ = try file.ioctl("FBIO_WAITFORVSYNC", UInt(KIOSK_FBIO_WAITFORVSYNC), UInt32(0))
    }

    func blank(_ level: FBDevBlank) throws(SystemError) {
        try file.ioctl("FBIOBLANK \(level)", UInt(FBIOBLANK), value: Int(level.rawValue))
    }

    func map(length: Int) throws(SystemError) -> UnsafeMutableRawPointer {
        let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, file.rawValue, 0)
        guard let mapped, mapped != MAP_FAILED else { throw SystemError(call: "mmap", path: path, errno: errno) }
        return mapped
    }

    func unmap(_ address: UnsafeMutableRawPointer, length: Int) { munmap(address, length) }
}
