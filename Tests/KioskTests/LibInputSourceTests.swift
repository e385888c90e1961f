import Foundation
import Kiosk
import Testing

@Suite struct LibInputSourceTests {
    @Test func aDeviceThatCannotBeAddedIsNamed() {
        #expect(throws: LibInputError.deviceNotAdded("/nonexistent/event9")) {
            try LibInputSource(backend: .path(["/nonexistent/event9"]), mapping: TouchMapping(screenSize: CGSize(width: 800, height: 480)))
        }
        #expect(LibInputError.deviceNotAdded("/nonexistent/event9").description
            == "libinput: could not add /nonexistent/event9 (is it an input event device, and readable?)")
    }

    @Test func withNoDevicesThereAreNoTouches() throws {
        let source = try LibInputSource(backend: .path([]), mapping: TouchMapping(screenSize: CGSize(width: 800, height: 480)))
        #expect(source.fileDescriptor >= 0)
        #expect(source.touchDevices.isEmpty)
        #expect(source.dispatch().isEmpty)
    }
}
