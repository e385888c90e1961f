import Foundation

/// The fbdev emulation of a DRM card (`/dev/fbN` made by the card's driver), found
/// through sysfs: the framebuffer whose `device` is the card's. When the card's last
/// user goes away (even by SIGKILL) the kernel puts this framebuffer back on the
/// CRTC, so what it holds is what the screen shows between a crash and the next start
/// (measured on vkms: board/qemu/README.md).
public enum FBDevEmulation {
    /// The /dev/fbN of the card at `cardPath` (e.g. /dev/dri/card0), or nil when the
    /// card has none. `sysfs` is /sys (tests give a folder laid out like it).
    public static func path(forCard cardPath: String, sysfs: String = "/sys", devices: String = "/dev") -> String? {
        let card = (cardPath as NSString).lastPathComponent
        guard let cardDevice = resolved(sysfs + "/class/drm/" + card + "/device") else { return nil }
        let graphics = sysfs + "/class/graphics"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: graphics)) ?? []
        let framebuffers = names.filter { $0.hasPrefix("fb") && Int($0.dropFirst(2)) != nil }
            .sorted { Int($0.dropFirst(2))! < Int($1.dropFirst(2))! }
        guard let match = framebuffers.first(where: { resolved(graphics + "/" + $0 + "/device") == cardDevice }) else {
            return nil
        }
        return devices + "/" + match
    }

    /// `path` with every symbolic link resolved, or nil when it does not exist.
    private static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}
