import KioskHeadless
import QuartzCore

/// The display with no device behind it (`--display headless[:WIDTHxHEIGHT]`, in
/// points): always there, so `auto` ends with it. On the virtual clock (`--clock
/// virtual`, the default) a run is a lock-step `VirtualClockRun`; on the real clock
/// the render server draws into a `HeadlessDisplay`.
public struct HeadlessBackend: DisplayBackend {
    public static let name = "headless"
    public var name: String { Self.name }
    public var title: String { "headless" }
    public var usage: String { "headless[:WIDTHxHEIGHT]" }
    public var example: String? { "headless:1024x768" }

    public init() {}

    /// The screen's size in points when none is given: a portrait 4:3 tablet.
    public static let defaultSize = (width: 768, height: 1024)
    /// Sides a headless screen may have, in points.
    static let sides = 16...8192

    public func parseArgument(_ argument: String?, text: String) throws(KioskOptionError) -> String? {
        guard let argument else { return Self.argument(Self.defaultSize) }
        guard let size = Self.size(argument), Self.sides.contains(size.width), Self.sides.contains(size.height) else {
            throw KioskOptionError(flag: "--display", value: text,
                                   expected: "headless:WIDTHxHEIGHT in points, each \(Self.sides.lowerBound)…\(Self.sides.upperBound) (e.g. headless:1024x768)")
        }
        return Self.argument(size)
    }

    /// Refuses a screen whose framebuffer does not fit at the options' scale (the
    /// board's), naming a size that would.
    public func check(argument: String?, options: KioskOptions, text: String) throws(KioskOptionError) {
        let size = Self.size(argument) ?? Self.defaultSize
        do {
            _ = try FramebufferSize(screenWidth: size.width, height: size.height, scale: options.scale)
        } catch {
            let side = FramebufferSize.largestSquare(atScale: options.scale)
            let example = side > 0 ? ", e.g. headless:\(side)x\(side) at this scale" : ""
            throw KioskOptionError(flag: "--display", value: text, expected: "a screen whose framebuffer fits\(example): \(error)")
        }
    }

    public func probe() -> DisplayProbe { .available(argument: Self.argument(Self.defaultSize)) }

    public func describe(argument: String?) -> String { argument ?? Self.argument(Self.defaultSize) }

    public func virtualClockScreen(argument: String?, options: KioskOptions) throws(KioskRuntimeError)
        -> (width: Int, height: Int)? {
        options.headlessClock == .virtual ? try Self.screen(argument) : nil
    }

    public func open(argument: String?, options: KioskOptions) throws(KioskRuntimeError) -> any Display {
        let size = try Self.screen(argument)
        let framebuffer = try options.headlessFramebuffer(width: size.width, height: size.height)
        return HeadlessDisplay(pixelWidth: framebuffer.width, pixelHeight: framebuffer.height, scale: options.scale)
    }

    /// The size "WIDTHxHEIGHT" names, in points; nil for anything else.
    static func size(_ argument: String?) -> (width: Int, height: Int)? {
        guard let parts = argument?.split(separator: "x", omittingEmptySubsequences: false), parts.count == 2,
              let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0 else {
            return nil
        }
        return (width, height)
    }

    /// The screen a selection's argument names (the default size when it names none).
    private static func screen(_ argument: String?) throws(KioskRuntimeError) -> (width: Int, height: Int) {
        guard let argument else { return defaultSize }
        guard let size = size(argument) else { throw .display("headless: '\(argument)' is not WIDTHxHEIGHT in points") }
        return size
    }

    private static func argument(_ size: (width: Int, height: Int)) -> String { "\(size.width)x\(size.height)" }
}

extension DisplaySelection {
    /// No device: a virtual framebuffer of `width` × `height` points.
    public static func headless(width: Int, height: Int) -> DisplaySelection {
        DisplaySelection(backend: HeadlessBackend.name, argument: "\(width)x\(height)")
    }
}
