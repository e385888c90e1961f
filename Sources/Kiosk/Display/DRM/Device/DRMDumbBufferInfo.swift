/// A dumb buffer the kernel made: its handle, row pitch and size in bytes.
struct DRMDumbBufferInfo: Equatable {
    let handle: UInt32
    let pitch: UInt32
    let size: Int
}
