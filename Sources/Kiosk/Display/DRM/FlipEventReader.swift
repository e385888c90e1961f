import CDRM
import Glibc

/// One page flip the kernel reports done: the vblank counter and the CLOCK_MONOTONIC
/// time at which the new picture started to scan out.
struct FlipCompletion: Equatable {
    var sequence: UInt32
    var time: Double
    var crtc: UInt32
}

/// Reads page-flip events from a card with `drmHandleEvent` (the card is
/// non-blocking, so reading stops when the queue is empty). Flips are submitted
/// with `userData` so that the C callback finds this reader.
final class FlipEventReader {
    private var received: [FlipCompletion] = []

    /// The flip requests' user data: this reader, unretained (its owner outlives the card's events).
    var userData: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// Every flip completion queued on `card`, oldest first; empty when none is.
    func read(from card: DRMCard) throws(SystemError) -> [FlipCompletion] {
        var context = drmEventContext()
        context.version = 3 // the first version with page_flip_handler2, which names the CRTC
        context.page_flip_handler2 = { _, sequence, seconds, microseconds, crtc, userData in
            guard let userData else { return }
            let reader = Unmanaged<FlipEventReader>.fromOpaque(userData).takeUnretainedValue()
            reader.received.append(FlipCompletion(sequence: sequence,
                                                  time: Double(seconds) + Double(microseconds) * 1e-6, crtc: crtc))
        }
        while true {
            Glibc.errno = 0
            if drmHandleEvent(card.fd, &context) != 0 {
                let code = Glibc.errno
                if code == EAGAIN || code == EINTR { break }
                throw SystemError(call: "drmHandleEvent", path: card.path, errno: code == 0 ? EIO : code)
            }
            if received.isEmpty { break }
            var more = pollfd(fd: card.fd, events: Int16(POLLIN), revents: 0)
            if poll(&more, 1, 0) <= 0 { break }
        }
        defer { received.removeAll() }
        return received
    }
}
