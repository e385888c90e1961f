import Foundation

/// A touch calibration as libinput and udev's `LIBINPUT_CALIBRATION_MATRIX` spell it:
/// six numbers `a b c d e f` mapping a normalized position (0…1 across the device) to
/// `x' = a·x + b·y + c`, `y' = d·x + e·y + f`. It comes from udev or the board file;
/// libinput applies it where the device supports it, Kiosk otherwise.
public struct CalibrationMatrix: Sendable, Equatable, LosslessStringConvertible {
    /// `a b c d e f`, in libinput's order.
    public var values: [Float]

    /// The matrix that changes nothing.
    public static let identity = CalibrationMatrix(unchecked: [1, 0, 0, 0, 1, 0])

    /// A matrix of exactly six finite numbers, or nil.
    public init?(_ values: [Float]) {
        guard values.count == 6, values.allSatisfy(\.isFinite) else { return nil }
        self.values = values
    }

    /// Parses "a b c d e f" (spaces or tabs between), udev's and the board file's form.
    public init?(_ description: String) {
        let fields = description.split(whereSeparator: { $0 == " " || $0 == "\t" })
        let numbers = fields.compactMap { Float($0) }
        guard numbers.count == fields.count else { return nil }
        self.init(numbers)
    }

    private init(unchecked values: [Float]) { self.values = values }

    public var description: String { values.map { "\($0)" }.joined(separator: " ") }

    /// Where normalized (`x`, `y`) goes.
    public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        let m = values.map(Double.init)
        return (m[0] * x + m[1] * y + m[2], m[3] * x + m[4] * y + m[5])
    }
}
