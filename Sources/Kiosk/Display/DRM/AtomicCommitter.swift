import CDRM

/// Drives the output with atomic commits. A mode set is first tried as a test-only
/// commit, so a configuration the hardware refuses changes nothing on screen; flips
/// are non-blocking commits of the plane's framebuffer with a page-flip event.
struct AtomicCommitter: DRMCommitter {
    let setup: DRMOutputSetup
    private let plane: DRMPlane

    var name: String { "atomic" }

    /// Checks that the connector, CRTC and primary plane have the properties commits set.
    init(setup: DRMOutputSetup) throws(DRMError) {
        let card = setup.card.path, choice = setup.choice
        guard let plane = choice.plane else { throw .noPrimaryPlane(card: card, crtc: choice.crtc.id) }
        let needed: [(String, [String: UInt32], [String])] = [
            ("connector \(choice.connector.name)", choice.connector.properties, ["CRTC_ID"]),
            ("CRTC \(choice.crtc.id)", choice.crtc.properties, ["MODE_ID", "ACTIVE"]),
            ("plane \(plane.id)", plane.properties,
             ["FB_ID", "CRTC_ID", "SRC_X", "SRC_Y", "SRC_W", "SRC_H", "CRTC_X", "CRTC_Y", "CRTC_W", "CRTC_H"]),
        ]
        for (object, properties, names) in needed {
            for name in names where properties[name] == nil {
                throw .missingProperty(card: card, object: object, property: name)
            }
        }
        self.setup = setup
        self.plane = plane
    }

    func commit(_ commit: DRMCommit) throws(DRMError) {
        let choice = setup.choice, device = setup.device
        switch commit {
        case .modeset(let framebuffer):
            do {
                try withModeBlob(choice.mode.info) { blob throws(SystemError) in
                    var request = DRMAtomicRequest()
                    request.set(choice.connector.id, choice.connector.properties["CRTC_ID"], UInt64(choice.crtc.id))
                    request.set(choice.crtc.id, choice.crtc.properties["MODE_ID"], UInt64(blob))
                    request.set(choice.crtc.id, choice.crtc.properties["ACTIVE"], 1)
                    place(framebuffer, source: (0, 0, setup.framebufferWidth, setup.framebufferHeight), in: &request)
                    request.set(plane.id, plane.properties["rotation"], setup.rotationBit)
                    for other in setup.otherPlanes {
                        request.set(other.id, other.properties["FB_ID"], 0)
                        request.set(other.id, other.properties["CRTC_ID"], 0)
                    }
                    try device.atomicCommit(request, flags: [.allowModeset, .testOnly])
                    try device.atomicCommit(request, flags: .allowModeset)
                }
            } catch {
                throw .modesetRejected(card: setup.card.path, connector: choice.connector.name,
                                       mode: choice.mode.description, path: name, errno: error.errno)
            }
        case .pageFlip(let framebuffer):
            var request = DRMAtomicRequest()
            request.set(plane.id, plane.properties["FB_ID"], UInt64(framebuffer))
            request.set(plane.id, plane.properties["CRTC_ID"], UInt64(choice.crtc.id))
            do {
                try device.atomicCommit(request, flags: [.pageFlipEvent, .nonblock])
            } catch {
                throw .system(error)
            }
        }
    }

    func setPower(on: Bool) throws(DRMError) {
        let choice = setup.choice
        var request = DRMAtomicRequest()
        request.set(choice.crtc.id, choice.crtc.properties["ACTIVE"], on ? 1 : 0)
        do {
            try setup.device.atomicCommit(request, flags: .allowModeset)
        } catch {
            throw .powerChangeRejected(card: setup.card.path, connector: choice.connector.name, on: on, path: name,
                                       errno: error.errno)
        }
    }

    func restore(_ saved: SavedCRTC) throws(SystemError) {
        let choice = setup.choice
        var request = DRMAtomicRequest()
        if let mode = saved.mode {
            try withModeBlob(mode) { blob throws(SystemError) in
                request.set(saved.connector, choice.connector.properties["CRTC_ID"], UInt64(saved.crtc))
                request.set(saved.crtc, choice.crtc.properties["MODE_ID"], UInt64(blob))
                request.set(saved.crtc, choice.crtc.properties["ACTIVE"], 1)
                place(saved.framebuffer, source: (Int(saved.x), Int(saved.y), Int(mode.hdisplay), Int(mode.vdisplay)),
                      in: &request)
                request.set(plane.id, plane.properties["rotation"], UInt64(DRM_MODE_ROTATE_0))
                try setup.device.atomicCommit(request, flags: .allowModeset)
            }
        } else {
            request.set(saved.connector, choice.connector.properties["CRTC_ID"], 0)
            request.set(saved.crtc, choice.crtc.properties["MODE_ID"], 0)
            request.set(saved.crtc, choice.crtc.properties["ACTIVE"], 0)
            request.set(plane.id, plane.properties["FB_ID"], 0)
            request.set(plane.id, plane.properties["CRTC_ID"], 0)
            request.set(plane.id, plane.properties["rotation"], UInt64(DRM_MODE_ROTATE_0))
            try setup.device.atomicCommit(request, flags: .allowModeset)
        }
    }

    /// Sets the plane to show `source` (x, y, width, height) of `framebuffer` over the whole mode.
    private func place(_ framebuffer: UInt32, source: (Int, Int, Int, Int), in request: inout DRMAtomicRequest) {
        let p = plane.properties, id = plane.id, mode = setup.choice.mode
        request.set(id, p["FB_ID"], UInt64(framebuffer))
        request.set(id, p["CRTC_ID"], UInt64(setup.choice.crtc.id))
        // Source coordinates are 16.16 fixed point.
        request.set(id, p["SRC_X"], UInt64(source.0) << 16)
        request.set(id, p["SRC_Y"], UInt64(source.1) << 16)
        request.set(id, p["SRC_W"], UInt64(source.2) << 16)
        request.set(id, p["SRC_H"], UInt64(source.3) << 16)
        request.set(id, p["CRTC_X"], 0)
        request.set(id, p["CRTC_Y"], 0)
        request.set(id, p["CRTC_W"], UInt64(mode.width))
        request.set(id, p["CRTC_H"], UInt64(mode.height))
    }

    /// Runs `body` with a property blob holding `mode`, destroyed after (a CRTC that
    /// took the mode keeps its own reference).
    private func withModeBlob(_ mode: DRMModeInfo, _ body: (UInt32) throws(SystemError) -> Void) throws(SystemError) {
        let blob = try setup.device.createModeBlob(mode)
        defer { setup.device.destroyPropertyBlob(blob) }
        try body(blob)
    }
}
