/// Which display a run asks for: a backend by name and its argument (`--display
/// NAME[:ARGUMENT]`, or a board file's `backend` and `device`), or `automatic`.
/// Each backend adds its own constructors (`.drm(path:)`, `.headless(width:height:)`…).
public struct DisplaySelection: Sendable, Equatable, CustomStringConvertible {
    /// The backend's name ("drm"), or nil for the automatic choice.
    public var backend: String?
    /// The backend's argument in its canonical form (a device path, "1024x768"), or nil.
    public var argument: String?

    public init(backend: String, argument: String? = nil) {
        self.backend = backend
        self.argument = argument
    }

    private init() {}

    /// The first backend with a display (DRM, then fbdev, then headless; `DisplayBackends.all`).
    public static let automatic = DisplaySelection()

    /// As `--display` takes it: "auto", "drm", "headless:320x240".
    public var description: String {
        guard let backend else { return "auto" }
        return argument.map { "\(backend):\($0)" } ?? backend
    }
}
