import CDRM
import Glibc

/// An open DRM card: the one owner of its file descriptor (closed in deinit, which
/// also gives up DRM master). Opened non-blocking so that reading events never stalls.
final class DRMCard {
    let descriptor: FileDescriptor
    /// Whether the kernel accepted atomic mode setting for this client.
    private(set) var supportsAtomic = false

    /// Opens `path`, checks it can set modes and asks for universal planes (so that
    /// primary and cursor planes are listed) and, unless `legacy`, atomic mode setting.
    init(path: String, legacy: Bool) throws(DRMError) {
        do {
            descriptor = try FileDescriptor(opening: path, flags: O_RDWR | O_NONBLOCK)
        } catch {
            throw .system(error)
        }
        guard drmIsKMS(descriptor.rawValue) == 1 else { throw .notKMS(card: path) }
        _ = drmSetClientCap(descriptor.rawValue, UInt64(DRM_CLIENT_CAP_UNIVERSAL_PLANES), 1)
        if !legacy {
            supportsAtomic = drmSetClientCap(descriptor.rawValue, UInt64(DRM_CLIENT_CAP_ATOMIC), 1) == 0
        }
        if supportsAtomic {
            // Listed for capturing the screen; output selection never picks them.
            _ = drmSetClientCap(descriptor.rawValue, UInt64(DRM_CLIENT_CAP_WRITEBACK_CONNECTORS), 1)
        }
    }

    var fd: Int32 { descriptor.rawValue }
    var path: String { descriptor.path }

    /// A `drmGetCap` value, or nil when the kernel does not know the capability.
    func capability(_ capability: Int32) -> UInt64? {
        var value: UInt64 = 0
        return drmGetCap(fd, UInt64(capability), &value) == 0 ? value : nil
    }

    /// Becomes DRM master: needed to set modes and flip. The first opener of a card with
    /// no master already is master; otherwise root may take it (`drmSetMaster`).
    func becomeMaster() throws(DRMError) {
        if drmIsMaster(fd) == 1 { return }
        do {
            try drmCall("drmSetMaster", card: path) { drmSetMaster(fd) }
        } catch {
            throw .notMaster(card: path, errno: error.errno)
        }
    }

    /// Gives up DRM master so another process (a VT's console, a compositor) can set modes.
    func dropMaster() throws(SystemError) {
        try drmCall("drmDropMaster", card: path) { drmDropMaster(fd) }
    }
}
