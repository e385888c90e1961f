import QuartzCore

/// DRM/KMS cards (`--display drm[:PATH]`, a board's `backend = drm`): `auto` takes the
/// first card with a connected display.
public struct DRMBackend: DisplayBackend {
    public static let name = "drm"
    public var name: String { Self.name }
    public var title: String { "DRM" }
    public var usage: String { "drm[:PATH]" }
    public var example: String? { "drm:/dev/dri/card1" }

    private let opener: DRMDeviceOpener
    private let findCard: @Sendable () throws(DRMError) -> String

    /// Cards through libdrm, found in /dev/dri.
    public init() { self.init(opener: .libdrm) }

    /// Cards opened through `opener`; `auto` finds one in /dev/dri.
    init(opener: DRMDeviceOpener) {
        self.init(opener: opener) { () throws(DRMError) in try DRMDevices.findCard(opener: opener) }
    }

    /// Cards through libdrm; `auto` asks `findCard` for one (tests inject what it finds).
    public init(findCard: @escaping @Sendable () throws(DRMError) -> String) {
        self.init(opener: .libdrm, findCard: findCard)
    }

    private init(opener: DRMDeviceOpener, findCard: @escaping @Sendable () throws(DRMError) -> String) {
        self.opener = opener
        self.findCard = findCard
    }

    public func parseArgument(_ argument: String?, text: String) throws(KioskOptionError) -> String? {
        try KioskOptions.path(argument, flag: "--display", text: text, expected: "drm:PATH with a device path, e.g. drm:/dev/dri/card1")
    }

    public func probe() -> DisplayProbe {
        do {
            return .available(argument: try findCard())
        } catch {
            return .skipped(reason: error.description)
        }
    }

    public func describe(argument: String?) -> String { argument ?? "(first card with a connected display)" }

    public func open(argument: String?, options: KioskOptions) throws(KioskRuntimeError) -> any Display {
        do {
            return try DRMDisplay(configuration: options.drmConfiguration(path: argument), opener: opener,
                                  clock: MonotonicMediaClock())
        } catch {
            switch error {
            case .noConnectedDisplay, .noUsableCard, .noDevice: throw .noDisplayConnected(error.description)
            default: throw .display(error.description)
            }
        }
    }
}

extension DisplaySelection {
    /// A DRM/KMS card (nil: the first with a connected display).
    public static func drm(path: String?) -> DisplaySelection {
        DisplaySelection(backend: DRMBackend.name, argument: path)
    }
}

extension KioskOptions {
    /// The DRM configuration to open the card at `path` with: the board's connector,
    /// mode, format, buffering and the like when it is a DRM board, and the options'
    /// rotation and scale (which flags may have changed).
    func drmConfiguration(path: String?) -> DRMDisplayConfiguration {
        var configuration = DRMDisplayConfiguration()
        if case .drm(let fromBoard) = board?.display.backend { configuration = fromBoard }
        configuration.path = path
        configuration.rotation = rotation
        configuration.scale = scale
        return configuration
    }
}
