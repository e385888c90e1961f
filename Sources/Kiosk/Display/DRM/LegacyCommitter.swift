import CDRM

/// Drives the output with the pre-atomic calls: `drmModeSetCrtc` to set the mode and
/// `drmModePageFlip` to flip. The Raster output pass does any rotation.
struct LegacyCommitter: DRMCommitter {
    let setup: DRMOutputSetup

    var name: String { "legacy" }

    func commit(_ commit: DRMCommit) throws(DRMError) {
        let card = setup.card, fd = card.fd
        let crtc = setup.choice.crtc.id
        switch commit {
        case .modeset(let framebuffer):
            var connector = setup.choice.connector.id
            var mode = setup.choice.mode.info
            do {
                try drmCall("drmModeSetCrtc", card: card.path) {
                    drmModeSetCrtc(fd, crtc, framebuffer, 0, 0, &connector, 1, &mode)
                }
            } catch {
                throw .modesetRejected(card: card.path, connector: setup.choice.connector.name,
                                       mode: setup.choice.mode.description, path: name, errno: error.errno)
            }
        case .pageFlip(let framebuffer, let userData):
            do {
                try drmCall("drmModePageFlip", card: card.path) {
                    drmModePageFlip(fd, crtc, framebuffer, UInt32(DRM_MODE_PAGE_FLIP_EVENT), userData)
                }
            } catch {
                throw .system(error)
            }
        }
    }

    func restore(_ saved: SavedCRTC) throws(SystemError) {
        let fd = setup.card.fd
        if var mode = saved.mode {
            var connector = saved.connector
            try drmCall("drmModeSetCrtc (restore)", card: setup.card.path) {
                drmModeSetCrtc(fd, saved.crtc, saved.framebuffer, saved.x, saved.y, &connector, 1, &mode)
            }
        } else {
            try drmCall("drmModeSetCrtc (off)", card: setup.card.path) {
                drmModeSetCrtc(fd, saved.crtc, 0, 0, 0, nil, 0, nil)
            }
        }
    }
}
