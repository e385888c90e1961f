/// Which display a run uses and why: an explicit selection is taken as given;
/// `automatic` takes the first backend whose probe finds a display (DRM, then fbdev,
/// then headless) — and says why each one before was skipped.
public struct DisplayChoice: Sendable, Equatable {
    /// The display to open (never `.automatic`).
    public let display: DisplaySelection
    /// Why the displays tried before it were skipped, one line each.
    public let skipped: [String]
    /// One line for the log: what was chosen and why the others were not.
    public let summary: String

    /// Chooses for `requested` among `backends`, in their order.
    public static func choose(_ requested: DisplaySelection,
                              from backends: [any DisplayBackend] = DisplayBackends.all) -> DisplayChoice {
        guard requested == .automatic else { return DisplayChoice(requested, skipped: [], backends: backends) }
        var skipped: [String] = []
        for backend in backends {
            switch backend.probe() {
            case .available(let argument):
                return DisplayChoice(DisplaySelection(backend: backend.name, argument: argument), skipped: skipped,
                                     backends: backends)
            case .skipped(let reason):
                skipped.append("\(backend.title): \(reason)")
            }
        }
        return DisplayChoice(requested, skipped: skipped, backends: backends)
    }

    /// Chooses among Kiosk's own backends with their device lists given: `drmCard`
    /// finds a card with a connected display (as `DRMDevices.findCard` does),
    /// `framebuffers` lists /dev/fb* (as `FBDevDevice.all` does). For tests and tools.
    public static func choose(_ requested: DisplaySelection,
                              drmCard: @escaping @Sendable () throws(DRMError) -> String,
                              framebuffers: @escaping @Sendable () -> [(path: String, name: String)]) -> DisplayChoice {
        choose(requested, from: [DRMBackend(findCard: drmCard), FBDevBackend(framebuffers: framebuffers), HeadlessBackend()])
    }

    private init(_ display: DisplaySelection, skipped: [String], backends: [any DisplayBackend]) {
        self.display = display
        self.skipped = skipped
        let chosen: String
        if let name = display.backend, let backend = DisplayBackends.named(name, in: backends) {
            chosen = "\(backend.title) \(backend.describe(argument: display.argument))"
        } else {
            chosen = display.description
        }
        summary = skipped.isEmpty ? "display: \(chosen)" : "display: \(chosen) (skipped \(skipped.joined(separator: "; ")))"
    }
}
