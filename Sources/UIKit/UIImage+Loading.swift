import CoreGraphics

extension UIImage {
    /// The PNG or JPEG at `path`, or nil when it is missing or not a readable image. A
    /// file name ending in "@2x" or "@3x" (before the extension) gives scale 2 or 3. A
    /// JPEG is shown upright by its EXIF orientation and decoded when shown, at the size
    /// shown (see `PhotoSource`). Not cached.
    public convenience init?(contentsOfFile path: String) {
        guard let loaded = try? UIImage.load(path) else { return nil }
        self.init(loaded, scale: UIImage.scale(ofFile: path))
    }

    /// The PNG or JPEG at the file URL `url`, scaled as `init?(contentsOfFile:)`. Throws a
    /// `PNGError` or `JPEGError` naming the file and what is wrong (cannot open it, not an
    /// image, corrupt or truncated, over the limits), or
    /// `CocoaError(.fileReadUnsupportedScheme)` for a URL that is not a file's.
    public convenience init(contentsOf url: URL) throws {
        guard url.isFileURL else { throw CocoaError(.fileReadUnsupportedScheme, userInfo: [NSURLErrorKey: url]) }
        self.init(try UIImage.load(url.path), scale: UIImage.scale(ofFile: url.path))
    }

    /// The PNG or JPEG (".png", ".jpg" or ".jpeg") called `name` in the main bundle's
    /// resource folder (for a Linux program, the folder of its executable), else in the
    /// current directory; nil when there is none or it cannot be read. `name` may leave
    /// out its extension (PNG is tried first). The variant for the main screen's scale is
    /// preferred ("name@2x.png" on a scale-2 screen), then the other scales from the
    /// largest, then the plain file.
    @preconcurrency @MainActor public convenience init?(named name: String) {
        let folders = [Bundle.main.resourcePath, FileManager.default.currentDirectoryPath].compactMap { $0 }
        guard let path = UIImage.path(named: name, in: folders, screenScale: UIScreen.main.scale) else { return nil }
        self.init(contentsOfFile: path)
    }

    /// An image of what `load` read.
    private convenience init(_ loaded: Loaded, scale: CGFloat) {
        switch loaded {
        case .pixels(let image): self.init(cgImage: image, scale: scale)
        case .photo(let photo): self.init(photo: photo, scale: scale)
        }
    }

    /// What an image file holds: a PNG's pixels, or a JPEG photo to decode when shown.
    private enum Loaded {
        case pixels(CGImage)
        case photo(PhotoSource)
    }

    /// Reads the PNG or JPEG at `path`, told apart by their first bytes.
    private static func load(_ path: String) throws -> Loaded {
        let start = FileHandle(forReadingAtPath: path).flatMap { try? $0.read(upToCount: 3) } ?? Data()
        guard JPEGCodec.isJPEG([UInt8](start)) else { return .pixels(try CGImage(contentsOfPNG: path)) }
        return .photo(try PhotoSource(bytes: try JPEGCodec.contents(of: path), path: path))
    }

    /// The first file that `init?(named:)` would load from `folders`, if any exists.
    static func path(named name: String, in folders: [String], screenScale: CGFloat) -> String? {
        let file = name as NSString
        let base = file.deletingPathExtension
        let extensions = file.pathExtension.isEmpty ? ["png", "jpg", "jpeg"] : [file.pathExtension]
        let preferred = min(max(Int(screenScale.rounded()), 1), 3)
        let scales = [preferred] + [3, 2, 1].filter { $0 != preferred }
        let names = extensions.flatMap { ext in
            scale(ofFile: name) != 1 ? ["\(base).\(ext)"]
                : scales.map { $0 == 1 ? "\(base).\(ext)" : "\(base)@\($0)x.\(ext)" }
        }
        for folder in folders {
            for name in names {
                let path = (folder as NSString).appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: path) { return path }
            }
        }
        return nil
    }

    /// The scale a file name asks for: N for a name ending in "@Nx" before its
    /// extension (N from 1 to 9), else 1.
    static func scale(ofFile path: String) -> CGFloat {
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        guard base.hasSuffix("x"), let at = base.lastIndex(of: "@"),
              let n = Int(base[base.index(after: at)..<base.index(before: base.endIndex)]), (1...9).contains(n)
        else { return 1 }
        return CGFloat(n)
    }
}
