/// Why libinput could not be started, naming the seat or device.
public enum LibInputError: Error, Equatable, CustomStringConvertible {
    /// udev or libinput would not make a context.
    case noContext(backend: String)
    /// libinput_udev_assign_seat failed for the seat.
    case seatNotAssigned(String)
    /// libinput_path_add_device refused the device (missing, not an input device, no permission).
    case deviceNotAdded(String)

    public var description: String {
        switch self {
        case .noContext(let backend): "libinput: could not create a \(backend) context"
        case .seatNotAssigned(let seat): "libinput: could not assign seat \"\(seat)\" (is udev running?)"
        case .deviceNotAdded(let path): "libinput: could not add \(path) (is it an input event device, and readable?)"
        }
    }
}
