import CDRM

/// A property's definition (`drmModeGetProperty`): its name, what values it takes
/// and whether it may be set.
public struct DRMPropertyInfo: Sendable, Equatable, Codable {
    /// What values a property takes.
    public enum Kind: String, Sendable, Equatable, Codable {
        /// An unsigned number within `values[0]...values[1]`.
        case range
        /// A signed number within `values[0]...values[1]` (as Int64 bit patterns).
        case signedRange
        /// One of the `enums` entries' values.
        case enumeration
        /// A set of the `enums` entries, each entry's value a bit number.
        case bitmask
        /// The id of a property blob (0: none).
        case blob
        /// The id of a KMS object of type `values[0]` (0: none).
        case object
    }

    /// One named value of an enum or bitmask property (for a bitmask: a bit number).
    public struct Entry: Sendable, Equatable, Codable {
        public var name: String
        public var value: UInt64
        public init(name: String, value: UInt64) {
            self.name = name
            self.value = value
        }
    }

    public var id: UInt32
    public var name: String
    /// DRM_MODE_PROP_* flags as the kernel gives them (kind, immutable, atomic).
    public var flags: UInt32
    /// Range bounds, or an object property's object type.
    public var values: [UInt64]
    public var enums: [Entry]

    public init(id: UInt32, name: String, flags: UInt32, values: [UInt64] = [], enums: [Entry] = []) {
        self.id = id
        self.name = name
        self.flags = flags
        self.values = values
        self.enums = enums
    }

    public var kind: Kind {
        if flags & UInt32(DRM_MODE_PROP_RANGE) != 0 { return .range }
        if flags & UInt32(DRM_MODE_PROP_ENUM) != 0 { return .enumeration }
        if flags & UInt32(DRM_MODE_PROP_BITMASK) != 0 { return .bitmask }
        if flags & UInt32(DRM_MODE_PROP_BLOB) != 0 { return .blob }
        // DRM_MODE_PROP_EXTENDED_TYPE and DRM_MODE_PROP_TYPE(2), function-like macros Swift cannot import.
        return flags & 0xffc0 == 2 << 6 ? .signedRange : .object
    }

    /// Set by the kernel only (e.g. a plane's "type").
    public var isImmutable: Bool { flags & UInt32(DRM_MODE_PROP_IMMUTABLE) != 0 }

    /// Whether `value` is one this property takes (what the kernel checks before a commit).
    public func accepts(_ value: UInt64) -> Bool {
        switch kind {
        case .range: return values.count == 2 && value >= values[0] && value <= values[1]
        case .signedRange:
            return values.count == 2 && Int64(bitPattern: value) >= Int64(bitPattern: values[0])
                && Int64(bitPattern: value) <= Int64(bitPattern: values[1])
        case .enumeration: return enums.contains { $0.value == value }
        case .bitmask:
            let allowed = enums.reduce(UInt64(0)) { $0 | (1 << $1.value) }
            return value & ~allowed == 0
        case .blob, .object: return true
        }
    }
}

/// A property of one object and its current value (`drmModeObjectGetProperties`).
public struct DRMPropertyValue: Sendable, Equatable, Codable {
    public var property: UInt32
    public var value: UInt64

    public init(property: UInt32, value: UInt64) {
        self.property = property
        self.value = value
    }
}
