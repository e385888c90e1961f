import CKioskSystem
import Glibc

/// The system calls a `RecordingFile` makes that can fail in ways a test cannot
/// arrange on the host (a full disk, a filesystem without O_TMPFILE), as closures a
/// test replaces. Each returns its result, or -errno (errno itself would not survive
/// the Swift code between the call and the check).
struct RecordingIO: Sendable {
    /// open(folder, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666): a descriptor, or -errno.
    var openUnnamed: @Sendable (_ folder: String) -> Int32
    /// pwrite: the bytes written (maybe fewer than asked), or -errno.
    var pwrite: @Sendable (_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, _ offset: Int) -> Int
    /// fsync: 0, or -errno.
    var fsync: @Sendable (_ descriptor: Int32) -> Int32

    /// The kernel's.
    static let system = RecordingIO(
        openUnnamed: { folder in
            let descriptor = kiosk_open_unnamed(folder, 0o666)
            return descriptor >= 0 ? descriptor : -errno
        },
        pwrite: { descriptor, bytes, offset in
            let written = Glibc.pwrite(descriptor, bytes.baseAddress, bytes.count, off_t(offset))
            return written >= 0 ? written : -Int(errno)
        },
        fsync: { descriptor in Glibc.fsync(descriptor) == 0 ? 0 : -errno }
    )
}
