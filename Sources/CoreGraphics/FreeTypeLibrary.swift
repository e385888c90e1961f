import CFreeType

/// The process's one FreeType library and every face it has opened, one per path.
/// FreeType needs `FT_New_Face` on a shared library serialised, hence the lock; faces
/// stay open for the life of the process, so `FT_Done_Face` is never needed.
final class FreeTypeLibrary: Sendable {
    static let shared = FreeTypeLibrary()

    private struct State {
        var library: FT_Library?
        var faces: [String: FreeTypeFace] = [:]
    }

    private let state = Locked(State())

    /// The face in the file at `path`, opened on first use and shared afterwards.
    func face(at path: String) throws(FontError) -> FreeTypeFace {
        try state.withLock { (state: inout State) throws(FontError) -> FreeTypeFace in
            if let face = state.faces[path] { return face }
            try FreeTypeLibrary.checkFile(at: path)
            let library = try FreeTypeLibrary.library(in: &state, path: path)
            var handle: FT_Face?
            let error = FT_New_Face(library, path, 0, &handle)
            guard error == 0, let handle else { throw FontError.freeType(error, path: path) }
            guard handle.pointee.charmap != nil || FT_Select_Charmap(handle, FT_ENCODING_UNICODE) == 0 else {
                FT_Done_Face(handle)
                throw FontError(path: path, reason: "the font has no Unicode character map")
            }
            let face = FreeTypeFace(path: path, handle: handle)
            state.faces[path] = face
            return face
        }
    }

    /// The library, started on first use.
    private static func library(in state: inout State, path: String) throws(FontError) -> FT_Library {
        if let library = state.library { return library }
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw FontError(path: path, reason: "FreeType could not start (error \(error))")
        }
        state.library = library
        return library
    }

    /// Clearer errors than FreeType's for the two commonest mistakes.
    private static func checkFile(at path: String) throws(FontError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw FontError(path: path, reason: "no such file")
        }
        if isFolder.boolValue { throw FontError(path: path, reason: "is a folder, not a font file") }
    }
}
