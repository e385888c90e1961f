/// How a DRM card node becomes a `DRMDevice`: through libdrm on a machine, through a
/// recorded card in tests.
public struct DRMDeviceOpener: Sendable {
    let open: @Sendable (String) throws(SystemError) -> any DRMDevice

    init(_ open: @escaping @Sendable (String) throws(SystemError) -> any DRMDevice) {
        self.open = open
    }

    /// Opens card nodes with libdrm.
    public static let libdrm = DRMDeviceOpener { path throws(SystemError) in try LibDRMDevice(path: path) }
}
