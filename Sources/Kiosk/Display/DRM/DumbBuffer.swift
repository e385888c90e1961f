import CDRM
import Glibc
import Raster

/// A scanout buffer in kernel memory ("dumb": CPU-drawn, no GPU), registered as a KMS
/// framebuffer and mapped into this process. Owned: deinit unmaps it, removes the
/// framebuffer and frees the memory.
final class DumbBuffer {
    private let card: DRMCard
    let handle: UInt32
    /// The KMS framebuffer id that commits and flips name.
    let framebuffer: UInt32
    let width: Int
    let height: Int
    let format: ScanoutFormat
    let bytesPerRow: Int
    private let size: Int
    private let mapping: UnsafeMutableRawPointer

    /// A `width` × `height` buffer of `format`, cleared to black.
    init(card: DRMCard, width: Int, height: Int, format: ScanoutFormat) throws(SystemError) {
        self.card = card
        self.width = width
        self.height = height
        self.format = format
        let fd = card.fd
        var handle: UInt32 = 0, pitch: UInt32 = 0, size: UInt64 = 0
        try drmCall("drmModeCreateDumbBuffer \(width)x\(height)", card: card.path) {
            drmModeCreateDumbBuffer(fd, UInt32(width), UInt32(height), UInt32(format.bytesPerPixel * 8), 0,
                                    &handle, &pitch, &size)
        }
        self.handle = handle
        bytesPerRow = Int(pitch)
        self.size = Int(size)
        do throws(SystemError) {
            let handles: [UInt32] = [handle, 0, 0, 0], pitches: [UInt32] = [pitch, 0, 0, 0], offsets: [UInt32] = [0, 0, 0, 0]
            var framebuffer: UInt32 = 0
            try drmCall("drmModeAddFB2 \(format.drmName)", card: card.path) {
                drmModeAddFB2(fd, UInt32(width), UInt32(height), format.fourcc, handles, pitches, offsets, &framebuffer, 0)
            }
            self.framebuffer = framebuffer
        } catch {
            drmModeDestroyDumbBuffer(fd, handle)
            throw error
        }
        do throws(SystemError) {
            var offset: UInt64 = 0
            try drmCall("drmModeMapDumbBuffer", card: card.path) { drmModeMapDumbBuffer(fd, handle, &offset) }
            let address = mmap(nil, Int(size), PROT_READ | PROT_WRITE, MAP_SHARED, fd, off_t(offset))
            guard let address, address != MAP_FAILED else {
                throw SystemError(call: "mmap dumb buffer", path: card.path, errno: Glibc.errno)
            }
            mapping = address
        } catch {
            drmModeRmFB(fd, framebuffer)
            drmModeDestroyDumbBuffer(fd, handle)
            throw error
        }
        memset(mapping, 0, self.size)
    }

    deinit {
        munmap(mapping, size)
        drmModeRmFB(card.fd, framebuffer)
        drmModeDestroyDumbBuffer(card.fd, handle)
    }

    /// The mapped memory as scanout rows for the Raster output pass.
    var scanout: ScanoutView {
        ScanoutView(baseAddress: mapping, width: width, height: height, bytesPerRow: bytesPerRow, format: format)
    }

    /// A copy of the picture's bytes, rows packed `width × bytesPerPixel` apart.
    func contents() -> [UInt8] {
        let rowBytes = width * format.bytesPerPixel
        return [UInt8](unsafeUninitializedCapacity: rowBytes * height) { bytes, count in
            for y in 0..<height {
                UnsafeMutableRawPointer(bytes.baseAddress! + y * rowBytes).copyMemory(from: mapping + y * bytesPerRow,
                                                                                      byteCount: rowBytes)
            }
            count = rowBytes * height
        }
    }
}
