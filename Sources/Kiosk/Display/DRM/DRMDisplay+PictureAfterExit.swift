import Raster

extension DRMDisplay: PictureAfterExit {
    /// Paints `frame` into the card's fbdev emulation, turned as the display turns it
    /// (the kernel restores that framebuffer without the plane's rotation). Refused
    /// when the card has none or its size is not the mode's.
    public func paintPictureAfterExit(_ frame: BitmapView) throws(PictureAfterExitError) -> String {
        guard let path = FBDevEmulation.path(forCard: cardPath) else {
            throw PictureAfterExitError("\(cardPath) has no fbdev emulation (/sys/class/graphics/fb*/device)")
        }
        let emulation: FBDevDisplay
        do {
            emulation = try FBDevDisplay(configuration: .init(device: .path(path), rotation: rotation, scale: scale,
                                                              requestsDoubleBuffering: false))
        } catch {
            throw PictureAfterExitError(error.description)
        }
        defer { emulation.close() }
        guard emulation.pixelWidth == frame.width, emulation.pixelHeight == frame.height else {
            throw PictureAfterExitError("\(path) is \(emulation.pixelWidth)x\(emulation.pixelHeight), the frame "
                                        + "\(frame.width)x\(frame.height)")
        }
        emulation.present(frame, damage: Region(Rect(x: 0, y: 0, width: frame.width, height: frame.height)))
        return path
    }
}
