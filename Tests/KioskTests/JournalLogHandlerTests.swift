import CoreGraphics
@testable import Kiosk
import Logging
import Testing

/// The exact lines the journal handler writes.
@Suite struct JournalLogHandlerTests {
    /// What a logger with the handler wrote.
    final class Capture: Sendable {
        let lines = Locked<[String]>([])
        func logger(_ label: String, style: JournalLogHandler.Style, level: Logger.Level = .trace) -> Logger {
            Logger(label: label) { label in
                JournalLogHandler(label: label, logLevel: level, style: style, metadataProvider: nil) { text in
                    self.lines.withLock { $0.append(text) }
                }
            }
        }
        var written: [String] { lines.withLock { $0 } }
    }

    @Test func eachLevelGetsItsSyslogPriority() {
        let capture = Capture()
        let log = capture.logger("kiosk.test", style: .journal)
        log.trace("t")
        log.debug("d")
        log.info("i")
        log.notice("n")
        log.warning("w")
        log.error("e")
        log.critical("c")
        #expect(capture.written == ["<7>kiosk.test: t\n", "<7>kiosk.test: d\n", "<6>kiosk.test: i\n", "<5>kiosk.test: n\n",
                                    "<4>kiosk.test: w\n", "<3>kiosk.test: e\n", "<2>kiosk.test: c\n"])
    }

    @Test func metadataIsSortedAndEveryLineIsPrefixed() {
        let capture = Capture()
        var log = capture.logger("kiosk.drm", style: .journal)
        log[metadataKey: "card"] = "/dev/dri/card0"
        log.error("flip failed\nretrying", metadata: ["attempt": "2"])
        #expect(capture.written == ["<3>kiosk.drm: flip failed\n<3>kiosk.drm: retrying attempt=2 card=/dev/dri/card0\n"])
    }

    @Test func aTerminalGetsPlainText() {
        let capture = Capture()
        let log = capture.logger("kiosk", style: .terminal)
        log.warning("no touch device")
        log.info("ready")
        #expect(capture.written == ["warning: kiosk: no touch device\n", "info: kiosk: ready\n"])
    }

    @Test func levelsBelowTheHandlersAreDropped() {
        let capture = Capture()
        let log = capture.logger("kiosk", style: .journal, level: .notice)
        log.info("hidden")
        log.notice("shown")
        #expect(capture.written == ["<5>kiosk: shown\n"])
    }
}
