import CKioskLibInput
import CLibInput
import CoreGraphics
import Logging

/// libinput's own messages (a device it cannot open, a kernel bug it works around, a
/// touchscreen it finds odd) in Kiosk's log under "kiosk.input.libinput", each at its
/// priority: without this they went to stderr unformatted for the journal, or nowhere.
enum LibInputLog {
    /// Where the messages go; tests put a capturing logger here.
    static let destination = Locked(Logger(label: "kiosk.input.libinput"))

    /// Routes `context`'s messages to `destination`: from debug on when that logs debug,
    /// else from info on, or only errors when `errorsOnly` (a listing such as `kiosk
    /// devices` or `kiosk board check`, whose output libinput's device notes would clutter).
    static func attach(to context: OpaquePointer, errorsOnly: Bool = false) {
        let priority = errorsOnly ? LIBINPUT_LOG_PRIORITY_ERROR
            : destination.withLock { $0.logLevel <= .debug } ? LIBINPUT_LOG_PRIORITY_DEBUG : LIBINPUT_LOG_PRIORITY_INFO
        kiosk_libinput_set_log_sink(context, priority) { priority, message in
            guard let message else { return }
            let text = String(cString: message)
            LibInputLog.destination.withLock { $0.log(level: LibInputLog.level(of: priority), "\(text)") }
        }
    }

    /// The swift-log level of a libinput priority.
    static func level(of priority: libinput_log_priority) -> Logger.Level {
        switch priority {
        case LIBINPUT_LOG_PRIORITY_DEBUG: .debug
        case LIBINPUT_LOG_PRIORITY_INFO: .info
        default: .error
        }
    }
}
