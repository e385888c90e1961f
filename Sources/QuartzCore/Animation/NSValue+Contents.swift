import Foundation

extension NSValue {
    /// Kiosk's own: what a value holds, as iOS code boxes geometry and transforms.
    package enum Contents: Equatable {
        case point(CGPoint), size(CGSize), rect(CGRect)
        /// The entries of a value made by `init(doubles:)` (transforms, insets).
        case doubles([Double])
    }

    /// Kiosk's own: what the value holds, or nil for anything else. Read without
    /// `objCType`: swift-corelibs-foundation allocates a new C string at every read of it
    /// and never frees it (1 000 000 reads: +47 MB resident, measured; LeakSanitizer
    /// reports each), and animations read their values at every commit. Foundation's
    /// geometry values keep the struct itself, its other values their type's encoding;
    /// both are read through reflection, and a layout Kiosk does not know reads as nil.
    package var contents: Contents? {
        for child in Mirror(reflecting: self).children {
            switch child.value {
            case let point as CGPoint: return .point(point)
            case let size as CGSize: return .size(size)
            case let rect as CGRect: return .rect(rect)
            default: break
            }
            guard let encoding = Mirror(reflecting: child.value).children.first(where: { $0.label == "name" })?.value
                    as? String, encoding.hasPrefix("["), encoding.hasSuffix("d]"),
                  let count = Int(encoding.dropFirst().dropLast(2)), count > 0, count <= 16 else { continue }
            var values = [Double](repeating: 0, count: count)
            values.withUnsafeMutableBytes { getValue($0.baseAddress!) } // exactly `count` doubles, as encoded
            return .doubles(values)
        }
        return nil
    }
}
