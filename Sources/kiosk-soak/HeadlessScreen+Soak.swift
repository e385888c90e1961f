import Kiosk
import KioskHeadless

extension HeadlessScreen {
    /// One 60 Hz frame.
    static let frameTime = 1.0 / 60

    /// Presents frames one at a time until `done` holds (checked after each), so a
    /// transition's last frame is also the moment the next one can start: no idle
    /// frames between them. Throws, naming `what`, if `done` still fails after `limit`
    /// seconds.
    func advance(until done: () -> Bool, within limit: Double, _ what: @autoclosure () -> String) throws(SoakError) {
        let deadline = time + limit
        while !done() {
            guard time < deadline else { throw SoakError(description: "\(what()) did not end within \(limit) s") }
            advance(by: Self.frameTime)
        }
    }
}
