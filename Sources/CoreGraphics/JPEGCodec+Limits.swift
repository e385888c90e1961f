/// The largest JPEG `JPEGCodec` reads, checked before anything is allocated: a small
/// file must not be able to ask for gigabytes or minutes.
extension JPEGCodec {
    /// The largest file read into memory: 64 MiB, several times a 48 Mpx camera's JPEG.
    public static let maximumFileSize = 64 << 20
    /// The most pixels on either side of the stored image (JPEG allows 65 500).
    public static let maximumSide = 16_384
    /// The most pixels the stored image may declare: 8192×8192 (64 Mpx), as `PNGCodec`.
    public static let maximumPixels = 8192 * 8192
    /// libjpeg's own working memory at most (a progressive file keeps every coefficient
    /// of the stored image: 2 bytes per sample, 72 MiB for a 12 Mpx 4:2:0 photo).
    public static let maximumDecoderMemory = 256 << 20
    /// The most scans a progressive file may have: each is a pass over the whole image,
    /// so thousands of tiny scans cost minutes (camera files have about ten).
    public static let maximumScans = 100

    /// Throws unless a stored image of `width`×`height` fits the limits.
    static func checkDeclaredSize(width: Int, height: Int, source: String) throws(JPEGError) {
        guard width > 0, height > 0 else { throw JPEGError(path: source, reason: "declares \(width)×\(height) pixels") }
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
            throw JPEGError(path: source, reason: "declares \(width)×\(height) pixels; Kiosk decodes at most "
                            + "\(maximumSide) on a side and \(maximumPixels) (8192×8192) in all")
        }
    }
}
