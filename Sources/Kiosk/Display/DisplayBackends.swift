/// The display backends Kiosk knows, in the order `--display auto` tries them.
public enum DisplayBackends {
    /// DRM/KMS first, then fbdev, then the headless display (always there).
    public static let all: [any DisplayBackend] = [DRMBackend(), FBDevBackend(), HeadlessBackend()]

    /// The backend of `backends` named `name` (as `--display` and board files say it).
    public static func named(_ name: String, in backends: [any DisplayBackend] = all) -> (any DisplayBackend)? {
        backends.first { $0.name == name }
    }
}
