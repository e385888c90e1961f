/// A copy of a font file's bytes that FreeType reads for as long as a face made from
/// them is open (`FT_New_Memory_Face` does not copy). Never written after the copy.
final class FontMemory: @unchecked Sendable {
    let bytes: UnsafeMutableRawBufferPointer

    init(copying source: [UInt8]) {
        bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: max(source.count, 1), alignment: 16)
        source.withUnsafeBytes { bytes.copyMemory(from: $0) }
    }

    var count: Int { bytes.count }

    deinit { bytes.deallocate() }
}
