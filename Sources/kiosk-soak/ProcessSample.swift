import CKioskSystem
import Foundation

/// What the process holds at one moment: resident memory and open file descriptors,
/// read from `/proc/self`, and the bytes it holds from malloc.
struct ProcessSample: Sendable {
    /// Resident set size in bytes (`/proc/self/statm`, second field, in pages).
    let residentBytes: Int
    /// Entries of `/proc/self/fd`, less the one the listing itself opens.
    let openDescriptors: Int
    /// Bytes allocated from malloc and not freed (`kiosk_malloc_in_use`): what tells a
    /// leak (it grows) from the allocator keeping pages (only RSS grows).
    var heapInUseBytes = 0

    /// Why a sample could not be taken, naming the file.
    struct ReadError: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "cannot read \(path): \(reason) (kiosk-soak needs Linux's /proc)" }
    }

    /// The process now, after handing the allocator's free memory back to the system
    /// (`malloc_trim`), so that resident memory counts what is held, not what the heap
    /// happens to keep after the last frame's large blocks.
    static func now() throws(ReadError) -> ProcessSample {
        ProcessSample(residentBytes: try residentNow(), openDescriptors: try openDescriptors(),
                      heapInUseBytes: Int(kiosk_malloc_in_use()))
    }

    /// Resident memory now, after `malloc_trim`.
    static func residentNow() throws(ReadError) -> Int {
        _ = kiosk_malloc_trim()
        return try residentBytes()
    }

    /// This sample with its resident memory lowered to `floor` when that is smaller.
    func withResidentFloor(_ floor: Int) -> ProcessSample {
        ProcessSample(residentBytes: min(residentBytes, floor), openDescriptors: openDescriptors, heapInUseBytes: heapInUseBytes)
    }

    private static func residentBytes() throws(ReadError) -> Int {
        let path = "/proc/self/statm"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw ReadError(path: path, reason: "it cannot be opened")
        }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else {
            throw ReadError(path: path, reason: "no resident page count in \"\(text.prefix(80))\"")
        }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }

    private static func openDescriptors() throws(ReadError) -> Int {
        let path = "/proc/self/fd"
        guard let directory = opendir(path) else { throw ReadError(path: path, reason: String(cString: strerror(errno))) }
        defer { closedir(directory) }
        var count = 0
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { count += 1 }
        }
        return count - 1 // the directory stream's own descriptor
    }
}
