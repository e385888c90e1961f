/// An open DRM card: its device, set up for mode setting — universal planes (so that
/// primary and cursor planes are listed) and, unless legacy is asked for, atomic
/// commits and writeback connectors.
final class DRMCard {
    let device: any DRMDevice
    /// Whether the kernel accepted atomic mode setting for this client.
    let supportsAtomic: Bool

    /// Sets `device` up; throws `notKMS` when it cannot set modes.
    init(device: any DRMDevice, legacy: Bool) throws(DRMError) {
        guard device.isKMS() else { throw .notKMS(card: device.path) }
        self.device = device
        try? device.setClientCapability(.universalPlanes, to: 1)
        supportsAtomic = !legacy && (try? device.setClientCapability(.atomic, to: 1)) != nil
        if supportsAtomic {
            // Listed for capturing the screen; output selection never picks them.
            try? device.setClientCapability(.writebackConnectors, to: 1)
        }
    }

    /// Opens the card at `path` through `opener` and sets it up.
    convenience init(path: String, legacy: Bool, opener: DRMDeviceOpener) throws(DRMError) {
        let device: any DRMDevice
        do {
            device = try opener.open(path)
        } catch {
            throw .system(error)
        }
        try self.init(device: device, legacy: legacy)
    }

    var path: String { device.path }

    /// A capability's value, or nil when the kernel does not know it.
    func capability(_ capability: DRMCapability) -> UInt64? { try? device.capability(capability) }

    /// Becomes DRM master: needed to set modes and flip. The first opener of a card with
    /// no master already is master; otherwise root may take it.
    func becomeMaster() throws(DRMError) {
        if device.isMaster() { return }
        do {
            try device.setMaster()
        } catch {
            throw .notMaster(card: path, errno: error.errno)
        }
    }

    /// Gives up DRM master so another process (a VT's console, a compositor) can set modes.
    func dropMaster() throws(SystemError) { try device.dropMaster() }
}
