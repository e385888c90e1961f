import CoreGraphics
import Foundation
@testable import Kiosk
import Logging
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
        #expect(source.takeKeyEvents().isEmpty)
        #expect(source.devicesAdded == 0)
        #expect(source.devicesRemoved == 0)
    }

    /// libinput's own complaint about a path that is no device reaches Kiosk's log at
    /// its priority (error: journald's 3), formatted and without its newline.
    @Test func libinputsOwnMessagesReachKiosksLogAtTheirPriority() {
        let lines = Locked<[String]>([])
        let capture = Logger(label: "kiosk.input.libinput") { label in
            JournalLogHandler(label: label, logLevel: .info, style: .journal, metadataProvider: nil) { line in
                lines.withLock { $0.append(line) }
            }
        }
        let previous = LibInputLog.destination.withLock { logger in
            defer { logger = capture }
            return logger
        }
        defer { LibInputLog.destination.withLock { $0 = previous } }
        #expect(throws: LibInputError.deviceNotAdded("/nonexistent/kiosk-log-check")) {
            try LibInputSource(backend: .path(["/nonexistent/kiosk-log-check"]),
                               mapping: TouchMapping(screenSize: CGSize(width: 800, height: 480)))
        }
        #expect(lines.withLock { $0.filter { $0.contains("kiosk-log-check") } }
                == ["<3>kiosk.input.libinput: client bug: Invalid path /nonexistent/kiosk-log-check\n"])
    }
}
