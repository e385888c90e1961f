import Foundation

/// The framebuffer devices of this machine as `kiosk devices` lists them: what a board
/// file's fbdev `device` or `driver-name` can name.
public enum FramebufferSurvey {
    /// One /dev/fbN: its mode, or why it could not be read.
    public typealias Entry = (path: String, result: Result<FBDevScreenInfo, FBDevError>)

    /// Every fbN node in `directory`, by number, read now.
    public static func entries(in directory: String = "/dev") -> [Entry] {
        FramebufferDeviceOpener.nodes(in: directory).map { path in
            (path, Result { () throws(FBDevError) -> FBDevScreenInfo in try FBDevDevice(path: path).screenInfo() })
        }
    }

    /// One line per device: driver name, size, bits per pixel, virtual size, panning.
    public static func describe(_ entries: [Entry], directory: String = "/dev") -> String {
        guard !entries.isEmpty else { return "no framebuffer: no fb* in \(directory)\n" }
        return entries.map { entry in
            switch entry.result {
            case .success(let info):
                let pans = info.yPanStep > 0 ? "pans by \(info.yPanStep) line\(info.yPanStep == 1 ? "" : "s") (\(info.framesThatFit) frame\(info.framesThatFit == 1 ? " fits" : "s fit"))"
                    : "cannot pan"
                let format = info.layout.map { "\($0.format)\($0.swapsRedAndBlue ? " with red and blue swapped" : "")" }
                    ?? "a pixel layout Kiosk does not draw"
                return "\(entry.path): \"\(info.name)\", \(info.width)x\(info.height) at \(info.bitsPerPixel) bpp (\(format)), "
                    + "virtual \(info.virtualWidth)x\(info.virtualHeight), \(pans)\n"
            case .failure(let error):
                return "\(error)\n"
            }
        }.joined()
    }
}
