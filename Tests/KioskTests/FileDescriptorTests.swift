import Glibc
@testable import Kiosk
import Testing

@Suite struct FileDescriptorTests {
    @Test func openingAMissingDeviceNamesItAndTheReason() {
        #expect(throws: SystemError(call: "open", path: "/dev/dri/card97", errno: ENOENT)) {
            try FileDescriptor(opening: "/dev/dri/card97", flags: O_RDWR)
        }
        let error = SystemError(call: "open", path: "/dev/dri/card97", errno: ENOENT)
        #expect(error.description == "/dev/dri/card97: open failed: No such file or directory (errno 2)")
    }

    @Test func aFailedIoctlNamesTheRequest() throws {
        let null = try FileDescriptor(opening: "/dev/null", flags: O_RDONLY)
        // The console's KDGETMODE means nothing to /dev/null.
        #expect(throws: SystemError(call: "ioctl KDGETMODE", path: "/dev/null", errno: ENOTTY)) {
            try null.ioctl("KDGETMODE", 0x4B3B, Int32(0))
        }
    }
}
