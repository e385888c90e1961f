/// How terminal nodes become `ConsoleDevice`s: opened by the kernel on a machine, a
/// played VT in tests.
public struct ConsoleDeviceOpener: Sendable {
    let open: @Sendable (_ path: String, _ writable: Bool) throws(SystemError) -> any ConsoleDevice

    init(_ open: @escaping @Sendable (_ path: String, _ writable: Bool) throws(SystemError) -> any ConsoleDevice) {
        self.open = open
    }

    /// Terminal nodes opened with `open(2)` (never as the controlling terminal).
    public static let kernel = ConsoleDeviceOpener { path, writable throws(SystemError) in
        try TTYDevice(path: path, writable: writable)
    }
}
