/// A board file's `[touch]` section: which device is the touchscreen, on which udev
/// seat, and the calibration to give it (nil keeps what udev gives).
public struct BoardTouch: Sendable, Equatable {
    public var match: TouchDeviceMatch
    /// The udev seat the devices are taken from ("seat0" unless the file says).
    public var seat: String
    public var calibration: CalibrationMatrix?

    public init(match: TouchDeviceMatch = .anyTouchDevice, seat: String = "seat0", calibration: CalibrationMatrix? = nil) {
        self.match = match
        self.seat = seat
        self.calibration = calibration
    }

    /// Where libinput takes devices from: the path itself when the file names one, else the seat.
    public var backend: LibInputSource.Backend {
        if case .path(let path) = match { return .path([path]) }
        return .udev(seat: seat)
    }
}
