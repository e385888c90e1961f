import CKioskSystem
import Glibc

/// An open framebuffer device (/dev/fbN): its screen info, mode changes, panning and
/// vsync waits. The display owns one; tools and checks open one to look. Sendable:
/// the descriptor never changes, and the pacing thread's vsync waits may run beside
/// the render thread's pans, as the kernel allows.
public final class FBDevDevice: @unchecked Sendable {
    let file: FileDescriptor
    public var path: String { file.path }

    /// Opens the device at `path`.
    public init(path: String) throws(FBDevError) {
        do {
            file = try FileDescriptor(opening: path, flags: O_RDWR)
        } catch {
            throw .system(error)
        }
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
    public static func all() -> [(path: String, name: String)] {
        guard let directory = opendir("/dev") else { return [] }
        defer { closedir(directory) }
        var numbers: [Int] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix("fb"), let number = Int(name.dropFirst(2)) { numbers.append(number) }
        }
        return numbers.sorted().compactMap { number in
            let path = "/dev/fb\(number)"
            guard let device = try? FBDevDevice(path: path), let info = try? device.screenInfo() else { return nil }
            return (path, info.name)
        }
    }

    /// The current mode (FBIOGET_VSCREENINFO and FBIOGET_FSCREENINFO).
    public func screenInfo() throws(FBDevError) -> FBDevScreenInfo {
        let (variable, fixed) = try rawScreenInfo()
        return FBDevScreenInfo(variable, fixed)
    }

    func rawScreenInfo() throws(FBDevError) -> (fb_var_screeninfo, fb_fix_screeninfo) {
        do {
            let variable = try file.ioctl("FBIOGET_VSCREENINFO", UInt(FBIOGET_VSCREENINFO), fb_var_screeninfo())
            let fixed = try file.ioctl("FBIOGET_FSCREENINFO", UInt(FBIOGET_FSCREENINFO), fb_fix_screeninfo())
            return (variable, fixed)
        } catch {
            throw .system(error)
        }
    }

    /// Asks for a new variable screen info (FBIOPUT_VSCREENINFO); the driver may refuse.
    func setVariableScreenInfo(_ info: fb_var_screeninfo) throws(SystemError) {
        _ = try file.ioctl("FBIOPUT_VSCREENINFO", UInt(FBIOPUT_VSCREENINFO), info)
    }

    /// Shows the virtual screen from row `yOffset` (FBIOPAN_DISPLAY).
    func pan(_ info: fb_var_screeninfo, toRow yOffset: Int) throws(SystemError) {
        var info = info
        info.xoffset = 0
        info.yoffset = UInt32(yOffset)
        _ = try file.ioctl("FBIOPAN_DISPLAY", UInt(FBIOPAN_DISPLAY), info)
    }

    /// Blocks until the next vertical blank (FBIO_WAITFORVSYNC on CRTC 0); throws
    /// when the driver does not have it.
    func waitForVSync() throws(SystemError) {
        _ = try file.ioctl("FBIO_WAITFORVSYNC", UInt(KIOSK_FBIO_WAITFORVSYNC), UInt32(0))
    }
}
