/// Drives the output with the pre-atomic calls: `drmModeSetCrtc` to set the mode,
/// `drmModePageFlip` to flip and the connector's DPMS property for power. The Raster
/// output pass does any rotation.
struct LegacyCommitter: DRMCommitter {
    let setup: DRMOutputSetup

    var name: String { "legacy" }

    func commit(_ commit: DRMCommit) throws(DRMError) {
        let choice = setup.choice, device = setup.device
        switch commit {
        case .modeset(let framebuffer):
            do {
                try device.setCRTC(choice.crtc.id, framebuffer: framebuffer, x: 0, y: 0, connectors: [choice.connector.id],
                                   mode: choice.mode.info)
            } catch {
                throw .modesetRejected(card: setup.card.path, connector: choice.connector.name,
                                       mode: choice.mode.description, path: name, errno: error.errno)
            }
        case .pageFlip(let framebuffer):
            do {
                try device.pageFlip(crtc: choice.crtc.id, framebuffer: framebuffer)
            } catch {
                throw .system(error)
            }
        }
    }

    func setPower(on: Bool) throws(DRMError) {
        let connector = setup.choice.connector
        guard let dpms = connector.properties["DPMS"] else {
            throw .missingProperty(card: setup.card.path, object: "connector \(connector.name)", property: "DPMS")
        }
        do {
            try setup.device.setConnectorProperty(connector.id, property: dpms, value: on ? Self.dpmsOn : Self.dpmsOff)
        } catch {
            throw .powerChangeRejected(card: setup.card.path, connector: connector.name, on: on, path: name, errno: error.errno)
        }
    }

    func restore(_ saved: SavedCRTC) throws(SystemError) {
        if let mode = saved.mode {
            try setup.device.setCRTC(saved.crtc, framebuffer: saved.framebuffer, x: saved.x, y: saved.y,
                                     connectors: [saved.connector], mode: mode)
        } else {
            try setup.device.setCRTC(saved.crtc, framebuffer: 0, x: 0, y: 0, connectors: [], mode: nil)
        }
    }

    /// DRM_MODE_DPMS_ON and DRM_MODE_DPMS_OFF.
    static let dpmsOn: UInt64 = 0
    static let dpmsOff: UInt64 = 3
}
