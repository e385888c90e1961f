/// The largest image `PNGCodec` decodes, checked against the file's header before any
/// pixel memory is allocated: a tiny file must not be able to ask for gigabytes.
extension PNGCodec {
    /// The most pixels on either side: four times a 4K screen's width.
    public static let maximumSide = 16_384
    /// The most pixels in all: 8192×8192 (64 Mpx, 256 MiB decoded), more than a 48 Mpx
    /// camera photo and half a kiosk unit's 512 MiB memory limit.
    public static let maximumPixels = 8192 * 8192
    /// Deflate's largest expansion: a 258-byte match coded in 2 bits is 1032:1, so a
    /// genuine PNG's pixel data is at most 1032 times its file's size.
    public static let maximumDeflateRatio = 1032
    /// Room for rounding on tiny images (a 1×1 PNG is about 70 bytes for 4 of pixels).
    static let deflateSlack = 1024

    /// Throws unless an image of `width`×`height` pixels fits the limits and its pixel
    /// data, at `bitsPerPixel` bits each, could come out of `inputSize` bytes of file.
    /// Pure arithmetic: overflow is impossible for any `UInt32` sizes.
    static func checkDeclaredSize(width: Int, height: Int, bitsPerPixel: Int, inputSize: Int,
                                  source: String) throws(PNGError) {
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
            throw PNGError(path: source, reason: "declares \(width)×\(height) pixels; Kiosk decodes at most "
                           + "\(maximumSide) on a side and \(maximumPixels) (8192×8192) in all")
        }
        // Whole rows' bits, without PNG's filter bytes: a lower bound for any layout.
        let dataBytes = (width * height * bitsPerPixel + 7) / 8
        let most = inputSize.multipliedReportingOverflow(by: maximumDeflateRatio)
        guard most.overflow || dataBytes <= most.partialValue + deflateSlack else {
            throw PNGError(path: source, reason: "declares \(width)×\(height) \(bitsPerPixel)-bit pixels "
                           + "(\(dataBytes) bytes) in a \(inputSize)-byte file; deflate expands at most "
                           + "\(maximumDeflateRatio):1, so the file is truncated or corrupt")
        }
    }
}
