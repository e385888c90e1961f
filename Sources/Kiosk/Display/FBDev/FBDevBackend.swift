import QuartzCore

/// Linux framebuffers (`--display fbdev[:PATH]`, a board's `backend = fbdev`): `auto`
/// takes the first /dev/fb*.
public struct FBDevBackend: DisplayBackend {
    public static let name = "fbdev"
    public var name: String { Self.name }
    public var title: String { "fbdev" }
    public var usage: String { "fbdev[:PATH]" }
    public var example: String? { nil }

    private let opener: FramebufferDeviceOpener
    private let framebuffers: @Sendable () -> [(path: String, name: String)]

    /// The kernel's /dev/fb* devices.
    public init() { self.init(opener: .kernel) }

    /// Framebuffers opened through `opener`, which also lists them.
    init(opener: FramebufferDeviceOpener) {
        self.init(opener: opener) { FBDevDevice.all(opener: opener) }
    }

    /// The kernel's devices; `auto` and a board without a device take the first of
    /// `framebuffers` (tests inject what it lists).
    public init(framebuffers: @escaping @Sendable () -> [(path: String, name: String)]) {
        self.init(opener: .kernel, framebuffers: framebuffers)
    }

    private init(opener: FramebufferDeviceOpener, framebuffers: @escaping @Sendable () -> [(path: String, name: String)]) {
        self.opener = opener
        self.framebuffers = framebuffers
    }

    public func parseArgument(_ argument: String?, text: String) throws(KioskOptionError) -> String? {
        try KioskOptions.path(argument, flag: "--display", text: text, expected: "fbdev:PATH with a device path, e.g. fbdev:/dev/fb0")
    }

    public func probe() -> DisplayProbe {
        guard let first = framebuffers().first else { return .skipped(reason: "no /dev/fb* framebuffer") }
        return .available(argument: first.path)
    }

    public func describe(argument: String?) -> String { argument ?? "(first framebuffer)" }

    public func open(argument: String?, options: KioskOptions) throws(KioskRuntimeError) -> any Display {
        guard let configuration = options.fbdevConfiguration(path: argument, framebuffers: framebuffers) else {
            throw .display("no framebuffer: no /dev/fb* devices")
        }
        do {
            return try FBDevDisplay(configuration: configuration, kernels: .simd, opener: opener)
        } catch {
            throw .display(error.description)
        }
    }
}

extension DisplaySelection {
    /// A Linux framebuffer (nil: the first /dev/fb*).
    public static func fbdev(path: String?) -> DisplaySelection {
        DisplaySelection(backend: FBDevBackend.name, argument: path)
    }
}

extension KioskOptions {
    /// The fbdev configuration for the framebuffer at `path`: with no path, the one an
    /// fbdev board names (by path or driver name), else the first of `framebuffers`;
    /// nil when nothing names one.
    func fbdevConfiguration(path: String?, framebuffers: () -> [(path: String, name: String)] = FBDevDevice.all)
        -> FBDevDisplay.Configuration? {
        var configuration = FBDevDisplay.Configuration()
        var named = false
        if case .fbdev(let fromBoard) = board?.display.backend {
            configuration = fromBoard
            named = true
        }
        if let path {
            configuration.device = .path(path)
        } else if !named {
            guard let first = framebuffers().first else { return nil }
            configuration.device = .path(first.path)
        }
        configuration.rotation = rotation
        configuration.scale = scale
        return configuration
    }
}
