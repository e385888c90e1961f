import Foundation

/// How framebuffer devices are found and opened: the kernel's /dev/fbN nodes on a
/// machine, a recorded framebuffer in tests.
public struct FramebufferDeviceOpener: Sendable {
    /// The device nodes there are, by number.
    let paths: @Sendable () -> [String]
    let open: @Sendable (String) throws(SystemError) -> any FramebufferDevice

    init(paths: @escaping @Sendable () -> [String], open: @escaping @Sendable (String) throws(SystemError) -> any FramebufferDevice) {
        self.paths = paths
        self.open = open
    }

    /// The nodes in /dev, opened with ioctl and mmap.
    public static let kernel = FramebufferDeviceOpener(paths: { nodes(in: "/dev") }) { path throws(SystemError) in
        try FBDevDevice(opening: path)
    }

    /// The fbN nodes in `directory`, by number.
    static func nodes(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.compactMap { $0.hasPrefix("fb") ? Int($0.dropFirst(2)) : nil }.sorted().map { "\(directory)/fb\($0)" }
    }
}
