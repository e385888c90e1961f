import Raster

/// A scanout buffer in kernel memory ("dumb": CPU-drawn, no GPU), registered as a KMS
/// framebuffer and mapped into this process. Owned: deinit unmaps it, removes the
/// framebuffer and frees the memory.
final class DumbBuffer {
    private let device: any DRMDevice
    private let buffer: DRMDumbBufferInfo
    /// The KMS framebuffer id that commits and flips name.
    let framebuffer: UInt32
    let width: Int
    let height: Int
    let format: ScanoutFormat
    let bytesPerRow: Int
    private let mapping: UnsafeMutableRawPointer

    /// A `width` × `height` buffer of `format`, cleared to black.
    init(card: DRMCard, width: Int, height: Int, format: ScanoutFormat) throws(SystemError) {
        let device = card.device
        self.device = device
        self.width = width
        self.height = height
        self.format = format
        let buffer = try device.createDumbBuffer(width: width, height: height, bitsPerPixel: format.bytesPerPixel * 8)
        self.buffer = buffer
        bytesPerRow = Int(buffer.pitch)
        do {
            framebuffer = try device.addFramebuffer(width: width, height: height, format: format.fourcc,
                                                    handle: buffer.handle, pitch: buffer.pitch)
        } catch {
            device.destroyDumbBuffer(buffer.handle)
            throw error
        }
        do {
            mapping = try device.mapDumbBuffer(buffer)
        } catch {
            device.removeFramebuffer(framebuffer)
            device.destroyDumbBuffer(buffer.handle)
            throw error
        }
        mapping.initializeMemory(as: UInt8.self, repeating: 0, count: buffer.size)
    }

    deinit {
        device.unmap(mapping, size: buffer.size)
        device.removeFramebuffer(framebuffer)
        device.destroyDumbBuffer(buffer.handle)
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
