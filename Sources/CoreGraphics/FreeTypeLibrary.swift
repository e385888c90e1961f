import CFreeType

/// The process's one FreeType library and every face it has opened from a file, one per
/// path and face index (a collection, .ttc, holds several). FreeType needs `FT_New_Face` and `FT_Done_Face` on a shared library serialised,
/// hence the lock; faces from files stay open for the life of the process, faces from
/// memory close when their `FreeTypeFace` goes.
final class FreeTypeLibrary: Sendable {
    static let shared = FreeTypeLibrary()

    private struct State {
        var library: FT_Library?
        var faces: [FaceKey: FreeTypeFace] = [:]
    }

    private struct FaceKey: Hashable {
        let path: String
        let index: Int
    }

    private let state = Locked(State())

    /// Face `index` (0 but in a collection) in the file at `path`, opened on first use and
    /// shared afterwards.
    func face(at path: String, index: Int = 0) throws(FontError) -> FreeTypeFace {
        try state.withLock { (state: inout State) throws(FontError) -> FreeTypeFace in
            let key = FaceKey(path: path, index: index)
            if let face = state.faces[key] { return face }
            try FreeTypeLibrary.checkFile(at: path)
            let library = try FreeTypeLibrary.library(in: &state, path: path)
            var handle: FT_Face?
            let error = FT_New_Face(library, path, FT_Long(index), &handle)
            guard error == 0, let handle else {
                let start = FileHandle(forReadingAtPath: path).flatMap { try? $0.read(upToCount: 4) } ?? Data()
                if error == 0x06, index != 0 {
                    throw FontError(path: path, reason: "has no face \(index) (FreeType: invalid argument)")
                }
                throw FontError.freeType(error, path: path, start: start)
            }
            try FreeTypeLibrary.check(handle, path: path)
            let face = FreeTypeFace(path: path, index: index, handle: handle)
            state.faces[key] = face
            return face
        }
    }

    /// A face read from a copy of `bytes` (a whole font file); `name` stands for the file
    /// in errors. Not shared: it closes when the returned face goes.
    func face(bytes: [UInt8], name: String) throws(FontError) -> FreeTypeFace {
        guard !bytes.isEmpty else { throw FontError(path: name, reason: "is empty (0 bytes), not a font file") }
        let memory = FontMemory(copying: bytes)
        return try state.withLock { (state: inout State) throws(FontError) -> FreeTypeFace in
            let library = try FreeTypeLibrary.library(in: &state, path: name)
            var handle: FT_Face?
            let error = FT_New_Memory_Face(library, memory.bytes.baseAddress, FT_Long(memory.count), 0, &handle)
            guard error == 0, let handle else { throw FontError.freeType(error, path: name, start: bytes) }
            try FreeTypeLibrary.check(handle, path: name)
            return FreeTypeFace(path: name, handle: handle, memory: memory)
        }
    }

    /// Closes a face opened from memory.
    func close(_ handle: FT_Face) {
        state.withLock { _ in _ = FT_Done_Face(handle) }
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

    /// Clearer errors than FreeType's for the commonest mistakes.
    private static func checkFile(at path: String) throws(FontError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw FontError(path: path, reason: "no such file")
        }
        if isFolder.boolValue { throw FontError(path: path, reason: "is a folder, not a font file") }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        if size == 0 { throw FontError(path: path, reason: "is empty (0 bytes), not a font file") }
    }

    /// Refuses a face FreeType opened but Kiosk could not draw with, closing it: one
    /// without glyphs, outlines (a bitmap-only font has fixed sizes) or a Unicode map,
    /// or one whose trial glyph (the one for "A", else the missing-glyph box) at 16
    /// pixels FreeType cannot load (not render: a corrupt outline can ask for gigabytes
    /// of bitmap, which `FreeTypeFace` checks glyph by glyph): the commonest sign of a
    /// truncated or corrupt file.
    private static func check(_ handle: FT_Face, path: String) throws(FontError) {
        func refuse(_ reason: String) -> FontError {
            FT_Done_Face(handle)
            return FontError(path: path, reason: reason)
        }
        guard handle.pointee.num_glyphs > 0 else { throw refuse("the font has no glyphs") }
        let colourStrikes = FreeTypeFace.hasColourStrikes(handle)
        guard handle.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 || colourStrikes else {
            throw refuse("a bitmap font with fixed sizes; Kiosk needs a scalable TrueType or OpenType font")
        }
        guard handle.pointee.charmap != nil || FT_Select_Charmap(handle, FT_ENCODING_UNICODE) == 0 else {
            throw refuse("the font has no Unicode character map")
        }
        let sized = colourStrikes ? FT_Select_Size(handle, 0) : FT_Set_Char_Size(handle, 0, 16 * 64, 72, 72)
        let flags = colourStrikes ? FT_Int32(FT_LOAD_COLOR) : FT_Int32(FT_LOAD_DEFAULT)
        let loaded = sized == 0 ? FT_Load_Glyph(handle, FT_Get_Char_Index(handle, 0x41), flags) : sized
        guard loaded == 0 else {
            throw refuse("truncated or corrupt font file (FreeType: \(FontError.freeTypeName(loaded)) "
                         + "loading a glyph); its glyphs cannot be drawn")
        }
    }
}
