/// Why an fbdev display could not be opened, naming the device and what was found.
public enum FBDevError: Error, Equatable, CustomStringConvertible {
    /// No framebuffer device has the name asked for; `found` lists "path (name)" of each one there is.
    case noDeviceNamed(String, found: [String])
    /// The mode's pixel layout is neither XRGB8888 nor RGB565.
    case unsupportedFormat(path: String, info: FBDevScreenInfo)
    /// A system call failed.
    case system(SystemError)

    public var description: String {
        switch self {
        case .noDeviceNamed(let name, let found):
            "no framebuffer named \"\(name)\" (found: \(found.isEmpty ? "no /dev/fb* devices" : found.joined(separator: ", ")))"
        case .unsupportedFormat(let path, let info):
            "\(path): unsupported pixel format (\(info)); Kiosk draws 32 bpp XRGB8888 and 16 bpp RGB565"
        case .system(let error):
            error.description
        }
    }
}
