import CDRM

/// An atomic commit being built: property values to set, in the order set
/// (`drmModeAtomicAddProperty`). A value, so tests compare requests exactly.
public struct DRMAtomicRequest: Sendable, Equatable {
    /// One property of one object set to a value.
    public struct Assignment: Sendable, Equatable, CustomStringConvertible {
        public var object: UInt32
        public var property: UInt32
        public var value: UInt64
        public init(object: UInt32, property: UInt32, value: UInt64) {
            self.object = object
            self.property = property
            self.value = value
        }
        public var description: String { "\(object).\(property)=\(value)" }
    }

    public private(set) var assignments: [Assignment] = []

    public init() {}

    /// Sets `property` of `object` to `value`; a property the object lacks (nil; checked
    /// when the committer was made) is skipped.
    public mutating func set(_ object: UInt32, _ property: UInt32?, _ value: UInt64) {
        guard let property else { return }
        assignments.append(Assignment(object: object, property: property, value: value))
    }
}

/// How an atomic commit is applied. The C values are `DRM_MODE_ATOMIC_*` and
/// `DRM_MODE_PAGE_FLIP_EVENT`.
public struct DRMAtomicFlags: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Send a page-flip event when the commit reaches the screen.
    public static let pageFlipEvent = DRMAtomicFlags(rawValue: UInt32(DRM_MODE_PAGE_FLIP_EVENT))
    /// Only check that the kernel would take it; change nothing.
    public static let testOnly = DRMAtomicFlags(rawValue: UInt32(DRM_MODE_ATOMIC_TEST_ONLY))
    /// Return at once; the event says when it is done.
    public static let nonblock = DRMAtomicFlags(rawValue: UInt32(DRM_MODE_ATOMIC_NONBLOCK))
    /// It may change modes (a full mode set).
    public static let allowModeset = DRMAtomicFlags(rawValue: UInt32(DRM_MODE_ATOMIC_ALLOW_MODESET))

    public var description: String {
        let names: [(DRMAtomicFlags, String)] = [(.pageFlipEvent, "PAGE_FLIP_EVENT"), (.testOnly, "TEST_ONLY"),
                                                 (.nonblock, "NONBLOCK"), (.allowModeset, "ALLOW_MODESET")]
        let set = names.filter { contains($0.0) }.map(\.1)
        return set.isEmpty ? "none" : set.joined(separator: "|")
    }
}
