import Foundation

extension BoardTouch {
    /// What `kiosk board check` warns when the touchscreen this section names is not
    /// among `devices` (what `InputDeviceSurvey` found on this machine), or nil when it
    /// is there or the section names none. A name that differs only in spaces at
    /// either end (HID product strings are often padded) gets the one that is there.
    public func absenceWarning(file: String, among devices: [InputDeviceSurvey.Device]) -> String? {
        let field: String
        switch match {
        case .anyTouchDevice:
            return nil
        case .name(let name):
            field = "name = \(BoardFileSyntax.written(name))"
        case .path(let path):
            field = "device = \(BoardFileSyntax.written(path))"
        case .udevProperty(let name, let value):
            // `kiosk devices` shows only the properties worth matching on; others cannot be checked here.
            guard name.hasPrefix("ID_INPUT") || name == "ID_PATH" || name == "ID_SERIAL" else { return nil }
            field = "udev-property = \(BoardFileSyntax.written("\(name)=\(value)"))"
        }
        let touchDevices = devices.filter(\.isTouchDevice)
        if touchDevices.contains(where: { match.matches(name: $0.name, path: $0.path, udevProperties: $0.udevProperties) }) {
            return nil
        }
        // A path may be a udev symlink (/dev/input/by-path/…): there if it leads somewhere.
        if case .path(let path) = match, FileManager.default.fileExists(atPath: path) { return nil }
        var warning = "warning: \(file): [touch] \(field): no such touch device here now ("
            + (touchDevices.isEmpty ? "no touch devices found" : "touch devices: "
                + touchDevices.map { BoardFileSyntax.quoted($0.name) }.joined(separator: ", "))
            + "; `kiosk devices` lists them); the screen will not take touches until it is plugged in"
        if case .name(let name) = match,
           let near = touchDevices.first(where: { $0.name.trimmingBlanks == name.trimmingBlanks }) {
            warning += "; names must match exactly, spaces included: did you mean name = \(BoardFileSyntax.written(near.name))?"
        }
        return warning
    }
}
