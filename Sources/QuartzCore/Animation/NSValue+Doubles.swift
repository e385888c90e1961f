import Foundation

extension NSValue {
    /// Kiosk's own: a value holding `doubles`, typed `[Nd]` (an array of N doubles).
    /// Foundation on Linux encodes no structs of its own, so Kiosk's transforms are
    /// boxed as their entries in order.
    package convenience init(doubles: [Double]) {
        self.init(bytes: doubles, objCType: "[\(doubles.count)d]")
    }

    /// Kiosk's own: the `count` doubles a value made by `init(doubles:)` holds; nil
    /// when it holds anything else.
    package func doubles(count: Int) -> [Double]? {
        guard case .doubles(let values) = contents, values.count == count else { return nil }
        return values
    }
}
