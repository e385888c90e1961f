import QuartzCore

/// One kind of display the runtime can open: how `--display NAME[:ARGUMENT]` and a
/// board file's `backend` name it, how its argument reads, how `--display auto` finds
/// one, and how a run opens it. `DisplayBackends.all` lists them; a new kind of display
/// is a folder holding its backend and its `Display`, and one line in that list.
public protocol DisplayBackend: Sendable {
    /// The name `--display` and a board file's `backend` use, e.g. "drm".
    var name: String { get }
    /// What messages call it, e.g. "DRM".
    var title: String { get }
    /// How `--display` takes it, for messages, e.g. "drm[:PATH]".
    var usage: String { get }
    /// A `--display` value with an argument, for messages (e.g. "drm:/dev/dri/card1"), or nil.
    var example: String? { get }

    /// The selection's argument for `--display NAME` (`argument` nil) or
    /// `NAME:ARGUMENT`, in one canonical form; errors name `text`, the whole value.
    func parseArgument(_ argument: String?, text: String) throws(KioskOptionError) -> String?

    /// Checks a selection against the run's other options once they are known (the
    /// headless screen's framebuffer at the board's scale); `text` is the flag's value.
    func check(argument: String?, options: KioskOptions, text: String) throws(KioskOptionError)

    /// For `--display auto`: whether a display of this kind is there to open, with
    /// the argument to open it by, or why not.
    func probe() -> DisplayProbe

    /// The argument as the log says it, e.g. "/dev/dri/card1" or "(first framebuffer)".
    func describe(argument: String?) -> String

    /// The screen, in points, of a lock-step run on the virtual clock when this backend
    /// gives one for `options` (the headless display with `--clock virtual`); nil for a
    /// live run on the display `open` makes.
    func virtualClockScreen(argument: String?, options: KioskOptions) throws(KioskRuntimeError) -> (width: Int, height: Int)?

    /// Opens the display for a live run with `options`' rotation, scale and board.
    func open(argument: String?, options: KioskOptions) throws(KioskRuntimeError) -> any Display
}

extension DisplayBackend {
    /// Most backends have nothing to check beyond their argument.
    public func check(argument: String?, options: KioskOptions, text: String) throws(KioskOptionError) {}

    /// Most backends run live, on their display's own clock.
    public func virtualClockScreen(argument: String?, options: KioskOptions) throws(KioskRuntimeError)
        -> (width: Int, height: Int)? { nil }
}

/// What `DisplayBackend.probe()` found.
public enum DisplayProbe: Sendable, Equatable {
    /// A display is there, opened with this argument.
    case available(argument: String?)
    /// None is usable, for this reason (it goes into the log: "DRM: no DRM device…").
    case skipped(reason: String)
}
