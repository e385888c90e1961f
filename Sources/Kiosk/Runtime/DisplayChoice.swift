/// Which display a run uses and why: an explicit `--display` is taken as given;
/// `automatic` takes the first DRM card with a connected display, else the first
/// framebuffer, else the headless display — and says why each one before was skipped.
public struct DisplayChoice: Sendable, Equatable {
    /// The display to open (never `.automatic`).
    public let display: KioskOptions.Display
    /// Why the displays tried before it were skipped, one line each.
    public let skipped: [String]

    /// Chooses for `requested`. The device lists are functions so tests can inject
    /// them: `drmCard` finds a card with a connected display (as `DRMDevices.findCard`
    /// does), `framebuffers` lists /dev/fb* (as `FBDevDevice.all` does).
    public static func choose(_ requested: KioskOptions.Display,
                              drmCard: () throws(DRMError) -> String = { () throws(DRMError) in try DRMDevices.findCard() },
                              framebuffers: () -> [(path: String, name: String)] = FBDevDevice.all) -> DisplayChoice {
        guard requested == .automatic else { return DisplayChoice(display: requested, skipped: []) }
        var skipped: [String] = []
        do {
            return DisplayChoice(display: .drm(path: try drmCard()), skipped: [])
        } catch {
            skipped.append("DRM: \(error)")
        }
        if let first = framebuffers().first {
            return DisplayChoice(display: .fbdev(path: first.path), skipped: skipped)
        }
        skipped.append("fbdev: no /dev/fb* framebuffer")
        let size = KioskOptions.defaultHeadlessSize
        return DisplayChoice(display: .headless(width: size.width, height: size.height), skipped: skipped)
    }

    /// One line for the log: what was chosen and why the others were not.
    public var summary: String {
        let chosen = switch display {
        case .automatic: "automatic"
        case .drm(let path): "DRM \(path ?? "(first card with a connected display)")"
        case .fbdev(let path): "fbdev \(path ?? "(first framebuffer)")"
        case .headless(let width, let height): "headless \(width)x\(height)"
        }
        return skipped.isEmpty ? "display: \(chosen)" : "display: \(chosen) (skipped \(skipped.joined(separator: "; ")))"
    }
}
