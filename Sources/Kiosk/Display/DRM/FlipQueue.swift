import QuartzCore

/// The frames on their way to a DRM display's screen and what their flips tell:
/// which buffer is on screen, which one is flipping, which one waits to flip, the
/// vblank cadence learnt from the completions, and the statistics. Bookkeeping only:
/// the display makes the kernel calls and tells the queue what happened.
struct FlipQueue {
    /// A frame drawn into a buffer and on its way to the screen.
    struct Flip: Equatable {
        let buffer: Int
        /// The vblank it was drawn for.
        let predicted: Double
        /// Drawn right after the previous frame (its interval measures the cadence).
        let backToBack: Bool
        /// When the kernel took it.
        var submitted = 0.0
    }

    let bufferCount: Int
    /// The buffer on screen.
    private(set) var front = 0
    /// The flip the kernel has, until its completion.
    private(set) var pending: Flip?
    /// A frame drawn while a flip was pending or flipping paused: flipped next.
    private(set) var queued: Flip?
    private(set) var clock: VBlankClock
    private(set) var lastCompletion: FlipCompletion?
    /// The time the front buffer's frame was drawn for, and when its flip completed.
    private(set) var frontTimes: (predicted: Double, shown: Double)?
    var statistics = DisplayStatistics(measuresVBlanks: true)

    init(bufferCount: Int, period: Double) {
        self.bufferCount = bufferCount
        clock = VBlankClock(period: period)
    }

    /// A buffer neither on screen, nor flipping, nor queued.
    var freeBuffer: Int? {
        (0..<bufferCount).first { $0 != front && $0 != pending?.buffer && $0 != queued?.buffer }
    }

    /// The newest picture: the queued frame's buffer, else the one on screen.
    var newestBuffer: Int { queued?.buffer ?? front }

    /// Whether a frame is flipping or waiting to.
    var isBusy: Bool { pending != nil || queued != nil }

    /// When a frame started at `now`, taking `drawDuration` to draw, will be shown, and
    /// whether it follows the previous frame back to back (its flip then measures the cadence).
    func frameTime(now: Double, drawDuration: Double) -> (time: Double, backToBack: Bool) {
        let time = clock.presentationTime(now: now, drawDuration: drawDuration, flipPending: pending != nil)
        let backToBack = pending != nil || lastCompletion.map { now - $0.time < clock.period } ?? false
        return (time, backToBack)
    }

    /// `flip` waits for the next chance to flip (the newest frame replaces an older one).
    mutating func queue(_ flip: Flip) { queued = flip }

    /// The queued frame, no longer queued.
    mutating func takeQueued() -> Flip? {
        defer { queued = nil }
        return queued
    }

    /// The kernel took `flip` at `time`.
    mutating func submitted(_ flip: Flip, at time: Double) {
        var flip = flip
        flip.submitted = time
        pending = flip
    }

    /// The kernel refused `flip`: it waits to be tried again.
    mutating func refused(_ flip: Flip) {
        statistics.failedFlips += 1
        queued = flip
    }

    /// A vblank the driver reported (its phase), with no flip of ours.
    mutating func record(vblankAt time: Double) { clock.record(vblankAt: time) }

    /// A flip completion from the kernel: the pending flip's buffer is on screen now.
    mutating func complete(_ completion: FlipCompletion) {
        clock.record(vblankAt: completion.time)
        defer { lastCompletion = completion }
        guard let flip = pending else { return }
        pending = nil
        front = flip.buffer
        frontTimes = (flip.predicted, completion.time)
        statistics.framesPresented += 1
        let missed = clock.missedVBlanks(predicted: flip.predicted, shown: completion.time)
        if missed > 0 {
            statistics.framesLate += 1
            statistics.lateVBlanks += missed
        }
        guard let last = lastCompletion, completion.time > last.time else { return }
        // Any two flips measure the vblank period (time over the counter's difference),
        // also across an idle gap: a slow guest may never flip back to back. Only frames
        // drawn back to back count as intervals and as missed vblanks.
        let vblanks = completion.sequence &- last.sequence
        if vblanks > 0 { statistics.vblankPeriods.add((completion.time - last.time) / Double(vblanks)) }
        if flip.backToBack {
            statistics.flipIntervals.add(completion.time - last.time)
            if vblanks > 0 { statistics.missedVBlanks += Int(vblanks) - 1 }
        }
    }

    /// A flip whose event has not come `timeout` seconds after it was submitted is
    /// counted lost and completed at the vblank after its submission, so that a lost
    /// event never freezes the screen. True when it did so.
    mutating func expireLostFlip(now: Double, timeout: Double, crtc: UInt32) -> Bool {
        guard let flip = pending, now - flip.submitted > timeout else { return false }
        statistics.lostFlips += 1
        complete(FlipCompletion(sequence: (lastCompletion?.sequence ?? 0) &+ 1, time: clock.nextVBlank(after: flip.submitted),
                                crtc: crtc))
        return true
    }

    /// A mode set put `buffer` on screen (taking the output back): nothing flips or waits.
    mutating func shown(_ buffer: Int) {
        front = buffer
        pending = nil
        queued = nil
    }
}
