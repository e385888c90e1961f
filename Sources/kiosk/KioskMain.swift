import Kiosk
import Logging

/// The `kiosk` executable's entry point: installs the journald-aware log handler once
/// (stderr, with syslog priority prefixes when not on a terminal), then runs the command.
@main
enum KioskMain {
    static func main() {
        LoggingSystem.bootstrap { JournalLogHandler(label: $0) }
        KioskCommand.main()
    }
}
