import Foundation

/// The DRM cards of this machine: finding them, picking one with a display, and
/// describing them all (for `kiosk devices`).
public enum DRMDevices {
    /// The `card*` nodes in `directory`, by number (card0, card1, … card10).
    public static func cardPaths(in directory: String = "/dev/dri") -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.compactMap { name -> (Int, String)? in
            guard name.hasPrefix("card"), let number = Int(name.dropFirst(4)) else { return nil }
            return (number, directory + "/" + name)
        }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The first card in `directory` with a connected display.
    /// Throws `noDevice` when there is no card, `noUsableCard` with what each card has otherwise.
    public static func findCard(in directory: String = "/dev/dri", opener: DRMDeviceOpener = .libdrm) throws(DRMError) -> String {
        let paths = cardPaths(in: directory)
        guard !paths.isEmpty else { throw .noDevice(directory: directory) }
        var found: [String] = []
        for path in paths {
            do {
                let card = try DRMCard(path: path, legacy: true, opener: opener)
                let outputs = try DRMResources(reading: card).connectors.filter { !$0.isWriteback }
                if outputs.contains(where: { $0.status == .connected }) { return path }
                let listing = outputs.map { "\($0.name) \($0.status.rawValue)" }
                found.append("\(path): \(listing.isEmpty ? "no connectors" : listing.joined(separator: ", "))")
            } catch {
                found.append(error.description)
            }
        }
        throw .noUsableCard(directory: directory, found: found)
    }

    /// What the card at `path` offers now: connectors (probed), CRTCs with what they
    /// show, planes.
    public static func resources(of path: String, opener: DRMDeviceOpener = .libdrm) throws(DRMError) -> DRMResources {
        try DRMResources(reading: DRMCard(path: path, legacy: false, opener: opener))
    }

    /// A report of every card in `directory`: driver, capabilities, connectors with
    /// status and modes, CRTCs, planes with formats and rotations.
    public static func describe(directory: String = "/dev/dri", opener: DRMDeviceOpener = .libdrm) -> String {
        let paths = cardPaths(in: directory)
        guard !paths.isEmpty else { return DRMError.noDevice(directory: directory).description + "\n" }
        return paths.map { path in
            do {
                let card = try DRMCard(path: path, legacy: false, opener: opener)
                return describe(card, try DRMResources(reading: card))
            } catch {
                return "\(error)\n"
            }
        }.joined()
    }

    private static func describe(_ card: DRMCard, _ resources: DRMResources) -> String {
        let driver = (try? card.device.driverName()) ?? "unknown driver"
        let monotonic = card.capability(.timestampMonotonic) == 1
        var lines = ["\(card.path): \(driver), \(card.supportsAtomic ? "atomic" : "legacy only"), "
                     + "\(monotonic ? "monotonic" : "wall-clock") flip timestamps"]
        for c in resources.connectors {
            let modes = c.modes.prefix(8).map(\.description).joined(separator: " ")
                + (c.modes.count > 8 ? " … (\(c.modes.count - 8) more)" : "")
            lines.append("  connector \(c.name) (id \(c.id)): \(c.status.rawValue)\(c.isWriteback ? ", writeback" : "")"
                         + ", CRTCs \(list(c.possibleCRTCs))" + (c.modes.isEmpty ? "" : ", modes \(modes)"))
        }
        for crtc in resources.crtcs {
            let showing = crtc.currentMode.map { "\($0), framebuffer \(crtc.currentFramebuffer.map(String.init) ?? "none")" } ?? "off"
            lines.append("  CRTC \(crtc.id) (index \(crtc.index)): \(showing)")
        }
        for p in resources.planes {
            let rotations = p.rotations.map { $0.map { "\($0.rawValue)" }.joined(separator: " ") + " (clockwise)" }
                ?? "none (no rotation property)"
            lines.append("  plane \(p.id) \(p.kind.rawValue): CRTCs \(list(p.possibleCRTCs)), formats "
                         + p.formats.map(fourccName).joined(separator: " ") + ", rotation \(rotations)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func list(_ ids: [UInt32]) -> String { ids.isEmpty ? "none" : ids.map(String.init).joined(separator: " ") }
}
